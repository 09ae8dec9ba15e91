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
    /// The C preprocessor directives its lines hold (`ifdef`, `include`, `define`, ...), for a
    /// property list the build runs through `cpp` (`INFOPLIST_PREPROCESS`); empty for others.
    public let preprocessorDirectives: Set<String>
    /// For a `.strings` table, the keys written with a Swift interpolation (`"Add \(count) servers"`),
    /// which code never looks up (`InterpolatedStringsKey`); empty for other files.
    var interpolatedKeys: [InterpolatedStringsKey] = []

    /// A file read elsewhere.
    ///
    /// - Parameters:
    ///   - path: The path diagnostics name it by.
    ///   - document: Its document, as read after the C preprocessor's first branches are kept.
    ///   - preprocessorDirectives: The directives its lines hold (`ifdef`, `include`, ...).
    public init(path: String, document: PlistDocument, preprocessorDirectives: Set<String> = []) {
        self.path = path
        self.document = document
        self.preprocessorDirectives = preprocessorDirectives
    }

    /// The file's name without folders (`Info.plist`).
    public var fileName: String {
        Paths.fileName(of: path)
    }
}
