import Defaults
import Foundation
import PropertyList
import Testing
import TestSupport

/// The typed getters against Foundation's `UserDefaults` on this platform, the peer whose conversions
/// they copy. Both sides get the same values registered (Foundation's registration domain is in
/// memory, so nothing is written for it).
@Suite("Typed getters")
struct CoercionTests {
    /// Values whose conversions Foundation documents and implements alike here.
    static let compared: [(String, PlistValue)] = [
        ("string of digits", "123"),
        ("negative string", "-7"),
        ("padded string", "  -0012"),
        ("leading number", " 12abc"),
        ("real text", "1.5"),
        ("exponent", " +4.5e2x"),
        ("incomplete exponent", "1e"),
        ("fraction only", ".5"),
        ("newline first", "\n5"),
        ("tab first", "\t7"),
        ("YES", "YES"),
        ("Yes", "Yes"),
        ("yes after space", "  yes"),
        ("true", "true"),
        ("NO", "NO"),
        ("one", "1"),
        ("zero one", "01"),
        ("double zero", "00"),
        ("plus three", "+3"),
        ("two signs", "+-3"),
        ("hex text", " 0x10"),
        ("huge text", "99999999999999999999"),
        ("tiny text", "-9223372036854775809"),
        ("words", "Paris"),
        ("empty", ""),
        ("Arabic digit", "٣"),
        ("true value", true),
        ("false value", false),
        ("integer", 5),
        ("negative integer", -42),
        ("real", 3.7),
        ("negative real", -2.5),
        ("small real", 0.1),
        ("whole real", 100.0),
        ("third", .real(1.0 / 3)),
    ]

    @Test("integer, double, float, bool and string conversions match Foundation's UserDefaults",
          arguments: compared)
    func matchesFoundation(_ name: String, _ value: PlistValue) throws {
        // Foundation's registration domain is shared by every UserDefaults in the process, and the
        // cases run in parallel: each case registers its own key.
        let key = "coercion \(name)"
        let temporary = try TemporaryStore()
        let ours = ApplicationDefaults(domain: try DomainName("coercion"), store: temporary.store)
        try ours.register(defaults: [key: value])
        let foundation = try #require(UserDefaults(suiteName: "tripkit.tests.coercion"))
        foundation.register(defaults: [key: try Self.foundationObject(value)])

        #expect(try ours.integer(forKey: key) == foundation.integer(forKey: key))
        #expect(try ours.double(forKey: key) == foundation.double(forKey: key))
        #expect(try ours.float(forKey: key) == foundation.float(forKey: key))
        #expect(try ours.bool(forKey: key) == foundation.bool(forKey: key))
        #expect(try ours.string(forKey: key) == foundation.string(forKey: key))
    }

    /// The Swift value Foundation is given for a scalar.
    static func foundationObject(_ value: PlistValue) throws -> Any {
        switch value.content {
        case .string(let text): text
        case .integer(let number): try #require(number.intValue)
        case .real(let number): number
        case .boolean(let flag): flag
        default: try #require(nil as Any?, "only scalars are compared")
        }
    }

    @Test("the documented examples: \"123\" is 123, true is 1, \"YES\" and \"1\" are true")
    func documented() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("documented"), store: temporary.store)
        try defaults.set("123", forKey: "text")
        try defaults.set(true, forKey: "flag")
        try defaults.set("YES", forKey: "yes")
        try defaults.set("1", forKey: "one")
        #expect(try defaults.integer(forKey: "text") == 123)
        #expect(try defaults.integer(forKey: "flag") == 1)
        #expect(try defaults.bool(forKey: "yes"))
        #expect(try defaults.bool(forKey: "one"))
    }

    @Test("a missing key gives 0, false or nil")
    func missing() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("missing"), store: temporary.store)
        #expect(try defaults.integer(forKey: "none") == 0)
        #expect(try defaults.double(forKey: "none") == 0)
        #expect(try defaults.float(forKey: "none") == 0)
        #expect(try !defaults.bool(forKey: "none"))
        #expect(try defaults.string(forKey: "none") == nil)
        #expect(try defaults.url(forKey: "none") == nil)
        #expect(try defaults.array(forKey: "none") == nil)
        #expect(try defaults.stringArray(forKey: "none") == nil)
        #expect(try defaults.dictionary(forKey: "none") == nil)
        #expect(try defaults.data(forKey: "none") == nil)
        #expect(try defaults.date(forKey: "none") == nil)
    }

    @Test("Int64.max and Int64.min survive a write and a fresh read (Foundation here loses them)")
    func extremes() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("extremes"), store: temporary.store)
        try defaults.set(Int64.max, forKey: "max")
        try defaults.set(Int64.min, forKey: "min")
        try defaults.set(UInt64.max as Any, forKey: "umax")
        let fresh = ApplicationDefaults(domain: defaults.domain, store: DefaultsStore(directory: temporary.path))
        #expect(try fresh.integer(forKey: "max") == Int.max)
        #expect(try fresh.integer(forKey: "min") == Int.min)
        #expect(try fresh.object(forKey: "umax") == .integer(PlistInteger(UInt64.max)))
        #expect(try fresh.integer(forKey: "umax") == Int.max)
    }

    @Test("reals out of Int's range clamp and NaN is 0 (Foundation here gives Int.min for all three)")
    func realClamping() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("clamp"), store: temporary.store)
        try defaults.register(defaults: ["big": 1e20, "small": -1e20, "nan": .real(.nan), "trunc": -3.9])
        #expect(try defaults.integer(forKey: "big") == Int.max)
        #expect(try defaults.integer(forKey: "small") == Int.min)
        #expect(try defaults.integer(forKey: "nan") == 0)
        #expect(try defaults.integer(forKey: "trunc") == -3)
    }

    @Test("non-file URLs come back intact; file URLs are stored as paths, as Foundation stores them")
    func urls() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("urls"), store: temporary.store)
        let web = try #require(URL(string: "https://example.com/trips/1?from=Paris&to=Rome#map"))
        let mail = try #require(URL(string: "mailto:someone@example.com"))
        let file = URL(fileURLWithPath: "/tmp/trip plans/route.plist")
        try defaults.set(web, forKey: "web")
        try defaults.set(mail, forKey: "mail")
        try defaults.set(file, forKey: "file")
        try defaults.set("relative/path", forKey: "path")
        let fresh = ApplicationDefaults(domain: defaults.domain, store: DefaultsStore(directory: temporary.path))
        #expect(try fresh.url(forKey: "web") == web)
        #expect(try fresh.url(forKey: "mail") == mail)
        #expect(try fresh.string(forKey: "web") == "https://example.com/trips/1?from=Paris&to=Rome#map")
        #expect(try fresh.string(forKey: "file") == "/tmp/trip plans/route.plist")
        #expect(try fresh.url(forKey: "file") == file)
        #expect(try fresh.url(forKey: "path")?.isFileURL == true)
        try defaults.set(nil as URL?, forKey: "web")
        #expect(try fresh.url(forKey: "web") == nil)

    }

    @Test("typed collection getters return nil for other kinds")
    func collections() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("collections"), store: temporary.store)
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        try defaults.register(defaults: [
            "strings": ["a", "b"], "mixed": ["a", 1], "dict": ["k": "v"],
            "data": .data(Data([1, 2, 3])), "date": .date(date),
        ])
        #expect(try defaults.stringArray(forKey: "strings") == ["a", "b"])
        #expect(try defaults.stringArray(forKey: "mixed") == nil)
        #expect(try defaults.array(forKey: "mixed") == ["a", 1])
        #expect(try defaults.dictionary(forKey: "dict") == ["k": "v"])
        #expect(try defaults.dictionary(forKey: "strings") == nil)
        #expect(try defaults.data(forKey: "data") == Data([1, 2, 3]))
        #expect(try defaults.date(forKey: "date") == date)
        #expect(try defaults.string(forKey: "date") == nil)
        #expect(try defaults.integer(forKey: "data") == 0)
        #expect(try !defaults.bool(forKey: "dict"))
    }
}
