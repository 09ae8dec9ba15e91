import Defaults
import Foundation
import PropertyList
import Testing
import TestSupport

@Suite("Domains and search order")
struct SearchOrderTests {
    @Test("a lookup tries the argument, application, global and registration domains in that order")
    func order() throws {
        let temporary = try TemporaryStore()
        let domain = try DomainName("com.example.roadtrip")
        let defaults = ApplicationDefaults(domain: domain, store: temporary.store,
                                arguments: ["tripkit", "-Everywhere", "arguments", "-ArgumentOnly", "a"])
        try defaults.register(defaults: ["Everywhere": "registration", "RegisteredOnly": "r",
                                         "GlobalAndRegistered": "registration", "AppAndGlobal": "registration"])
        try temporary.store.replace(.global, with: ["Everywhere": "global", "GlobalAndRegistered": "global",
                                                     "AppAndGlobal": "global"])
        try defaults.set("application", forKey: "Everywhere")
        try defaults.set("application", forKey: "AppAndGlobal")

        #expect(try defaults.string(forKey: "Everywhere") == "arguments")
        #expect(try defaults.string(forKey: "ArgumentOnly") == "a")
        #expect(try defaults.string(forKey: "AppAndGlobal") == "application")
        #expect(try defaults.string(forKey: "GlobalAndRegistered") == "global")
        #expect(try defaults.string(forKey: "RegisteredOnly") == "r")
        #expect(try defaults.object(forKey: "Nowhere") == nil)
        #expect(try defaults.dictionaryRepresentation() == [
            "Everywhere": "arguments", "ArgumentOnly": "a", "AppAndGlobal": "application",
            "GlobalAndRegistered": "global", "RegisteredOnly": "r",
        ])
    }

    @Test("removeObject removes from the persistent domain only, so the registered default shows again")
    func removeShowsRegistered() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("com.example.roadtrip"), store: temporary.store)
        try defaults.register(defaults: ["DestinationPreferenceKey": "Seattle"])
        #expect(try defaults.string(forKey: "DestinationPreferenceKey") == "Seattle")
        try defaults.set("Paris", forKey: "DestinationPreferenceKey")
        #expect(try defaults.string(forKey: "DestinationPreferenceKey") == "Paris")
        try defaults.removeObject(forKey: "DestinationPreferenceKey")
        #expect(try defaults.string(forKey: "DestinationPreferenceKey") == "Seattle")
        #expect(defaults.registeredDefaults == ["DestinationPreferenceKey": "Seattle"])
    }

    @Test("set(nil, forKey:) removes the key, as UserDefaults does, and the registered default shows again")
    func setNilRemoves() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("com.example.roadtrip"), store: temporary.store)
        try defaults.register(defaults: ["DestinationPreferenceKey": "Seattle"])
        try defaults.set("Paris", forKey: "DestinationPreferenceKey")
        try defaults.set(3, forKey: "Visits")
        try defaults.set(nil, forKey: "DestinationPreferenceKey")
        #expect(try temporary.store.values(of: defaults.domain) == ["Visits": 3])
        #expect(try defaults.string(forKey: "DestinationPreferenceKey") == "Seattle")
        // A nil of any optional type removes too; a URL and an Any still store.
        let noURL: URL? = nil
        try defaults.set(noURL, forKey: "Visits")
        #expect(try temporary.store.values(of: defaults.domain) == [:])
        try defaults.set(URL(fileURLWithPath: "/tmp/trip"), forKey: "Folder")
        let anything: Any = 2.5
        try defaults.set(anything, forKey: "Rating")
        #expect(try temporary.store.values(of: defaults.domain) == ["Folder": "/tmp/trip", "Rating": 2.5])
    }

    @Test("the registration domain is never written to disk")
    func registrationNotWritten() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("registered"), store: temporary.store)
        try defaults.register(defaults: ["a": 1, "b": [1, 2]])
        try defaults.set(true, forKey: "c")
        #expect(try temporary.store.values(of: defaults.domain) == ["c": true])
        #expect(try temporary.store.persistentDomain(.global) == nil)
    }

    @Test("the global domain's own ApplicationDefaults searches it once")
    func globalDefaults() throws {
        let temporary = try TemporaryStore()
        let global = ApplicationDefaults(domain: .global, store: temporary.store)
        try global.set("en_GB", forKey: "AppleLocale")
        let app = ApplicationDefaults(domain: try DomainName("app"), store: temporary.store)
        #expect(try app.string(forKey: "AppleLocale") == "en_GB")
        #expect(try global.dictionaryRepresentation() == ["AppleLocale": "en_GB"])
    }
}

@Suite("Argument domain")
struct ArgumentDomainTests {
    @Test("-Key value pairs become strings; other arguments are skipped", arguments: [
        (["tripkit", "current", "-DestinationPreferenceKey", "Paris"], ["DestinationPreferenceKey": "Paris"]),
        (["-a", "1", "-b", "two words", "plain", "-c"], ["a": "1", "b": "two words"]),
        (["-a", "-b", "x"], ["b": "x"]),
        (["-a", "first", "-a", "second"], ["a": "second"]),
        (["-", "x", "--", "y"], ["-": "y"]),
        (["-padded", "  spaced  "], ["padded": "spaced"]),
        (["-bad", "(unclosed", "-angle", "<notplist"], ["bad": "(unclosed", "angle": "<notplist"]),
    ] as [([String], PlistDictionary)])
    func pairs(_ arguments: [String], _ expected: PlistDictionary) {
        #expect(ArgumentDomain.values(from: arguments) == expected)
    }

    @Test("a value that looks like an XML property list is read as one")
    func xmlValues() {
        let values = ArgumentDomain.values(from: [
            "-Count", "<integer>42</integer>", "-Flag", "<true/>",
            "-List", "<array><string>a</string><integer>1</integer></array>",
        ])
        #expect(values == ["Count": 42, "Flag": true, "List": ["a", 1]])
    }
}
