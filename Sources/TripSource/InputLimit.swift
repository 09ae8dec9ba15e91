/// A cap a reader puts on untrusted input so that no file, however it is made, costs more than
/// time and memory in proportion to its size. Each is configurable (the readers' `Options`, the
/// validator's `ValidationOptions`) and is named in the error that reports it, with the place it was
/// hit.
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
    /// Findings reported for one file.
    case findingsPerFile = "maxFindingsPerFile"

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
        case .findingsPerFile: "findings in one file"
        }
    }

    /// The words of an error that reports the limit: "more than 1000 attributes in one element
    /// (limit maxAttributesPerElement)".
    public func exceeded(_ limit: Int) -> String {
        "more than \(limit) \(counted) (limit \(rawValue))"
    }
}
