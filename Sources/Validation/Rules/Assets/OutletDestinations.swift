import InterfaceBuilder

/// The outlets of a document by the id of the object each hands to code.
struct OutletDestinations {
    private var properties: [String: String] = [:]

    init(_ document: InterfaceDocument) {
        for connection in document.connections where connection.kind == .outlet || connection.kind == .outletCollection {
            guard let destination = connection.destination?.value, let property = connection.property?.value else {
                continue
            }
            if properties[destination] == nil { properties[destination] = property }
        }
    }

    /// The outlet property naming one of the objects an asset use belongs to, if any.
    func first(holding use: AssetUse) -> String? {
        use.holderIDs.lazy.compactMap { properties[$0] }.first
    }
}
