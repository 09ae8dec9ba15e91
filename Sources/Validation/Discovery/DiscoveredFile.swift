/// A file found to validate.
public struct DiscoveredFile: Hashable, Sendable {
    /// The path to read it by and to name it in diagnostics: relative to the working directory
    /// when the path given was relative (`Sources/Main.storyboard`), else absolute.
    public let path: String
    /// What kind of file it is.
    public let kind: InputKind

    public init(path: String, kind: InputKind) {
        self.path = path
        self.kind = kind
    }
}
