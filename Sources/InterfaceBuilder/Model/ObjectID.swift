import TripSource

/// One `id` attribute of the document: the id, its element, and where both are.
///
/// Every occurrence is kept, so duplicates can be found.
public struct ObjectID: Sendable, Equatable {
    /// The id, with the location of its value.
    public var value: Located<String>
    /// The element carrying it.
    public var elementName: String
    /// Where the element's `<` is.
    public var elementLocation: SourceLocation
    /// The scene the element is in; `nil` in XIBs and outside scenes.
    public var sceneIndex: Int?
    /// The innermost cell the element is in (the cell itself for a cell's own `id`), as an index
    /// into `InterfaceDocument.cells`; `nil` outside cells.
    public var cellIndex: Int?

    public init(value: Located<String>, elementName: String, elementLocation: SourceLocation,
                sceneIndex: Int? = nil, cellIndex: Int? = nil) {
        self.value = value
        self.elementName = elementName
        self.elementLocation = elementLocation
        self.sceneIndex = sceneIndex
        self.cellIndex = cellIndex
    }
}

/// An attribute whose value names another object by its `id`: `destination`, `initialViewController`,
/// `target`, popover anchors, constraint items, `<segue reference>`, ...
///
/// Recognised attributes: `initialViewController` (document); `destination`, `popoverAnchorView`,
/// `popoverAnchorBarButtonItem`, `anchorView`, `reference` (segues); `destination`, `target`
/// (connections); `firstItem`, `secondItem` (constraints); `textLabel`, `detailTextLabel`,
/// `imageView` (table cells); `tableViewCell` (cell content views); `ref` (legacy archives).
public struct IDReference: Sendable, Equatable {
    /// The id named, with the location of the value.
    public var value: Located<String>
    /// The attribute's name.
    public var attribute: String
    /// The element carrying the attribute.
    public var elementName: String
    /// Where the element's `<` is.
    public var elementLocation: SourceLocation

    public init(value: Located<String>, attribute: String, elementName: String, elementLocation: SourceLocation) {
        self.value = value
        self.attribute = attribute
        self.elementName = elementName
        self.elementLocation = elementLocation
    }
}
