import Defaults
import Foundation
import PropertyList
import Testing
import TestSupport

@Suite("Change notifications")
struct ChangeNotificationTests {
    @Test("observers get the domain and the changed keys after each write that changes something")
    func callbacks() throws {
        let temporary = try TemporaryStore()
        let domain = try DomainName("observed")
        let defaults = ApplicationDefaults(domain: domain, store: temporary.store)
        let log = ChangeLog()
        let path = temporary.path
        let observation = defaults.addObserver { change in
            // The change is durable before observers run: another store reads it.
            let fresh = DefaultsStore(directory: path)
            log.append(change)
            #expect((try? fresh.values(of: change.domain)) != nil)
        }
        try defaults.set("Paris", forKey: "destination")
        try defaults.set("Paris", forKey: "destination")  // unchanged: no notification
        try defaults.update { values in
            values["destination"] = "Rome"
            values["count"] = 2
        }
        try defaults.removeObject(forKey: "count")
        try temporary.store.replace(.global, with: ["AppleLocale": "fr_FR"])
        try temporary.store.replace(try DomainName("other"), with: ["x": 1])  // not observed
        try temporary.store.remove(domain)
        defaults.removeObserver(observation)
        try defaults.set("after", forKey: "destination")

        #expect(log.all == [
            DefaultsChange(domain: domain, keys: ["destination"]),
            DefaultsChange(domain: domain, keys: ["count", "destination"]),
            DefaultsChange(domain: domain, keys: ["count"]),
            DefaultsChange(domain: .global, keys: ["AppleLocale"]),
            DefaultsChange(domain: domain, keys: ["destination"]),
        ])
    }

    @Test("an observer may write to the store from its callback, after updates and removals")
    func reentrant() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let source = try DomainName("source")
        let mirror = try DomainName("mirror")
        // The callback holds the store, which holds the callback: removing it breaks the cycle.
        let observation = store.addObserver(for: [source]) { change in
            try? store.update(mirror) { values in
                values["seen"] = .array(change.keys.map(PlistValue.string))
                values["calls"] = .integer((values["calls"]?.int ?? 0) + 1)
            }
        }
        defer { store.removeObserver(observation) }
        try store.update(source) { $0["a"] = 1 }
        #expect(try store.values(of: mirror) == ["seen": ["a"], "calls": 1])
        try store.remove(source)
        #expect(try store.values(of: mirror) == ["seen": ["a"], "calls": 2])
        try store.replace(source, with: ["b": 2, "c": 3])
        #expect(try store.values(of: mirror) == ["seen": ["b", "c"], "calls": 3])
        try store.remove(source)
        #expect(try store.values(of: mirror) == ["seen": ["b", "c"], "calls": 4])
    }

    @Test("changes arrive as an asynchronous sequence of changed keys")
    func asyncSequence() async throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("stream"), store: temporary.store)
        let changes = defaults.changes()
        try defaults.set(1, forKey: "a")
        try defaults.set(2, forKey: "b")
        try defaults.update { $0["a"] = nil; $0["c"] = 3 }
        var received: [[String]] = []
        for await change in changes {
            received.append(change.keys)
            if received.count == 3 { break }
        }
        #expect(received == [["a"], ["b"], ["a", "c"]])
    }
}
