import Defaults
import Foundation
import PropertyList
import Testing
import TestSupport

@Suite("Persistence")
struct PersistenceTests {
    @Test("a set value is on disk when the call returns, readable by a new store without synchronizing")
    func durableOnReturn() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("com.example.roadtrip"), store: temporary.store)
        try defaults.set("Paris", forKey: "DestinationPreferenceKey")
        let fresh = DefaultsStore(directory: temporary.path)
        #expect(try fresh.values(of: DomainName("com.example.roadtrip"))["DestinationPreferenceKey"] == "Paris")
        let document = try PlistReader.read(contentsOf: try temporary.file("com.example.roadtrip"))
        #expect(document.format == .xml)
        #expect(document.root == ["DestinationPreferenceKey": "Paris"])
    }

    @Test("a date is kept to the second, the same in this process and the next, as the XML file holds it")
    func datesToTheSecond() throws {
        let temporary = try TemporaryStore()
        let domain = try DomainName("com.example.roadtrip")
        let defaults = ApplicationDefaults(domain: domain, store: temporary.store)
        try defaults.set(PlistValue.array([.date(Date(timeIntervalSince1970: 1_796_205_600.75))]), forKey: "Visited")
        let whole = PlistValue.array([.date(Date(timeIntervalSince1970: 1_796_205_600))])
        #expect(try temporary.store.values(of: domain)["Visited"] == whole)
        #expect(try DefaultsStore(directory: temporary.path).values(of: domain)["Visited"] == whole)
    }

    @Test("the store directory is created with mode 0700 and files with mode 0600, whatever the umask",
          arguments: ["022", "000", "277"])
    func modes(_ umask: String) throws {
        // The umask is per process, so the writes run in the helper rather than in the test process.
        let temporary = try TemporaryStore()
        for value in ["first", "second"] {
            let result = try Subprocess.run(BuiltProgram.stressHelper, ["set", temporary.path, "modes", "k", value, umask])
            #expect(result.status == 0, "\(result.error)")
            #expect(try temporary.mode(of: temporary.file("modes")) == 0o600)
        }
        #expect(try temporary.mode(of: temporary.path) == 0o700)
        #expect(try temporary.store.values(of: DomainName("modes")) == ["k": "second"])
    }

    @Test("missing parent directories are created too")
    func parents() throws {
        let temporary = try TemporaryStore()
        let store = DefaultsStore(directory: temporary.parent + "/a/b/store")
        try store.update(try DomainName("deep")) { $0["k"] = "v" }
        #expect(try store.values(of: DomainName("deep")) == ["k": "v"])
    }

    @Test("a write leaves only the domain's file: no temporary file, no lock file")
    func noDebris() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("clean"), store: temporary.store)
        for index in 0..<5 {
            try defaults.set(index, forKey: "k\(index)")
        }
        try defaults.removeObject(forKey: "k0")
        #expect(try temporary.fileNames() == ["clean.plist"])
    }

    @Test("a change that changes nothing does not rewrite the file")
    func noChangeNoWrite() throws {
        let temporary = try TemporaryStore()
        let domain = try DomainName("same")
        try temporary.store.update(domain) { $0["k"] = "v" }
        var before = stat()
        stat(try temporary.file("same"), &before)
        try temporary.store.update(domain) { $0["k"] = "v" }
        try ApplicationDefaults(domain: domain, store: temporary.store).removeObject(forKey: "absent")
        var after = stat()
        stat(try temporary.file("same"), &after)
        #expect(before.st_ino == after.st_ino)
    }

    @Test("update returns the body's result; a body that throws writes nothing")
    func updateResult() throws {
        struct Refused: Error {}
        let temporary = try TemporaryStore()
        let domain = try DomainName("counter")
        let first = try temporary.store.update(domain) { values -> Int in
            let next = (values["n"]?.int ?? 0) + 1
            values["n"] = .integer(next)
            return next
        }
        #expect(first == 1)
        #expect(throws: Refused.self) {
            try temporary.store.update(domain) { values in
                values["n"] = 99
                throw Refused()
            }
        }
        #expect(try temporary.store.values(of: domain) == ["n": 1])
    }

    @Test("an update batches several changes into one write")
    func batch() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("batch"), store: temporary.store)
        let changes = ChangeLog()
        defaults.addObserver { changes.append($0) }
        try defaults.update { values in
            values["a"] = 1
            values["b"] = "two"
            values["c"] = [1, 2]
        }
        #expect(changes.all == [DefaultsChange(domain: defaults.domain, keys: ["a", "b", "c"])])
        #expect(try DefaultsStore(directory: temporary.path).values(of: defaults.domain) == ["a": 1, "b": "two", "c": [1, 2]])
    }

    @Test("replace and remove a whole domain; domains lists the files")
    func wholeDomains() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        #expect(try store.domains() == [])
        try store.replace(try DomainName("b.app"), with: ["x": 1])
        try store.replace(try DomainName("a.app"), with: ["y": 2])
        try store.replace(.global, with: ["AppleLocale": "en_GB"])
        #expect(try store.domains().map(\.name) == ["NSGlobalDomain", "a.app", "b.app"])
        #expect(try store.persistentDomain(DomainName("a.app")) == ["y": 2])
        #expect(try store.remove(DomainName("a.app")))
        #expect(try !store.remove(DomainName("a.app")))
        #expect(try store.persistentDomain(DomainName("a.app")) == nil)
        #expect(try store.values(of: DomainName("a.app")) == [:])
        #expect(try store.domains().map(\.name) == ["NSGlobalDomain", "b.app"])
    }

    @Test("reading a store that does not exist yet creates nothing")
    func readCreatesNothing() throws {
        let temporary = try TemporaryStore()
        #expect(try temporary.store.values(of: DomainName("none")) == [:])
        #expect(try temporary.store.domains() == [])
        #expect(try !temporary.store.remove(DomainName("none")))
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
    }

    @Test("a change written by another store (another process) is seen by the next read")
    func otherWriterSeen() throws {
        let temporary = try TemporaryStore()
        let domain = try DomainName("shared")
        let reader = ApplicationDefaults(domain: domain, store: temporary.store)
        let writer = ApplicationDefaults(domain: domain, store: DefaultsStore(directory: temporary.path))
        try writer.set("one", forKey: "k")
        #expect(try reader.string(forKey: "k") == "one")
        try writer.set("two", forKey: "k")
        #expect(try reader.string(forKey: "k") == "two")
        let result = try Subprocess.run(BuiltProgram.tripkit, ["defaults", "--store", temporary.path, "__stress", "shared", "9", "1"])
        #expect(result.status == 0, "\(result.error)")
        #expect(try reader.string(forKey: "p9-k0") == "value 0")
        #expect(try reader.integer(forKey: "counter") == 1)
    }
}

/// Collects changes reported to an observer.
final class ChangeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var changes: [DefaultsChange] = []

    func append(_ change: DefaultsChange) {
        lock.withLock { changes.append(change) }
    }

    var all: [DefaultsChange] {
        lock.withLock { changes }
    }
}
