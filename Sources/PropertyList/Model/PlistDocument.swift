import TripSource

/// The encodings a property list can be stored in.
public enum PlistFormat: String, Sendable, CaseIterable {
    /// XML 1.0 with Apple's plist DTD (`xml1` in `plutil`).
    case xml
    /// `bplist00` (`binary1` in `plutil`).
    case binary
    /// OpenStep / ASCII text, including `.strings` files (`openstep` in `plutil`).
    case openStep
    /// JSON (`json` in `plutil`), read only when asked for with `PlistReader.readJSON`: it has no
    /// dates, data or UIDs, and `PlistReader.read` takes `{` for OpenStep, as CoreFoundation does.
    case json
}

/// A property list read from a file or bytes: the root value and what the reader noticed on the way.
public struct PlistDocument: Sendable {
    /// The root value, with locations.
    public var root: PlistValue
    /// The format the bytes were in.
    public var format: PlistFormat
    /// Keys that appeared more than once in one dictionary. The last value won, as Apple's readers do.
    public var duplicateKeys: [DuplicateKey]
    /// Comments in text formats (XML `<!-- -->`, OpenStep `/* */` and `//`), with where they start.
    public var comments: [SourceComment]
    /// Text against the format's letter that Apple's reader reads anyway (and how), in file order.
    public var lenientReads: [LenientRead]

    public init(
        root: PlistValue, format: PlistFormat, duplicateKeys: [DuplicateKey] = [], comments: [SourceComment] = [],
        lenientReads: [LenientRead] = []
    ) {
        self.root = root
        self.format = format
        self.duplicateKeys = duplicateKeys
        self.comments = comments
        self.lenientReads = lenientReads
    }
}

/// A key written twice in one dictionary.
public struct DuplicateKey: Sendable, Equatable {
    public let key: String
    /// Where the key was first written.
    public let first: SourceLocation
    /// Where it was written again (the value read here is the one kept).
    public let duplicate: SourceLocation
    /// Whether the value kept equals the value it replaces, so that nothing a reader sees is lost
    /// (a translator pasting the same line twice, as opposed to two different translations).
    public let repeatsValue: Bool

    public init(key: String, first: SourceLocation, duplicate: SourceLocation, repeatsValue: Bool = false) {
        self.key = key
        self.first = first
        self.duplicate = duplicate
        self.repeatsValue = repeatsValue
    }
}
