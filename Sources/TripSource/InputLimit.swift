/// A cap a reader puts on untrusted input so that no file, however it is made, costs more than
/// time and memory in proportion to its size. Each is configurable (the readers' `Options`, the
/// validator's `ValidationOptions`, the configuration's `limits`, `--limit`) and is named in the
/// error that reports it, with the place it was hit.
///
/// This type is the caps' one home: their names, defaults, ceilings and the words that document
/// them (`documentation`, which the README and `--limit`'s help print) are all here.
public enum InputLimit: String, Sendable, CaseIterable, Equatable {
    /// Bytes in one file.
    case fileSize = "maxFileSize"
    /// Elements, arrays or dictionaries nested in one another.
    case nestingDepth = "maxDepth"
    /// Attributes in one XML start tag (libxml2 2.9.14 compares each name with every earlier one).
    case attributesPerElement = "maxAttributesPerElement"
    /// UTF-8 bytes in one element or attribute name.
    case nameLength = "maxNameLength"
    /// UTF-8 bytes in one attribute value.
    case valueLength = "maxValueLength"
    /// Values a binary property list expands to, a shared object counted each time it is used.
    case binaryValues = "maxValues"
    /// Bytes of strings, keys and data a binary property list expands to, a shared object counted
    /// each time it is used.
    case binaryBytes = "maxExpandedBytes"
    /// Findings reported for one file.
    case findingsPerFile = "maxFindingsPerFile"
    /// Conversions (`%@`, `%d`, ...) read from one localized format string: the rest of the
    /// string is not compared with the development language's, and a note says so.
    case formatConversions = "maxFormatConversions"

    /// The cap when nothing sets another.
    ///
    /// `binaryValues` has no fixed default: a binary property list may expand to one value per
    /// byte of the file, and at least this many (`PlistReader.Options.valueLimit(forByteCount:)`);
    /// `binaryBytes` likewise: two bytes per byte of the file (UTF-16 text is longer in UTF-8), and at
    /// least this many.
    public var defaultValue: Int {
        switch self {
        case .fileSize: 64 << 20
        case .nestingDepth: 512
        case .attributesPerElement: 1_000
        case .nameLength: 1_000
        case .valueLength: 1 << 20
        case .binaryValues: 100_000
        case .binaryBytes: 16 << 20
        case .findingsPerFile: 1_000
        case .formatConversions: 100
        }
    }

    /// The default in words, for the documentation: "64 MB", "512 levels".
    public var defaultDescription: String {
        switch self {
        case .fileSize: "64 MB"
        case .nestingDepth: "512 levels"
        case .attributesPerElement: "1,000"
        case .nameLength: "1,000 bytes"
        case .valueLength: "1 MB"
        case .binaryValues: "values a binary plist expands to; one per byte, at least 100,000"
        case .binaryBytes: "bytes of text and data a binary plist expands to; two per byte, at least 16 MB"
        case .findingsPerFile: "1,000"
        case .formatConversions: "100"
        }
    }

    /// Every cap with its default, as the README and `tripkit validate --help` list them:
    /// "`maxFileSize` (64 MB), `maxDepth` (512 levels), ... and `maxFindingsPerFile` (1,000)".
    public static var documentation: String {
        let items = allCases.map { "`\($0.rawValue)` (\($0.defaultDescription))" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// The most the limit may be set to, when it has a ceiling.
    ///
    /// Nesting depth stops at 1,000: libxml2 refuses deeper XML whatever it is told, and freeing a
    /// value nested far deeper (hundreds of thousands of levels) recurses once per level in the Swift
    /// runtime, which would overflow a thread's stack. Readers clamp a larger `maxDepth` to it; the
    /// configuration and `--limit` refuse one.
    public var ceiling: Int? {
        switch self {
        case .nestingDepth: 1_000
        default: nil
        }
    }

    /// What the limit counts, for messages: "attributes in one element".
    public var counted: String {
        switch self {
        case .fileSize: "bytes in one file"
        case .nestingDepth: "levels of nesting"
        case .attributesPerElement: "attributes in one element"
        case .nameLength: "bytes in one name"
        case .valueLength: "bytes in one attribute value"
        case .binaryValues: "values in one property list"
        case .binaryBytes: "bytes of text and data in one property list"
        case .findingsPerFile: "findings in one file"
        case .formatConversions: "conversions in one format string"
        }
    }

    /// The words of an error that reports the limit: "more than 1000 attributes in one element
    /// (limit maxAttributesPerElement)".
    public func exceeded(_ limit: Int) -> String {
        "more than \(limit) \(counted) (limit \(rawValue))"
    }
}
