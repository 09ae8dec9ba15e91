import PropertyList

/// A property list or strings file that was read.
///
/// Modules above Validation write rules over these (`AnyRule(rule, forEach: \.propertyLists)`),
/// such as a schema check for a particular kind of plist.
public struct PropertyListFile: Sendable {
    /// The path diagnostics name the file by.
    public let path: String
    /// The document.
    public let document: PlistDocument

    public init(path: String, document: PlistDocument) {
        self.path = path
        self.document = document
    }

    /// The file's name without folders (`Info.plist`).
    public var fileName: String {
        Paths.fileName(of: path)
    }
}
