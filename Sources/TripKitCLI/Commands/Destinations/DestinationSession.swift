import CommandLineKit
import Defaults
import RoadTrip
import TripSource

/// The catalog and the remembered choice a destination command works with, chosen from its options
/// and the environment.
///
/// The catalog is `--destinations`, else `$TRIPKIT_DESTINATIONS`, else the one built into the tool;
/// the store is `--store`, else `$TRIPKIT_STORE`, else `$XDG_CONFIG_HOME/tripkit` or
/// `~/.config/tripkit`.
struct DestinationSession {
    /// `--destinations PATH` and `--store DIR`: the catalog and the store, for every destination command.
    struct Options: ArgumentGroup {
        var destinations = Option<String?>(
            "destinations", valueName: "path",
            help: "Read destinations from this property list instead of the built-in catalog "
                + "(also $\(DestinationSession.environmentVariable)).",
            completion: .file(extensions: ["plist"]))
        var storage = StoreOptions()
    }

    /// `--store DIR`: where the choice is kept.
    struct StoreOptions: ArgumentGroup {
        var store = Option<String?>(
            "store", valueName: "directory",
            help: "Keep the chosen destination in this store directory (also $TRIPKIT_STORE).",
            completion: .directory)
    }

    static let environmentVariable = "TRIPKIT_DESTINATIONS"

    let catalog: DestinationCatalog
    let preference: DestinationPreference

    /// Loads the catalog and opens the store.
    ///
    /// - Throws: `DestinationFailure` for a missing or broken catalog or store.
    init(_ values: ParsedValues<Options>, _ context: CommandContext) throws {
        catalog = try Self.catalog(path: values.destinations, environment: context.environment)
        preference = try Self.preference(values.storage, context)
    }

    /// The remembered choice in the store the options and the environment name.
    ///
    /// - Throws: `StoreLocationError` when no store directory can be chosen, `DestinationFailure`
    ///   when the store cannot be used.
    static func preference(_ values: ParsedValues<StoreOptions>, _ context: CommandContext) throws -> DestinationPreference {
        let store = try DefaultsStore(
            location: TripKitCommandLine.storeLocation, override: values.store, environment: context.environment,
            lockWaiting: .commandLine(context))
        do {
            return try DestinationPreference(store: store)
        } catch {
            throw DestinationFailure.store(error)
        }
    }

    /// The catalog the options and the environment name, or the built-in one.
    static func catalog(path: String?, environment: [String: String]) throws -> DestinationCatalog {
        let chosen = path ?? environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        do {
            guard let chosen else { return try BundledCatalog.load() }
            return try DestinationCatalog.load(contentsOf: chosen)
        } catch let error as CatalogError {
            throw DestinationFailure.catalog(error)
        }
    }

    /// Where the catalog came from, for messages.
    var catalogName: String {
        catalog.file == BundledCatalog.fileName ? "the built-in catalog" : catalog.file
    }

    /// The row of the remembered destination in this catalog, when one is chosen and still there.
    func currentIndex() throws -> Int? {
        guard case .chosen(let index, _) = try state() else { return nil }
        return index
    }

    /// The remembered destination in this catalog.
    func state() throws -> DestinationPreference.State {
        do {
            return try preference.state(in: catalog)
        } catch {
            throw DestinationFailure.store(error)
        }
    }

    /// Remembers a destination.
    func remember(index: Int) throws {
        do {
            try preference.remember(index: index, destination: catalog.destinations[index])
        } catch {
            throw DestinationFailure.store(error)
        }
    }

    /// The destination a user named, or a failure that says why there is none.
    func destination(named query: String) throws -> (index: Int, destination: Destination) {
        switch catalog.find(query) {
        case .found(let index, let destination):
            return (index, destination)
        case .ambiguous(let names):
            let list = names.map { "'\($0)'" }.joined(separator: ", ")
            throw UsageError("'\(query)' could mean \(list); type more of the name.")
        case .notFound:
            throw DestinationFailure.notFound(query: query, count: catalog.destinations.count,
                                              suggestion: suggestion(for: query))
        }
    }

    /// The destination name closest to a mistyped one, ignoring case.
    private func suggestion(for query: String) -> String? {
        let names = catalog.destinations.map(\.name)
        let folded = names.map { $0.lowercased() }
        guard let match = NearMatch.nearest(to: query.lowercased(), in: folded),
              let index = folded.firstIndex(of: match) else { return nil }
        return names[index]
    }
}
