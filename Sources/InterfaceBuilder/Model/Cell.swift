import TripSource

/// A table view cell, collection view cell or collection reusable view.
public struct Cell: Sendable, Equatable {
    public var kind: CellKind
    /// Where the element's `<` is.
    public var location: SourceLocation
    /// The scene holding the cell; `nil` in XIBs.
    public var sceneIndex: Int?
    /// The nearest enclosing table or collection view, as an index into
    /// `InterfaceDocument.cellContainers`; `nil` for a top-level cell of a XIB.
    public var containerIndex: Int?
    /// Whether the cell is a prototype: in a table's `<prototypes>`, in a collection view's
    /// `<cells>`, or a collection view's supplementary view; never for static cells or for a XIB's
    /// top-level cells.
    public var isPrototype: Bool
    /// Whether the cell is a top-level object of a XIB.
    public var isTopLevel: Bool
    /// The cell this cell is nested in (a collection view inside a table cell), as an index into
    /// `InterfaceDocument.cells`.
    public var enclosingCellIndex: Int?
    /// The static table section holding the cell, as an index into its container's `sections`.
    public var sectionIndex: Int?
    public var id: Located<String>?
    public var reuseIdentifier: Located<String>?
    public var customClass: Located<String>?
    public var customModule: Located<String>?
    public var customModuleProvider: Located<String>?
    /// `key` of a collection reusable view (`sectionHeaderView`, `sectionFooterView`).
    public var key: Located<String>?

    public init(kind: CellKind, location: SourceLocation, sceneIndex: Int?) {
        self.kind = kind
        self.location = location
        self.sceneIndex = sceneIndex
        self.isPrototype = false
        self.isTopLevel = false
    }

    /// A reference to the cell, as connections and segues name their owners.
    public var reference: ElementReference {
        ElementReference(elementName: kind.elementName, id: id, location: location)
    }
}

/// Which kind of cell or reusable view.
public enum CellKind: String, Sendable, Hashable, CaseIterable {
    case tableViewCell
    case collectionViewCell
    case collectionReusableView

    /// The element name Xcode writes (the raw value).
    public var elementName: String { rawValue }
}
