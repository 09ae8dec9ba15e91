import Foundation
import Testing
import TestSupport
import TripSource
@testable import PropertyList

@Suite("Decoding values")
struct PlistDecoderValueTests {
    @Test("the RoadTrip catalog decodes into typed models, URLs from strings")
    func catalog() throws {
        let document = try PlistReader.read(contentsOf: SharedFiles.fixtures.appendingPathComponent("Destinations.plist").path)
        let catalog = try PlistDecoder().decode(Catalog.self, from: document)
        #expect(catalog.destinations.map(\.name) == ["New York City", "San Francisco"])
        #expect(catalog.destinations[0].location.latitude == 40.712756)
        #expect(catalog.destinations[1].pointsOfInterest.first?.title == "Golden Gate Bridge")
        #expect(catalog.destinations[1].pointsOfInterest.first?.longitude == -122.478611)
        #expect(catalog.destinations[0].events.map(\.host) == ["nealgoldstein.com", "nealgoldstein.com"])
        #expect(catalog.destinations[1].weather.query == "textField1=37.76&textField2=-122.43")
    }

    @Test("every integer width decodes its minimum and maximum and refuses one past either end", arguments: [
        IntegerCase(Int8.self), IntegerCase(Int16.self), IntegerCase(Int32.self), IntegerCase(Int64.self), IntegerCase(Int.self),
        IntegerCase(UInt8.self), IntegerCase(UInt16.self), IntegerCase(UInt32.self), IntegerCase(UInt64.self), IntegerCase(UInt.self),
    ])
    func integerWidths(_ check: IntegerCase) {
        check.run()
    }

    /// One integer type's range check, through the keyed, unkeyed and single-value containers.
    struct IntegerCase: Sendable, CustomTestStringConvertible {
        let run: @Sendable () -> Void
        let testDescription: String

        init<T: FixedWidthInteger & Codable & Sendable>(_ type: T.Type) {
            testDescription = "\(T.self)"
            run = {
                let minimum = PlistInteger(parsing: "\(T.min)").map { PlistValue.integer($0) }
                let maximum = PlistInteger(parsing: "\(T.max)").map { PlistValue.integer($0) }
                #expect((try? PlistDecoder().decode(T.self, from: minimum ?? "")) == T.min)
                #expect((try? PlistDecoder().decode([T].self, from: [maximum ?? ""])) == [T.max])
                #expect((try? PlistDecoder().decode([String: T].self, from: ["k": maximum ?? ""])) == ["k": T.max])
                // One past each end, where a plist integer can hold it.
                let below = Int64(T.min) == Int64.min ? nil : PlistInteger(Int64(T.min) - 1)
                let above = UInt64(T.max) == UInt64.max ? nil : PlistInteger(UInt64(T.max) + 1)
                for integer in [below, above].compactMap({ $0 }) {
                    let text = integer.description
                    let error = decodingError([String: T].self, from: ["k": .integer(integer)])
                    #expect(error == .valueOutOfRange(expected: .init(T.self), found: .integer(integer),
                                                      .init(codingPath: .init([.key("k")]), location: nil)), "\(text)")
                    #expect(error?.message == "k: integer \(text) is out of range for \(T.self) (\(T.min)...\(T.max))")
                }
            }
        }
    }

    @Test("128-bit integers decode the whole property-list range: Int64.min through UInt64.max")
    func wideIntegers() throws {
        let decoder = PlistDecoder()
        let range: PlistValue = [.integer(PlistInteger(Int64.min)), .integer(PlistInteger(UInt64.max))]
        #expect(try decoder.decode([Int128].self, from: range) == [Int128(Int64.min), Int128(UInt64.max)])
        #expect(try decoder.decode([String: UInt128].self, from: ["k": .integer(PlistInteger(UInt64.max))]) == ["k": UInt128(UInt64.max)])
        #expect(decodingError(UInt128.self, from: -1)?.message
                == "integer -1 is out of range for UInt128 (0...\(UInt128.max))")
    }

    @Test("integers come from reals without a fraction; reals come from integers", arguments: [
        ("<real>3.0</real>", "Int", "3"),
        ("<real>-0.0</real>", "UInt8", "0"),
        ("<real>1e3</real>", "Int16", "1000"),
        ("<integer>3</integer>", "Double", "3.0"),
        ("<integer>16777217</integer>", "Float", "16777216.0"),
        ("<real>0.1</real>", "Float", "0.1"),
        ("<real>nan</real>", "Double", "nan"),
        ("<real>-infinity</real>", "Float", "-inf"),
        ("<real>3.4028235e38</real>", "Float", "3.4028235e+38"),
    ])
    func numbers(xml: String, type: String, expected: String) throws {
        #expect(try decodedNumber(type, from: readXML(xml).root) == expected)
    }

    @Test("a real with a fraction is not an integer, and a finite real too large for Float is out of range")
    func numberRefusals() {
        #expect(decodingError(Int.self, from: 1.5)?.message == "expected an integer, found real 1.5")
        #expect(decodingError(Int.self, from: .real(.nan))?.message == "expected an integer, found real nan")
        #expect(decodingError(Int32.self, from: 3e9)?.message == "real 3000000000.0 is out of range for Int32 (-2147483648...2147483647)")
        #expect(decodingError(Float.self, from: 1e300)?.message == "real 1e+300 is out of range for Float (magnitudes up to 3.4028235e+38)")
        #expect(decodingError(Int64.self, from: .integer(PlistInteger(UInt64.max)))?.message
                == "integer 18446744073709551615 is out of range for Int64 (-9223372036854775808...9223372036854775807)")
    }

    @Test("Bool, String, Date, Data and URL come from their own kinds only")
    func scalars() throws {
        let decoder = PlistDecoder()
        let date = Date(timeIntervalSince1970: 1_299_215_167)
        #expect(try decoder.decode(Bool.self, from: true) == true)
        #expect(try decoder.decode(String.self, from: "x") == "x")
        #expect(try decoder.decode(Date.self, from: .date(date)) == date)
        #expect(try decoder.decode(Data.self, from: .data(Data([1, 2]))) == Data([1, 2]))
        #expect(try decoder.decode(URL.self, from: "https://example.com/a?b") == URL(string: "https://example.com/a?b"))
        #expect(try decoder.decode([URL].self, from: ["relative/path"]) == [URL(string: "relative/path")])
        #expect(decodingError(Bool.self, from: 1)?.message == "expected a boolean, found integer 1")
        #expect(decodingError(String.self, from: 1)?.message == "expected a string, found integer 1")
        #expect(decodingError(Date.self, from: 0.0)?.message == "expected a date, found real 0.0")
        #expect(decodingError(Data.self, from: "SGVsbG8=")?.message == "expected data, found string \"SGVsbG8=\"")
        #expect(decodingError(URL.self, from: 3)?.message == "expected a URL string, found integer 3")
        #expect(decodingError(URL.self, from: "http://exa mple.com")?.message == "expected a URL, found string \"http://exa mple.com\"")
        #expect(decodingError(URL.self, from: "") == .invalidURL(found: "", .init(codingPath: .init(), location: nil)))
        #expect(decodingError(Int.self, from: .uid(3))?.message == "expected an integer, found UID 3")
    }

    @Test("optionals: an absent key or the $null marker is nil; $null where a value is needed is an error")
    func optionals() throws {
        struct Entry: Decodable, Equatable {
            var name: String?
            var count: Int?
        }
        let decoder = PlistDecoder()
        #expect(try decoder.decode(Entry.self, from: [:]) == Entry(name: nil, count: nil))
        #expect(try decoder.decode(Entry.self, from: ["name": "$null", "count": 2]) == Entry(name: nil, count: 2))
        #expect(try decoder.decode([Int?].self, from: ["$null", 1]) == [nil, 1])
        #expect(try decoder.decode(Int?.self, from: "$null") == nil)
        #expect(decodingError([String].self, from: ["$null"])?.message == "[0]: expected a string, found the null marker \"$null\"")
        #expect(decodingError(Entry.self, from: ["count": "x"])?.message == "count: expected an integer, found string \"x\"")
    }

    @Test("dictionaries decode with string and integer keys; enumerations from raw values")
    func collections() throws {
        enum Kind: String, Decodable { case city, park }
        let decoder = PlistDecoder()
        #expect(try decoder.decode([String: [Int]].self, from: ["a": [1, 2], "b": []]) == ["a": [1, 2], "b": []])
        #expect(try decoder.decode([Int: String].self, from: ["1": "one", "2": "two"]) == [1: "one", 2: "two"])
        #expect(try decoder.decode([Kind].self, from: ["city", "park"]) == [.city, .park])
        #expect(decodingError([Kind].self, from: ["city", "beach"])?.message
                == "[1]: Cannot initialize Kind from invalid String value beach")
    }
}

@Suite("Decoding containers")
struct PlistDecoderContainerTests {
    /// Records what the containers report while it decodes.
    struct Probe: Decodable {
        var keys: [String] = []
        var contains: [Bool] = []
        var paths: [String] = []
        var unkeyed: [String] = []
        var nested: [String] = []
        var userInfo: String?

        enum Keys: String, CodingKey { case name, list, inner, missing, extra, `super` }
        enum InnerKeys: String, CodingKey { case deep }

        init(from decoder: any Decoder) throws {
            userInfo = decoder.userInfo[Probe.infoKey] as? String
            let container = try decoder.container(keyedBy: Keys.self)
            keys = container.allKeys.map(\.stringValue)
            contains = [container.contains(.name), container.contains(.missing)]
            paths.append(PlistCodingPath(codingPath: container.codingPath).description)
            var list = try container.nestedUnkeyedContainer(forKey: .list)
            unkeyed.append("count \(list.count ?? -1) at \(list.currentIndex)")
            unkeyed.append("nil \(try list.decodeNil())")
            unkeyed.append("int \(try list.decode(Int.self)) now \(list.currentIndex)")
            var inner = try list.nestedContainer(keyedBy: InnerKeys.self)
            _ = inner
            inner = try list.nestedContainer(keyedBy: InnerKeys.self)
            paths.append(PlistCodingPath(codingPath: inner.codingPath).description)
            unkeyed.append("end \(list.isAtEnd)")
            let deep = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
            var deepList = try deep.nestedUnkeyedContainer(forKey: .deep)
            let single = try deepList.superDecoder()
            paths.append(PlistCodingPath(codingPath: single.codingPath).description)
            nested.append(try single.singleValueContainer().decode(String.self))
            let superDecoder = try container.superDecoder()
            paths.append(PlistCodingPath(codingPath: superDecoder.codingPath).description)
            nested.append(try superDecoder.singleValueContainer().decode(String.self))
            let absent = try container.superDecoder(forKey: .extra)
            nested.append("absent nil \(try absent.singleValueContainer().decodeNil())")
        }

        static let infoKey = CodingUserInfoKey(rawValue: "probe")!
    }

    @Test("keyed, unkeyed, nested and super containers report keys, counts, positions and coding paths")
    func probe() throws {
        let value: PlistValue = [
            "name": "n", "list": ["$null", 7, ["deep": true], ["deep": false]], "inner": ["deep": ["s"]],
            "super": "parent", "unknown": 1,
        ]
        let decoder = PlistDecoder(userInfo: [Probe.infoKey: "hello"])
        let probe = try decoder.decode(Probe.self, from: value)
        #expect(probe.keys == ["name", "list", "inner", "super"])
        #expect(probe.contains == [true, false])
        #expect(probe.paths == ["", "list[3]", "inner.deep[0]", "super"])
        #expect(probe.unkeyed == ["count 4 at 0", "nil true", "int 7 now 2", "end true"])
        #expect(probe.nested == ["s", "parent", "absent nil true"])
        #expect(probe.userInfo == "hello")
    }

    @Test("decodeNil(forKey:) is true for $null, false for a value, and a missing key error for an absent key, as in Foundation")
    func decodeNilForKey() throws {
        struct Nils: Decodable {
            var results: [String] = []
            enum Keys: String, CodingKey { case null, value, absent }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                results.append("\(try container.decodeNil(forKey: .null))")
                results.append("\(try container.decodeNil(forKey: .value))")
                do {
                    _ = try container.decodeNil(forKey: .absent)
                } catch DecodingError.keyNotFound(let key, _) {
                    results.append("keyNotFound \(key.stringValue)")
                }
            }
        }
        #expect(try PlistDecoder().decode(Nils.self, from: ["null": "$null", "value": 0]).results
                == ["true", "false", "keyNotFound absent"])
    }

    @Test("a subclass decodes its superclass from superDecoder(), as synthesised code for classes does")
    func superclass() throws {
        class Vehicle: Decodable {
            let wheels: Int
        }
        final class Car: Vehicle, @unchecked Sendable {
            let make: String
            enum Keys: String, CodingKey { case make }
            required init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                make = try container.decode(String.self, forKey: .make)
                try super.init(from: container.superDecoder())
            }
        }
        let car = try PlistDecoder().decode(Car.self, from: ["make": "Saab", "super": ["wheels": 4]])
        #expect(car.make == "Saab")
        #expect(car.wheels == 4)
        let error = decodingError(Car.self, from: ["make": "Saab"])
        #expect(error?.message == "missing key \"super\"")
    }

    @Test("reading past the end of an array names the missing position and reports at the array")
    func endOfArray() throws {
        struct Pair: Decodable {
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                _ = try container.decode(String.self)
                _ = try container.decode(String.self)
            }
        }
        let (root, place) = try markedDocument("<plist>\n<dict><key>p</key>1️⃣<array><string>a</string></array></dict>\n</plist>")
        let error = decodingError([String: Pair].self, from: root)
        #expect(error == .endOfArray(expected: .init(String.self), count: 1, .init(codingPath: .init([.key("p"), .index(1)]), location: place("1️⃣"))))
        #expect(error?.description == "\(place("1️⃣")): error: p[1]: expected a string, found the end of the array (1 element)")
    }
}
