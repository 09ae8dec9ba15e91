import Foundation
import Testing
import TestSupport
@testable import PropertyList

@Suite("Encoding values")
struct PlistEncoderTests {
    @Test("decoding the catalog and encoding it again gives the file's value back, keys in the same order")
    func roundTrip() throws {
        let root = try PlistReader.read(contentsOf: SharedFiles.fixtures.appendingPathComponent("Destinations.plist").path).root
        let catalog = try PlistDecoder().decode(Catalog.self, from: root)
        let encoded = try PlistEncoder().encode(catalog)
        #expect(encoded == root)
        #expect(CanonicalDump.dump(encoded) == CanonicalDump.dump(root))
        #expect(try PlistDecoder().decode(Catalog.self, from: encoded) == catalog)
    }

    @Test("scalars, nil, dates, data and URLs map as the decoder reads them")
    func scalars() throws {
        struct Sample: Encodable {
            var int8 = Int8.min
            var big = UInt64.max
            var float: Float = 0.5
            var flag = true
            var when = Date(timeIntervalSince1970: 0)
            var blob = Data([1, 2])
            var link = URL(string: "https://example.com/a")
            var missing: Int? = nil
            var list: [Int?] = [nil, 2]
        }
        let encoded = try PlistEncoder().encode(Sample())
        let expected: PlistValue = [
            "int8": -128, "big": .integer(PlistInteger(UInt64.max)), "float": 0.5, "flag": true,
            "when": .date(Date(timeIntervalSince1970: 0)), "blob": .data(Data([1, 2])), "link": "https://example.com/a",
            "list": ["$null", 2],
        ]
        #expect(encoded == expected)
        #expect(try PlistEncoder().encode(3) == 3)
        #expect(try PlistEncoder().encode(Int?.none) == "$null")
    }

    @Test("128-bit integers encode within Int64.min...UInt64.max and are refused outside it")
    func wideIntegers() throws {
        #expect(try PlistEncoder().encode([Int128(Int64.min), Int128(UInt64.max)])
                == [.integer(PlistInteger(Int64.min)), .integer(PlistInteger(UInt64.max))])
        #expect(try PlistEncoder().encode(["k": UInt128(7)]) == ["k": 7])
        #expect(throws: EncodingError.self) { try PlistEncoder().encode([Int128(UInt64.max) + 1]) }
        #expect(throws: EncodingError.self) { try PlistEncoder().encode(Int128(Int64.min) - 1) }
    }

    @Test("containers: nested, super encoders, coding paths and user info")
    func containers() throws {
        struct Probe: Encodable {
            static let key = CodingUserInfoKey(rawValue: "k")!
            enum Keys: String, CodingKey { case a, b }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                var list = container.nestedUnkeyedContainer(forKey: .a)
                try list.encode(encoder.userInfo[Self.key] as? String ?? "none")
                var inner = list.nestedContainer(keyedBy: Keys.self)
                try inner.encode(PlistCodingPath(codingPath: inner.codingPath).description, forKey: .b)
                let superEncoder = container.superEncoder()
                var single = superEncoder.singleValueContainer()
                try single.encode(PlistCodingPath(codingPath: superEncoder.codingPath).description)
                try container.encode(1, forKey: .b)
                try container.encode(2, forKey: .b)
            }
        }
        let encoded = try PlistEncoder(userInfo: [Probe.key: "info"]).encode(Probe())
        #expect(CanonicalDump.dump(encoded) == CanonicalDump.dump(["a": ["info", ["b": "a[1]"]], "super": "super", "b": 2]))
    }
}

@Suite("Encoding against Foundation's PropertyListEncoder")
struct EncoderFoundationTests {
    struct Empty: Codable, Equatable {}

    class Vehicle: Encodable {
        var wheels = 4
    }

    final class Car: Vehicle {
        var make = "Saab"
        enum Keys: String, CodingKey { case make }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(make, forKey: .make)
            try super.encode(to: container.superEncoder())
        }
    }

    struct Optionals: Encodable {
        var a: Int? = nil
        var list: [String?] = ["x", nil]
        var nested: [[Int]] = [[], [1, 2]]
        var empty = Empty()
        enum Keys: String, CodingKey { case a, list, nested, empty, null }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encodeIfPresent(a, forKey: .a)
            try container.encodeNil(forKey: .null)
            try container.encode(list, forKey: .list)
            try container.encode(nested, forKey: .nested)
            try container.encode(empty, forKey: .empty)
        }
    }

    /// Encodes with both and reads Foundation's XML back with our reader.
    static func both<T: Encodable>(_ value: T) throws -> (ours: PlistValue, theirs: PlistValue) {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let theirs = try PlistReader.read(data: encoder.encode(value)).root
        return (try PlistEncoder().encode(value), theirs)
    }

    @Test("the same values come out of both encoders")
    func agreement() throws {
        let root = try PlistReader.read(contentsOf: SharedFiles.fixtures.appendingPathComponent("Destinations.plist").path).root
        let catalog = try PlistDecoder().decode(DecoderFoundationTests.Catalog.self, from: root)
        let flags = DecoderFoundationTests.Flags(on: true, when: Date(timeIntervalSince1970: 1_715_940_000), blob: Data([0, 1]),
                                                 note: nil, counts: ["x": [-3, 127]])
        let pairs: [(String, PlistValue, PlistValue)] = [
            try ("catalog", Self.both(catalog)),
            try ("flags", Self.both(flags)),
            try ("optionals", Self.both(Optionals())),
            try ("car", Self.both(Car())),
            try ("empty", Self.both(Empty())),
            try ("int keys", Self.both([1: "one", 2: "two"])),
            try ("reals", Self.both([Double.nan, -.infinity, 0.1])),
            try ("big", Self.both([UInt64.max])),
            try ("strings", Self.both(["a & b", "$null", ""])),
        ].map { ($0.0, $0.1.ours, $0.1.theirs) }
        for (name, ours, theirs) in pairs {
            #expect(ours == theirs, "\(name): ours\n\(CanonicalDump.dump(ours))\nFoundation\n\(CanonicalDump.dump(theirs))")
        }
    }

    @Test("deliberate differences: a URL is its string, and a scalar root is allowed")
    func divergences() throws {
        let url = try #require(URL(string: "https://example.com/"))
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        #expect(try PlistReader.read(data: encoder.encode([url])).root == [["relative": "https://example.com/"]])
        #expect(try PlistEncoder().encode([url]) == ["https://example.com/"])
        #expect(throws: EncodingError.self) { try encoder.encode(3) }
        #expect(try PlistEncoder().encode(3) == 3)
    }
}
