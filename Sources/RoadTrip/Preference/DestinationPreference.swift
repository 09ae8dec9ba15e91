import TripSource
import Defaults
import PropertyList

/// The remembered destination, kept as the RoadTrip app keeps it and a little better.
///
/// The app stores the chosen row under `DestinationPreferenceKey` as a string ("0", "1") in its
/// defaults, registers a default for it, and treats a launch without a stored preference as the first
/// run ("Welcome to Road Trip"). The row alone silently changes meaning when the catalog gains,
/// loses or reorders destinations, so the name is stored as well (`DestinationPreferenceName`) and
/// wins: a remembered name that the catalog no longer has is reported as gone, never replaced by
/// whatever now sits at the old row. A store written by the book's app (index only) still works.
package struct DestinationPreference: Sendable {
    /// The book's key: the chosen row, as a string counting from 0.
    package static let indexKey = "DestinationPreferenceKey"
    /// The chosen destination's name.
    package static let nameKey = "DestinationPreferenceName"
    /// The store domain the tool keeps its defaults in.
    package static let domain = "tripkit"
    /// The registered default for `indexKey`: the first row, as the app registers it.
    package static let registeredIndex = "0"

    /// What the stored preference means in a catalog.
    package enum State: Sendable, Equatable {
        /// Nothing stored: the first run.
        case firstRun
        /// A destination, with its row in the catalog.
        case chosen(index: Int, destination: Destination)
        /// The stored destination is not in the catalog any more (its name, or the row when only the
        /// row was stored).
        case gone(remembered: String)
    }

    package let defaults: ApplicationDefaults

    /// The preference in a store, with the app's registered default in place.
    ///
    /// - Parameters:
    ///   - store: The defaults store.
    ///   - arguments: The command line, for `-DestinationPreferenceKey 1`-style overrides.
    package init(store: DefaultsStore, arguments: [String] = []) throws {
        // The domain name is a constant that DomainName accepts.
        defaults = ApplicationDefaults(domain: try DomainName(Self.domain), store: store, arguments: arguments)
        try defaults.register(defaults: [Self.indexKey: .string(Self.registeredIndex)])
    }

    /// The row the app would show first: the stored one, else the registered default.
    package func suggestedIndex() throws -> Int? {
        (try defaults.string(forKey: Self.indexKey)).flatMap { Int($0) }
    }

    /// What is remembered, resolved in a catalog: by name first, by row when only a row is stored.
    ///
    /// The registration domain does not count: a registered default is not a choice.
    ///
    /// - Throws: `DefaultsError` when the store cannot be read (a damaged file, for instance).
    package func state(in catalog: DestinationCatalog) throws -> State {
        let stored = try storedValues()
        if let name = stored.name {
            guard let index = catalog.index(named: name) else { return .gone(remembered: name) }
            return .chosen(index: index, destination: catalog.destinations[index])
        }
        if let row = stored.index {
            guard let index = Int(row.trimmingWhiteSpace()), catalog.destinations.indices.contains(index) else {
                return .gone(remembered: "row \(row)")
            }
            return .chosen(index: index, destination: catalog.destinations[index])
        }
        return .firstRun
    }

    /// Remembers a destination: its row (as the app stores it) and its name, in one durable write.
    ///
    /// - Throws: `DefaultsError` when the store cannot be written.
    package func remember(index: Int, destination: Destination) throws {
        try defaults.update { values in
            values[Self.indexKey] = .string(String(index))
            values[Self.nameKey] = .string(destination.name)
        }
    }

    /// Forgets the choice, so the next run is a first run again (the registered default shows through).
    package func forget() throws {
        try defaults.update { values in
            values.removeValue(forKey: Self.indexKey)
            values.removeValue(forKey: Self.nameKey)
        }
    }

    /// The stored name and row: from the command line's argument domain, else the tool's domain.
    private func storedValues() throws -> (name: String?, index: String?) {
        let persistent = try defaults.store.persistentDomain(defaults.domain) ?? PlistDictionary()
        func value(_ key: String) -> String? {
            let found = defaults.argumentDomain[key] ?? persistent[key]
            return found?.string ?? found?.integer.map { String(describing: $0) }
        }
        return (value(Self.nameKey), value(Self.indexKey))
    }
}
