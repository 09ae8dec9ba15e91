import TextFormats
import TripSource
import TripXML

/// Why a property list could not be read. Every case says where; `message` says what was expected.
public enum PlistError: PositionedError, Equatable {
    /// The file could not be opened or read.
    case unreadable(file: String, reason: String)
    /// No bytes, or only white space: about the whole file (`SourceLocation(wholeFile:)`).
    case empty(SourceLocation)
    /// The XML is not well-formed or is refused for safety (entities, DTD subsets, depth, encoding).
    case malformedXML(XMLError)
    /// An element that has no place here, e.g. `<strin>` or a `<key>` outside a dictionary.
    case unexpectedElement(SourceLocation, name: String, expected: String)
    /// Text where only elements may stand.
    case unexpectedText(SourceLocation, text: String, context: String)
    /// A value is missing: an empty `<plist>`, or a `<key>` with no value after it.
    case missingValue(SourceLocation, context: String)
    /// A second value where only one may stand (the root of `<plist>`).
    case extraValue(SourceLocation, context: String)
    /// The text of an `<integer>`, `<real>`, `<date>` or `<data>` does not parse.
    case invalidValue(SourceLocation, kind: PlistValue.Kind, text: String, expected: String)
    /// Containers nested deeper than the limit.
    case tooDeep(SourceLocation, limit: Int)
    /// A binary (`bplist00`) property list is malformed or hostile, at a byte offset.
    case binary(BinaryPlistError)
    /// An OpenStep (ASCII) property list or `.strings` file does not parse.
    case openStep(OpenStepError)
    /// JSON read as a property list (`PlistReader.readJSON`) does not parse, or repeats a key.
    case malformedJSON(DocumentSyntaxError)

    public var location: SourceLocation {
        switch self {
        case .unreadable(let file, _):
            SourceLocation(wholeFile: file)
        case .malformedXML(let error):
            error.location
        case .binary(let error):
            error.location
        case .openStep(let error):
            error.location
        case .malformedJSON(let error):
            error.location
        case .empty(let location), .unexpectedElement(let location, _, _), .unexpectedText(let location, _, _),
             .missingValue(let location, _), .extraValue(let location, _), .invalidValue(let location, _, _, _),
             .tooDeep(let location, _):
            location
        }
    }

    /// What an XML document's root element must be: one of another name makes the document
    /// another XML vocabulary (an Installer distribution, an HTML page), not a property list.
    static let rootExpectation = "<plist> or a value element as the root element"

    /// Whether the document is another XML vocabulary: its root element is none of a property
    /// list's. Foundation refuses it too, but nothing in the file says it was meant as one.
    public var isForeignDocument: Bool {
        guard case .unexpectedElement(_, _, let expected) = self else { return false }
        return expected == Self.rootExpectation
    }

    public var message: String {
        switch self {
        case .unreadable(_, let reason):
            "cannot read the property list: \(reason)"
        case .empty:
            "the file is empty; expected a property list"
        case .malformedXML(let error):
            error.message
        case .binary(let error):
            error.message
        case .openStep(let error):
            error.message
        case .malformedJSON(let error):
            error.message
        case .unexpectedElement(_, let name, let expected):
            "unexpected <\(name)>; expected \(expected)"
        case .unexpectedText(_, let text, let context):
            "unexpected text \"\(Self.abbreviated(text))\" \(context)"
        case .missingValue(_, let context):
            "missing value: \(context)"
        case .extraValue(_, let context):
            "unexpected second value \(context)"
        case .invalidValue(_, let kind, let text, let expected):
            "invalid \(kind.rawValue) \"\(Self.abbreviated(text))\"; expected \(expected)"
        case .tooDeep(_, let limit):
            "property list nested deeper than \(limit) levels (limit \(InputLimit.nestingDepth.rawValue))"
        }
    }

    static func abbreviated(_ text: String) -> String {
        let flat = text.replacing("\n", with: "\\n")
        return flat.count > 40 ? String(flat.prefix(37)) + "..." : flat
    }
}
