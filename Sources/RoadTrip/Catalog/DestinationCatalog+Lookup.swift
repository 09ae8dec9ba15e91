import TripSource

/// What a name or index given by a user means in a catalog.
package enum DestinationMatch: Sendable, Equatable {
    /// One destination, with its index in the catalog.
    case found(index: Int, destination: Destination)
    /// Several destinations start with what was given (case-insensitively); their names.
    case ambiguous([String])
    /// Nothing matches.
    case notFound
}

extension DestinationCatalog {
    /// Finds a destination the way `tripkit select` and `tripkit show` take it: its number counting
    /// from 1 (as `tripkit list` numbers them), the exact name, the name in any case, or a
    /// case-insensitive prefix that only one name starts with. (The RoadTrip app stores rows counting
    /// from 0; that is the store's business, not the user's.)
    package func find(_ query: String) -> DestinationMatch {
        let trimmed = query.trimmingWhiteSpace()
        if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            if let number = Int(trimmed), destinations.indices.contains(number - 1) {
                return .found(index: number - 1, destination: destinations[number - 1])
            }
            // A name may be all digits too.
            if let index = destinations.firstIndex(where: { $0.name == trimmed }) {
                return .found(index: index, destination: destinations[index])
            }
            return .notFound
        }
        if let index = destinations.firstIndex(where: { $0.name == trimmed }) {
            return .found(index: index, destination: destinations[index])
        }
        let folded = trimmed.lowercased()
        let sameName = destinations.indices.filter { destinations[$0].name.lowercased() == folded }
        if sameName.count == 1 {
            return .found(index: sameName[0], destination: destinations[sameName[0]])
        }
        let prefixed = destinations.indices.filter { destinations[$0].name.lowercased().hasPrefix(folded) }
        switch prefixed.count {
        case 0: return .notFound
        case 1: return .found(index: prefixed[0], destination: destinations[prefixed[0]])
        default: return .ambiguous(prefixed.map { destinations[$0].name })
        }
    }

    /// The index of the destination with exactly this name.
    package func index(named name: String) -> Int? {
        destinations.firstIndex { $0.name == name }
    }
}
