import TripSource
import TripXML

/// Why a file could not be read as an Interface Builder document. Each case says where.
public enum InterfaceBuilderError: PositionedError, Equatable {
    /// The file is not well-formed XML, or could not be read; TripXML's error, unchanged.
    case xml(XMLError)
    /// The file is not well-formed because it holds a merge-conflict marker (`<<<<<<<`) at the start
    /// of a line: a conflicted merge was committed. The location is the marker's line.
    case mergeConflictMarker(SourceLocation, xmlError: XMLError)
    /// The root element is not an Interface Builder `<document>` or `<archive>`.
    case notAnInterfaceBuilderDocument(SourceLocation, rootElement: String, type: String?)

    public var location: SourceLocation {
        switch self {
        case .xml(let error): error.location
        case .mergeConflictMarker(let location, _), .notAnInterfaceBuilderDocument(let location, _, _): location
        }
    }

    public var message: String {
        switch self {
        case .xml(let error):
            return error.message
        case .mergeConflictMarker(_, let xmlError):
            return "merge-conflict marker \"<<<<<<<\": resolve the conflict and remove the markers "
                + "(the XML reader stopped at \(xmlError.location.shortDescription): \(xmlError.message))"
        case .notAnInterfaceBuilderDocument(_, let rootElement, let type):
            let found = type.map { "<\(rootElement) type=\"\($0)\">" } ?? "<\(rootElement)>"
            return "not an Interface Builder document: expected a root <document> or <archive> whose type is "
                + "com.apple.InterfaceBuilder..., found \(found)"
        }
    }
}
