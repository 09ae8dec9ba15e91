import Defaults
import Foundation
import PropertyList
import Testing
import TestSupport
import RoadTrip

@Suite("Remembered destination")
struct DestinationPreferenceTests {
    /// Removed with the store when the test ends.
    let scratch: TemporaryDirectory
    let directory: String
    let store: DefaultsStore
    let catalog: DestinationCatalog

    init() throws {
        scratch = try TemporaryDirectory(prefix: "tripkit-preference")
        directory = scratch.file("store").path
        store = DefaultsStore(directory: directory)
        catalog = try BundledCatalog.load()
    }

    @Test("nothing stored is the first run, although a default is registered for the picker")
    func firstRun() throws {
        let preference = try DestinationPreference(store: store)
        #expect(try preference.state(in: catalog) == .firstRun)
        #expect(try preference.suggestedIndex() == 0)
        #expect(try preference.defaults.string(forKey: DestinationPreference.indexKey) == "0")
    }

    @Test("a choice is stored as the book stores it, plus the name, and survives a new store object")
    func remember() throws {
        try DestinationPreference(store: store).remember(index: 1, destination: catalog.destinations[1])
        let values = try DefaultsStore(directory: directory).values(of: DomainName("tripkit"))
        #expect(values["DestinationPreferenceKey"] == "1")
        #expect(values["DestinationPreferenceName"] == "San Francisco")
        let again = try DestinationPreference(store: DefaultsStore(directory: directory))
        #expect(try again.state(in: catalog) == .chosen(index: 1, destination: catalog.destinations[1]))
    }

    @Test("the name wins over the row when the catalog is reordered")
    func reordered() throws {
        let preference = try DestinationPreference(store: store)
        try preference.remember(index: 1, destination: catalog.destinations[1])
        let reordered = DestinationCatalog(destinations: catalog.destinations.reversed())
        #expect(try preference.state(in: reordered) == .chosen(index: 0, destination: catalog.destinations[1]))
    }

    @Test("a remembered destination that left the catalog is gone, not replaced by its old row")
    func gone() throws {
        let preference = try DestinationPreference(store: store)
        try preference.remember(index: 1, destination: catalog.destinations[1])
        let shorter = DestinationCatalog(destinations: [catalog.destinations[0], catalog.destinations[0]])
        #expect(try preference.state(in: shorter) == .gone(remembered: "San Francisco"))
    }

    @Test("a store written by the book's app (row only) still resolves, and a bad row is gone")
    func bookStore() throws {
        try store.update(DomainName("tripkit")) { $0["DestinationPreferenceKey"] = "1" }
        let preference = try DestinationPreference(store: store)
        #expect(try preference.state(in: catalog) == .chosen(index: 1, destination: catalog.destinations[1]))
        try store.update(DomainName("tripkit")) { $0["DestinationPreferenceKey"] = "7" }
        #expect(try preference.state(in: catalog) == .gone(remembered: "row 7"))
    }

    @Test("forgetting makes the next run a first run; the registered default shows through")
    func forget() throws {
        let preference = try DestinationPreference(store: store)
        try preference.remember(index: 1, destination: catalog.destinations[1])
        try preference.forget()
        #expect(try preference.state(in: catalog) == .firstRun)
        #expect(try preference.defaults.string(forKey: DestinationPreference.indexKey) == "0")
    }

    @Test("a damaged store is an error, not a first run, and is left as it was")
    func damaged() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/tripkit.plist"
        try Data("<plist><dict><key>x</key>".utf8).write(to: URL(fileURLWithPath: path))
        let preference = try DestinationPreference(store: store)
        #expect(throws: DefaultsError.self) { try preference.state(in: catalog) }
        #expect(throws: DefaultsError.self) { try preference.remember(index: 0, destination: catalog.destinations[0]) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("<plist><dict><key>x</key>".utf8))
    }
}
