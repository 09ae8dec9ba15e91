import TripSource

/// Why TripXML refused a document. Each case says where; `message` says what was expected.
public enum XMLError: PositionedError, Equatable {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// No content at all, or only white space: about the whole file (`SourceLocation(wholeFile:)`).
    case empty(SourceLocation)
    /// The bytes are not valid in the document's encoding.
    case invalidEncoding(SourceLocation, detail: String)
    /// An encoding TripXML does not read (only UTF-8, UTF-16 and ISO-8859-1/ASCII are read).
    case unsupportedEncoding(SourceLocation, name: String)
    /// A byte-order mark and the XML declaration name different encodings.
    case conflictingEncoding(SourceLocation, byteOrderMark: String, declared: String)
    /// A NUL byte, which XML does not allow anywhere.
    case nulByte(SourceLocation)
    /// A DOCTYPE with an internal subset (`[...]`); entity and attribute declarations live there.
    case internalSubset(SourceLocation)
    /// An entity, element, attribute or notation declaration.
    case declaration(SourceLocation, kind: String, name: String)
    /// A reference to an entity that is not one of the five predefined ones.
    case undeclaredEntity(SourceLocation, name: String)
    /// Elements nested deeper than the limit.
    case tooDeep(SourceLocation, limit: Int)
    /// A start tag over one of the reader's limits (`InputLimit`): too many attributes, a name
    /// or an attribute value too long. Refused before libxml2 reads the tag.
    case limitExceeded(SourceLocation, limit: InputLimit, value: Int)
    /// An end tag that does not match the open element.
    case mismatchedTag(SourceLocation, expected: String, found: String, openedAt: SourceLocation)
    /// The input ended inside an element.
    case unclosedElement(SourceLocation, name: String, openedAt: SourceLocation)
    /// Any other well-formedness error libxml2 reports, with its error code and its own words.
    case notWellFormed(SourceLocation, code: Int, reason: String)

    public var location: SourceLocation {
        switch self {
        case .unreadable(let file, _): SourceLocation(wholeFile: file)
        case .empty(let location), .invalidEncoding(let location, _), .unsupportedEncoding(let location, _),
             .conflictingEncoding(let location, _, _), .nulByte(let location), .internalSubset(let location),
             .declaration(let location, _, _), .undeclaredEntity(let location, _), .tooDeep(let location, _),
             .mismatchedTag(let location, _, _, _), .unclosedElement(let location, _, _),
             .notWellFormed(let location, _, _), .limitExceeded(let location, _, _):
            location
        }
    }

    public var message: String {
        switch self {
        case .unreadable(_, let reason):
            "cannot read the file: \(reason)"
        case .empty:
            "the document is empty; expected an XML root element"
        case .invalidEncoding(_, let detail):
            "invalid byte sequence: \(detail)"
        case .unsupportedEncoding(_, let name):
            "unsupported encoding \"\(name)\"; expected UTF-8, UTF-16 or ISO-8859-1"
        case .conflictingEncoding(_, let byteOrderMark, let declared):
            "the byte-order mark says \(byteOrderMark) but the XML declaration says \"\(declared)\""
        case .nulByte:
            "NUL byte (U+0000) is not allowed in XML"
        case .internalSubset:
            "DOCTYPE with an internal subset is not allowed (entity and attribute declarations are refused)"
        case .declaration(_, let kind, let name):
            "\(kind) declaration \"\(name)\" is not allowed"
        case .undeclaredEntity(_, let name):
            "undeclared entity &\(name);; only &amp; &lt; &gt; &quot; &apos; and character references are allowed"
        case .tooDeep(_, let limit):
            "elements nested deeper than \(limit) levels (limit \(InputLimit.nestingDepth.rawValue))"
        case .limitExceeded(_, let limit, let value):
            limit.exceeded(value)
        case .mismatchedTag(_, let expected, let found, let openedAt):
            "expected </\(expected)> closing <\(expected)> opened at \(openedAt.shortDescription), found </\(found)>"
        case .unclosedElement(_, let name, let openedAt):
            "expected </\(name)> closing <\(name)> opened at \(openedAt.shortDescription)"
        case .notWellFormed(_, _, let reason):
            "not well-formed XML: \(reason)"
        }
    }
}
