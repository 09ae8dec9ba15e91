import InterfaceBuilder

/// The outlets of a document by the id of the object each hands to code.
struct OutletDestinations {
    /// Each object's outlets, in document order, and whether each is an outlet collection.
    private var properties: [String: [(name: String, isCollection: Bool)]] = [:]

    init(_ document: InterfaceDocument) {
        for connection in document.connections where connection.kind == .outlet || connection.kind == .outletCollection {
            guard let destination = connection.destination?.value, let property = connection.property?.value else {
                continue
            }
            properties[destination, default: []].append((property, connection.kind == .outletCollection))
        }
    }

    /// The first outlet property naming one of the objects an asset use belongs to through which
    /// code may set what it shows: an outlet some source sets an asset of the use's kind through
    /// (`uploadButton.setImage(...)`), an outlet collection (whose elements code reaches by
    /// iterating), or any outlet when no source was read; `nil` when there is none.
    func first(holding use: AssetUse, setters: AssetSetterIndex) -> String? {
        use.holderIDs.lazy.compactMap { id in
            properties[id]?.first { outlet in
                outlet.isCollection || !setters.hasSources || setters.sets(use.kind, through: outlet.name)
            }?.name
        }.first
    }
}
