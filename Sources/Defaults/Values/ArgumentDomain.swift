import TripSource
import PropertyList

/// The argument domain: defaults given on the command line as `-Key value` pairs.
public enum ArgumentDomain {
    /// The values in a command line, as Foundation's `UserDefaults` builds its argument domain.
    ///
    /// An argument starting with `-` followed by one that does not is a pair; the key is the first
    /// without its `-` (`-DestinationPreferenceKey Paris`), the value the second with surrounding white
    /// space trimmed. A value starting with `(`, `{`, `<` or `"` is read as a property list (OpenStep or
    /// XML text), and stays a string when it does not parse; any other value is a string. A later pair
    /// wins over an earlier one with the same key. Other arguments are skipped.
    ///
    /// - Parameter arguments: The command line, without or with the program name.
    /// - Returns: The argument domain.
    public static func values(from arguments: [String]) -> PlistDictionary {
        var values = PlistDictionary()
        var index = 0
        while index + 1 < arguments.count {
            let current = arguments[index]
            let next = arguments[index + 1]
            if current.hasPrefix("-"), !next.hasPrefix("-"), current.count > 1 {
                values[String(current.dropFirst())] = value(of: next)
                index += 2
            } else {
                index += 1
            }
        }
        return values
    }

    /// A value from its command-line text: a property list when it looks like one and parses, a string
    /// otherwise.
    static func value(of argument: String) -> PlistValue {
        (try? PlistValue.commandLinePropertyList(argument)) ?? .string(argument.trimmingWhiteSpace())
    }
}
