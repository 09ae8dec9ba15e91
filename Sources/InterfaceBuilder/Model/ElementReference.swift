import TripSource

/// An element named by its element name, `id` and position: the owner of a connection, the trigger
/// of a segue, the table or collection a cell belongs to.
public struct ElementReference: Sendable, Equatable {
    /// The element's name as written (`tableViewCell`, `barButtonItem`, `viewController`, ...).
    /// For the legacy archive format it is the object's class (`IBUITableViewCell`).
    public var elementName: String
    /// The element's `id` attribute, when it has one.
    public var id: Located<String>?
    /// Where the element's `<` is.
    public var location: SourceLocation

    public init(elementName: String, id: Located<String>?, location: SourceLocation) {
        self.elementName = elementName
        self.id = id
        self.location = location
    }
}
