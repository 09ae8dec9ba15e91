import TextFormats
import TripSource

/// Why a configuration file was refused. Every case says where, so the message points at the key
/// or value at fault; the command line turns any of them into exit status 78.
public enum ConfigurationError: PositionedError, Equatable {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// Both `.tripkit.yml` and `.tripkit.json` exist, and neither is preferred silently.
    case ambiguousFiles(first: String, second: String)
    /// The file is not well-formed YAML (of the supported subset) or JSON.
    case syntax(DocumentSyntaxError)
    /// The document is not a mapping of keys.
    case notAMapping(SourceLocation, found: String)
    /// A key that is neither a configuration key nor a rule id.
    case unknownKey(SourceLocation, key: String, suggestion: String?)
    /// A name under `limits` that is no `InputLimit`.
    case unknownLimit(SourceLocation, name: String, suggestion: String?)
    /// A value of the wrong kind for its key.
    case wrongType(SourceLocation, key: String, expected: String, found: String)
    /// A rule id that no rule has.
    case unknownRule(SourceLocation, id: String, suggestion: String?)
    /// A severity other than `error`, `warning` or `note`.
    case unknownSeverity(SourceLocation, value: String)
    /// A reporter name that is not one of `ReporterKind`.
    case unknownReporter(SourceLocation, value: String, suggestion: String?)
    /// A pattern that cannot be compiled.
    case invalidGlob(SourceLocation, pattern: String, problem: GlobProblem)
    /// Two keys that cannot be used together.
    case conflictingKeys(SourceLocation, key: String, other: String)
    /// A rule both enabled by `opt_in_rules` and disabled by `disabled_rules`.
    case enabledAndDisabled(SourceLocation, id: String)
    /// An empty string where a path is needed.
    case emptyValue(SourceLocation, key: String)

    public var location: SourceLocation {
        switch self {
        case .unreadable(let file, _): SourceLocation(wholeFile: file)
        case .ambiguousFiles(_, let second): SourceLocation(wholeFile: second)
        case .syntax(let error): error.location
        case .notAMapping(let location, _), .unknownKey(let location, _, _), .unknownLimit(let location, _, _), .wrongType(let location, _, _, _),
             .unknownRule(let location, _, _), .unknownSeverity(let location, _), .unknownReporter(let location, _, _),
             .invalidGlob(let location, _, _), .conflictingKeys(let location, _, _),
             .enabledAndDisabled(let location, _), .emptyValue(let location, _):
            location
        }
    }

    public var message: String {
        switch self {
        case .unreadable(_, let reason):
            "cannot read the configuration file: \(reason)"
        case .ambiguousFiles(let first, let second):
            "both \(first) and \(second) exist; keep one, or name one with --config"
        case .syntax(let error):
            error.message
        case .notAMapping(_, let found):
            "expected a mapping of configuration keys, found \(found)"
        case .unknownKey(_, let key, let suggestion):
            "unknown key '\(key)'; expected a configuration key or a rule id" + didYouMean(suggestion)
        case .unknownLimit(_, let name, let suggestion):
            "unknown limit '\(name)'; expected one of: " + InputLimit.allCases.map(\.rawValue).joined(separator: ", ")
                + didYouMean(suggestion)
        case .wrongType(_, let key, let expected, let found):
            "'\(key)' expects \(expected), found \(found)"
        case .unknownRule(_, let id, let suggestion):
            "unknown rule id '\(id)' (`tripkit rules` lists them)" + didYouMean(suggestion)
        case .unknownSeverity(_, let value):
            "unknown severity '\(value)'; expected error, warning or note"
        case .unknownReporter(_, let value, let suggestion):
            "unknown reporter '\(value)'; expected one of "
                + ReporterKind.allCases.map(\.rawValue).joined(separator: ", ") + didYouMean(suggestion)
        case .invalidGlob(_, let pattern, let problem):
            "invalid pattern '\(pattern)': \(problem)"
        case .conflictingKeys(_, let key, let other):
            "'\(key)' cannot be used together with '\(other)'"
        case .enabledAndDisabled(_, let id):
            "rule '\(id)' is both in opt_in_rules and in disabled_rules"
        case .emptyValue(_, let key):
            "'\(key)' expects a path, found an empty string"
        }
    }
}
