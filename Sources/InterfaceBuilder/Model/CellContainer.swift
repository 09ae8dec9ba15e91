import TripSource

/// A `tableView` or `collectionView`: the place cells belong to.
public struct CellContainer: Sendable, Equatable {
    /// `tableView` or `collectionView`.
    public var elementName: String
    /// Where the element's `<` is.
    public var location: SourceLocation
    /// The scene holding the container; `nil` in XIBs.
    public var sceneIndex: Int?
    public var id: Located<String>?
    /// `dataMode`: `prototypes` (also what an absent value means for tables), `static`, `none`.
    public var dataMode: Located<String>?
    /// The sections of a static table, in order.
    public var sections: [TableSection]

    public init(elementName: String, location: SourceLocation, sceneIndex: Int?) {
        self.elementName = elementName
        self.location = location
        self.sceneIndex = sceneIndex
        self.sections = []
    }

    /// Whether the container is a static table (`dataMode="static"`).
    public var isStatic: Bool { dataMode?.value == "static" }

    /// A reference to the container.
    public var reference: ElementReference {
        ElementReference(elementName: elementName, id: id, location: location)
    }
}

/// A `tableViewSection` of a static table.
public struct TableSection: Sendable, Equatable {
    /// Where the element's `<` is.
    public var location: SourceLocation
    public var id: Located<String>?
    public var headerTitle: Located<String>?
    public var footerTitle: Located<String>?
    /// The section's cells, as indices into `InterfaceDocument.cells`.
    public var cellIndices: [Int]

    public init(location: SourceLocation) {
        self.location = location
        self.cellIndices = []
    }
}
