import InterfaceBuilder
import PropertyList
import TextFormats
import TripSource

/// A file found to validate that could not be read: the files rules report these.
public struct FileFailure: Sendable {
    /// Why it could not be read.
    public enum Reason: Sendable {
        /// The storyboard or XIB reader refused it.
        case interfaceBuilder(InterfaceBuilderError)
        /// The property list reader refused it.
        case propertyList(PlistError)
        /// A String Catalog that is not JSON.
        case stringCatalog(DocumentSyntaxError)
        /// The file could not be read from disk.
        case unreadable(reason: String)
    }

    /// The path diagnostics name the file by.
    public let path: String
    /// The kind its extension names.
    public let kind: InputKind
    public let reason: Reason

    public init(path: String, kind: InputKind, reason: Reason) {
        self.path = path
        self.kind = kind
        self.reason = reason
    }

    /// The file as a whole, where findings about it point: no line or column (an unreadable
    /// file has no text to point into).
    public var start: SourceLocation {
        SourceLocation(wholeFile: path)
    }
}
