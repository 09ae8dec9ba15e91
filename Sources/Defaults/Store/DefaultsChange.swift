import PropertyList

/// What one write changed: the domain and the keys whose values were added, changed or removed.
public struct DefaultsChange: Equatable, Sendable {
    public let domain: DomainName
    /// The changed keys, sorted.
    public let keys: [String]

    public init(domain: DomainName, keys: [String]) {
        self.domain = domain
        self.keys = keys
    }

    /// The change between two versions of a domain, or `nil` when they hold the same values.
    static func between(_ old: PlistDictionary, _ new: PlistDictionary, in domain: DomainName) -> DefaultsChange? {
        var keys: [String] = []
        for entry in old.entries where new[entry.key] != entry.value {
            keys.append(entry.key)
        }
        for entry in new.entries where old[entry.key] == nil {
            keys.append(entry.key)
        }
        guard !keys.isEmpty else { return nil }
        return DefaultsChange(domain: domain, keys: keys.sorted())
    }
}

/// A registered change observer; pass it to `removeObserver(_:)` to stop the calls.
public struct DefaultsObservation: Hashable, Sendable {
    let id: UInt64
}
