import TripSource

/// Why an OpenStep (ASCII) property list or `.strings` file was refused. Every case carries the line
/// and UTF-8 column of the problem; `message` says what was found and what was expected.
public enum OpenStepError: PositionedError, Equatable {
    /// The bytes are not UTF-8 (or not UTF-16 after a UTF-16 byte-order mark).
    case invalidEncoding(SourceLocation, detail: String)
    /// A character that cannot stand here, with what could.
    case unexpectedCharacter(SourceLocation, found: String, expected: String)
    /// The text ends where more was expected.
    case unexpectedEnd(SourceLocation, expected: String)
    /// A dictionary entry whose value is not followed by `;`.
    case missingSemicolon(SourceLocation, found: String, key: String, keyLocation: SourceLocation)
    /// A quoted string with no closing quote; the location is the opening quote.
    case unterminatedString(SourceLocation, quote: Character)
    /// A `/*` comment with no `*/`; the location is the `/*`.
    case unterminatedComment(SourceLocation)
    /// `<hex data>` that is not pairs of hexadecimal digits closed by `>`.
    case invalidData(SourceLocation, detail: String)
    /// An escape that names no character.
    case invalidEscape(SourceLocation, escape: String, detail: String)
    /// Arrays and dictionaries nested deeper than the limit.
    case tooDeep(SourceLocation, limit: Int)

    public var location: SourceLocation {
        switch self {
        case .invalidEncoding(let location, _), .unexpectedCharacter(let location, _, _), .unexpectedEnd(let location, _),
             .missingSemicolon(let location, _, _, _), .unterminatedString(let location, _),
             .unterminatedComment(let location), .invalidData(let location, _), .invalidEscape(let location, _, _),
             .tooDeep(let location, _):
            location
        }
    }

    public var message: String {
        switch self {
        case .invalidEncoding(_, let detail):
            "invalid byte sequence: \(detail); expected UTF-8, or UTF-16 after a byte-order mark"
        case .unexpectedCharacter(_, let found, let expected):
            "unexpected \(found); expected \(expected)"
        case .unexpectedEnd(_, let expected):
            "the text ends; expected \(expected)"
        case .missingSemicolon(_, let found, let key, let keyLocation):
            "expected ';' after value for key \"\(PlistError.abbreviated(key))\" opened at \(keyLocation.shortDescription), found \(found)"
        case .unterminatedString(_, let quote):
            "string opened here has no closing \(quote)"
        case .unterminatedComment:
            "comment opened here has no closing */"
        case .invalidData(_, let detail):
            "invalid <data>: \(detail); expected pairs of hexadecimal digits closed by '>'"
        case .invalidEscape(_, let escape, let detail):
            "invalid escape \(escape): \(detail)"
        case .tooDeep(_, let limit):
            "property list nested deeper than \(limit) levels (limit \(InputLimit.nestingDepth.rawValue))"
        }
    }
}
