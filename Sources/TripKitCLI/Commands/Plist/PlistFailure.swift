import CommandLineKit
import PropertyList
import TextFormats
import TripSource

/// Why a `tripkit plist` command failed. Every case exits 1, as `plutil` does, except a bad value
/// on the command line, which is a usage error (64).
enum PlistFailure: CommandFailure {
    /// A file does not parse, or cannot be read.
    case unreadable(PlistError)
    /// A keypath does not lead where the command needs it to.
    case keyPath(KeyPathError, file: String)
    /// The value cannot be written in the format asked for.
    case unwritable(PlistWriteError, file: String)
    /// The output cannot be written.
    case cannotWrite(path: String, reason: String)
    /// A value given on the command line is not of its kind.
    case badValue(flag: String, PlistValueTextError)
    /// A value given as `-xml` or `-json` text does not parse.
    case badValueText(flag: String, PlistError)
    /// `extract --expect` found another type.
    case unexpectedType(keyPath: String, expected: String, found: String, file: String)
    /// `create` would overwrite a file.
    case exists(path: String)
    /// Rewriting the file would drop its comments.
    case holdsComments(path: String, first: SourceLocation)

    var exitCode: ExitCode {
        switch self {
        case .badValue, .badValueText: .usage
        default: .failure
        }
    }

    /// What went wrong, with the file's names and strings escaped (`VisibleText`), so a file name
    /// holding a newline or an escape sequence prints as text.
    var message: String { VisibleText.escaped(text) }

    private var text: String {
        switch self {
        case .unreadable(.unreadable(let file, let reason)):
            return "cannot read \(file): \(reason)"
        case .unreadable(let error):
            return "\(error.location): \(error.message)"
        case .keyPath(let error, let file):
            if let location = error.location { return "\(location): \(error.message)" }
            return "\(file): \(error.message)"
        case .unwritable(let error, let file):
            return "\(file): \(error)"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .badValue(let flag, let error):
            return "\(flag) expects \(error.expected), not \"\(error.text)\""
        case .badValueText(let flag, let error):
            return "the \(flag) value does not parse: \(error.location.line):\(error.location.column): \(error.message)"
        case .unexpectedType(let keyPath, let expected, let found, let file):
            return "\(file): the value at \(keyPath) is \(found), not \(expected)"
        case .exists(let path):
            return "\(path) already exists; remove it first or pass --force"
        case .holdsComments(let path, let first):
            return "\(first): \(path) holds comments, which rewriting it would drop; nothing was changed"
        }
    }
}
