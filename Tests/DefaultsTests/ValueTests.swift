import Defaults
import Foundation
import PropertyList
import Testing
import TestSupport

@Suite("Values")
struct ValueTests {
    struct Trip {}

    @Test("Swift values of property-list types are stored with their kind")
    func accepted() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let value: [String: Any] = [
            "string": "Paris", "substring": "Rome"[...], "bool": true, "int": 3, "int8": Int8(-8),
            "uint32": UInt32(32), "int64": Int64.max, "uint64": UInt64.max, "double": 2.5, "float": Float(0.5),
            "date": date, "data": Data([0, 255]), "array": [1, "two", [3.0]] as [Any],
            "nested": ["inner": ["deep": false]] as [String: Any],
            "web": URL(string: "https://example.com/x?y=1")!,
        ]
        let converted = try PlistValue(defaultsValue: value)
        let expected: PlistValue = [
            "string": "Paris", "substring": "Rome", "bool": true, "int": 3, "int8": -8, "uint32": 32,
            "int64": .integer(PlistInteger(Int64.max)), "uint64": .integer(PlistInteger(UInt64.max)),
            "double": 2.5, "float": 0.5, "date": .date(date), "data": .data(Data([0, 255])),
            "array": [1, "two", [3.0]], "nested": ["inner": ["deep": false]],
            "web": "https://example.com/x?y=1",
        ]
        #expect(converted == expected)
        #expect(converted.dictionary?.keys == converted.dictionary?.keys.sorted())
    }

    @Test("anything else is a typed error naming where it is, not a crash", arguments: [
        (Trip() as any Sendable, DefaultsValueError.notPropertyList(keyPath: "k", typeName: "Trip")),
        ([1, Trip()] as [any Sendable], .notPropertyList(keyPath: "k[1]", typeName: "Trip")),
        (["a": ["b": Trip()]] as [String: any Sendable], .notPropertyList(keyPath: "k.a.b", typeName: "Trip")),
        ([1: "one"] as [Int: String], .nonStringKey(keyPath: "k", typeName: "Int")),
        (Optional<Int>.none as any Sendable, .notPropertyList(keyPath: "k", typeName: "Optional<Int>")),
        (PlistValue.uid(7), .unsupportedKind(keyPath: "k", kind: .uid)),
        (["list": [PlistValue.uid(1)]] as PlistValue, .unsupportedKind(keyPath: "k.list[0]", kind: .uid)),
    ] as [(any Sendable, DefaultsValueError)])
    func refused(_ value: any Sendable, _ expected: DefaultsValueError) throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("refused"), store: temporary.store)
        #expect(throws: expected) { try defaults.set(value, forKey: "k") }
        #expect(!FileManager.default.fileExists(atPath: try temporary.file("refused")))
    }

    @Test("a string XML cannot hold is refused before anything is written")
    func unrepresentable() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("control"), store: temporary.store)
        try defaults.set("kept", forKey: "k")
        let before = try temporary.bytes("control")
        #expect(throws: DefaultsValueError.unrepresentable(.unrepresentableCharacter(keyPath: "k", scalar: 1))) {
            try defaults.set("bell\u{1}", forKey: "k")
        }
        #expect(try temporary.bytes("control") == before)
        #expect(try temporary.fileNames() == ["control.plist"])
    }

    @Test("registering a value that is not a property-list value is a typed error")
    func registerRefused() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("register"), store: temporary.store)
        #expect(throws: DefaultsValueError.notPropertyList(keyPath: "bad", typeName: "Trip")) {
            try defaults.register(defaults: ["bad": Trip(), "good": 1])
        }
        #expect(defaults.registeredDefaults == [:])
    }

    @Test("every kind round-trips through the file")
    func roundTrip() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("kinds"), store: temporary.store)
        let values: PlistDictionary = [
            "string": "ünïcødé ✈︎ <&>", "empty": "", "integer": -42, "real": 0.1, "true": true, "false": false,
            "date": .date(Date(timeIntervalSince1970: 0)), "data": .data(Data(0..<200)),
            "array": [[], [:], ["nested": [1, 2, 3]]], "dictionary": ["a": ["b": ["c": "d"]]],
        ]
        try defaults.update { $0 = values }
        #expect(try DefaultsStore(directory: temporary.path).values(of: defaults.domain) == values)
    }
}
