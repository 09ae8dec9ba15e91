/// Why a command line was refused. Each case names the word at fault; `message` says what was expected.
package enum ParseError: CommandFailure, Equatable {
    /// A word with dashes that names no option of the command; `suggestion` is the nearest name.
    case unknownOption(String, suggestion: String?)
    /// An option at the end of the line, or followed by another option, without its value.
    case missingValue(option: String)
    /// A value that is not what the option or argument holds.
    case invalidValue(String, argument: String, expectation: String)
    /// `--flag=value` for a flag, which takes no value.
    case unexpectedValue(String, flag: String)
    /// A word the command has no place for; `suggestion` is a near subcommand name.
    case unexpectedArgument(String, suggestion: String?)
    /// A word in a subcommand's place that names none; `suggestion` is the nearest name.
    case unknownSubcommand(String, suggestion: String?)
    /// A required positional argument that was not given.
    case missingArgument(String)

    package var exitCode: ExitCode { .usage }

    package var message: String {
        switch self {
        case .unknownOption(let word, let suggestion):
            "Unknown option '\(word)'." + Self.didYouMean(suggestion)
        case .missingValue(let option):
            "Missing value for '\(option)'."
        case .invalidValue(let value, let argument, let expectation):
            "The value '\(value)' is invalid for '\(argument)': expected \(expectation)."
        case .unexpectedValue(let value, let flag):
            "The flag '\(flag)' takes no value, but was given '\(value)'."
        case .unexpectedArgument(let word, let suggestion):
            "Unexpected argument '\(word)'." + Self.didYouMean(suggestion)
        case .unknownSubcommand(let word, let suggestion):
            "Unknown subcommand '\(word)'." + Self.didYouMean(suggestion)
        case .missingArgument(let argument):
            "Missing expected argument '\(argument)'."
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " Did you mean '\($0)'?" } ?? ""
    }
}
