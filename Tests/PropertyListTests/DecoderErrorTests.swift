import Foundation
import Testing
import TestSupport
import TripSource
@testable import PropertyList

private struct Catalog2: Decodable {
    var DestinationData: [Entry]

    struct Entry: Decodable {
        var DestinationName: String
        var DestinationLocation: Location?
        var Visits: UInt8?
        var Website: URL?
    }

    struct Location: Decodable {
        var Latitude: Double
        var Longitude: Double
    }
}

@Suite("Decoding errors")
struct PlistDecodingErrorTests {
    static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

    @Test("the brief's example, exactly: the coding path and the file:line:column of the value at fault")
    func example() throws {
        let text = Self.header + """
        <dict>
        	<key>DestinationData</key>
        	<array>
        		<dict><key>DestinationName</key><string>New York City</string></dict>
        		<dict>
        			<key>DestinationName</key>
        			<string>San Francisco</string>
        			<key>DestinationLocation</key>
        			<dict>
        				<key>Latitude</key>
        				<string>north</string>
        				<key>Longitude</key>
        				<real>-122.419416</real>
        			</dict>
        		</dict>
        	</array>
        </dict>
        </plist>
        """
        let root = try PlistReader.read(bytes: Array(text.utf8), file: "Destinations.plist").root
        let error = try #require(decodingError(Catalog2.self, from: root))
        #expect(error.description
                == "Destinations.plist:14:5: error: DestinationData[1].DestinationLocation.Latitude: expected a real number, found string \"north\"")
        // Leniency does not turn words into numbers.
        let lenient = PlistDecoder(options: .init(numberDecoding: .acceptingStrings))
        #expect(decodingError(Catalog2.self, from: root, decoder: lenient) == error)
    }

    @Test("each failure names the coding path and the location of the value at fault", arguments: [
        ("""
        <dict><key>DestinationData</key><array>
        	<dict><key>DestinationName</key>1️⃣<integer>7</integer></dict>
        </array></dict>
        """, "DestinationData[0].DestinationName: expected a string, found integer 7"),
        ("""
        <dict><key>DestinationData</key><array>
        	<dict><key>DestinationName</key><string>x</string>
        	<key>DestinationLocation</key>1️⃣<dict><key>Longitude</key><real>1</real></dict></dict>
        </array></dict>
        """, "DestinationData[0].DestinationLocation: missing key \"Latitude\""),
        ("""
        1️⃣<dict><key>DestinationDat</key><array/></dict>
        """, "missing key \"DestinationData\""),
        ("""
        <dict><key>DestinationData</key>1️⃣<dict/></dict>
        """, "DestinationData: expected an array, found dictionary (0 keys)"),
        ("""
        <dict><key>DestinationData</key><array>
        	1️⃣<array/>
        </array></dict>
        """, "DestinationData[0]: expected a dictionary, found array (0 elements)"),
        ("""
        <dict><key>DestinationData</key><array>
        	<dict><key>DestinationName</key><string>x</string><key>Visits</key>
        		1️⃣<integer>300</integer></dict>
        </array></dict>
        """, "DestinationData[0].Visits: integer 300 is out of range for UInt8 (0...255)"),
        ("""
        <dict><key>DestinationData</key><array>
        	<dict><key>DestinationName</key><string>x</string><key>Website</key>1️⃣<string>http://exa mple.com</string></dict>
        </array></dict>
        """, "DestinationData[0].Website: expected a URL, found string \"http://exa mple.com\""),
        ("""
        <dict><key>DestinationData</key><array>
        	<dict><key>DestinationName</key>1️⃣<string>$null</string></dict>
        </array></dict>
        """, "DestinationData[0].DestinationName: expected a string, found the null marker \"$null\""),
        ("""
        1️⃣<string>not a catalog</string>
        """, "expected a dictionary, found string \"not a catalog\""),
    ])
    func located(body: String, message: String) throws {
        let (root, place) = try markedDocument(Self.header + body + "\n</plist>")
        let error = try #require(decodingError(Catalog2.self, from: root))
        #expect(error.message == message)
        #expect(error.location == place("1️⃣"))
        #expect(error.description == "\(place("1️⃣")): error: \(message)")
    }

    @Test("an error the type makes itself is placed by its coding path; other errors pass through unchanged")
    func customErrors() throws {
        struct Latitude: Decodable {
            init(from decoder: any Decoder) throws {
                let value = try decoder.singleValueContainer().decode(Double.self)
                guard (-90...90).contains(value) else {
                    throw DecodingError.dataCorruptedError(in: try decoder.singleValueContainer(),
                                                           debugDescription: "latitude \(value) is outside -90...90")
                }
            }
        }
        struct Checked: Decodable {
            var points: [[String: Latitude]]
        }
        struct Refusal: Error, Equatable {}
        struct Refuses: Decodable {
            init(from decoder: any Decoder) throws { throw Refusal() }
        }
        let (root, place) = try markedDocument(Self.header + """
        <dict><key>points</key><array>
        	<dict><key>lat</key><real>10</real></dict>
        	<dict><key>lat</key>1️⃣<real>91.5</real></dict>
        </array></dict>
        </plist>
        """)
        let error = try #require(decodingError(Checked.self, from: root))
        #expect(error == .invalidValue("latitude 91.5 is outside -90...90",
                                       .init(codingPath: .init([.key("points"), .index(1), .key("lat")]), location: place("1️⃣"))))
        #expect(error.description == "\(place("1️⃣")): error: points[1].lat: latitude 91.5 is outside -90...90")
        #expect(throws: Refusal()) { try PlistDecoder().decode(Refuses.self, from: root) }
    }

    @Test("code written for Foundation that catches DecodingError inside init(from:) keeps working")
    func catchesDecodingError() throws {
        struct Tolerant: Decodable {
            var count: Int
            var caught: String
            enum Keys: String, CodingKey { case count }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                do {
                    count = try container.decode(Int.self, forKey: .count)
                    caught = "none"
                } catch DecodingError.keyNotFound(let key, _) {
                    count = 0
                    caught = "keyNotFound \(key.stringValue)"
                } catch DecodingError.typeMismatch(let type, let context) {
                    count = -1
                    caught = "typeMismatch \(type) at \(context.codingPath.map(\.stringValue))"
                }
            }
        }
        #expect(try PlistDecoder().decode(Tolerant.self, from: [:]).caught == "keyNotFound count")
        #expect(try PlistDecoder().decode(Tolerant.self, from: ["count": "x"]).caught == "typeMismatch Int at [\"count\"]")
    }

    @Test("decodingError bridges each case to the DecodingError Foundation would throw, carrying the original")
    func bridge() throws {
        let context = PlistDecodingError.Context(codingPath: .init([.key("a"), .index(2)]), location: nil)
        let cases: [(PlistDecodingError, String)] = [
            (.typeMismatch(expected: .init(Double.self), found: "x", context), "typeMismatch Double"),
            (.valueOutOfRange(expected: .init(UInt8.self), found: 300, context), "dataCorrupted"),
            (.missingKey("k", context), "keyNotFound k"),
            (.nullValue(expected: .init(String.self), context), "valueNotFound String"),
            (.endOfArray(expected: .init(Int.self), count: 2, context), "valueNotFound Int"),
            (.invalidURL(found: "", context), "dataCorrupted"),
            (.invalidValue("bad", context), "dataCorrupted"),
        ]
        for (error, expected) in cases {
            let bridged = error.decodingError
            let decodingContext: DecodingError.Context
            let kind: String
            switch bridged {
            case .typeMismatch(let type, let found): kind = "typeMismatch \(type)"; decodingContext = found
            case .keyNotFound(let key, let found): kind = "keyNotFound \(key.stringValue)"; decodingContext = found
            case .valueNotFound(let type, let found): kind = "valueNotFound \(type)"; decodingContext = found
            case .dataCorrupted(let found): kind = "dataCorrupted"; decodingContext = found
            @unknown default: Issue.record("unknown case"); continue
            }
            #expect(kind == expected)
            #expect(decodingContext.codingPath.map(\.stringValue) == ["a", "Index 2"])
            #expect(decodingContext.codingPath.map(\.intValue) == [nil, 2])
            #expect(decodingContext.underlyingError as? PlistDecodingError == error)
            #expect(decodingContext.debugDescription == error.description)
            #expect(PlistCodingPath(codingPath: decodingContext.codingPath) == context.codingPath)
        }
    }

    @Test("values made in code have no location: the text is the message and nothing is positioned")
    func unlocated() throws {
        let error = try #require(decodingError([Int].self, from: ["x"]))
        #expect(error.location == nil)
        #expect(error.positioned == nil)
        #expect(error.description == "[0]: expected an integer, found string \"x\"")
        #expect(error.codingPath.keyPath == "0")
    }

    @Test("a date found instead is shown in the XML form, or in seconds from 1970 outside the years 0001 to 9999")
    func foundDates() throws {
        let epoch = try #require(decodingError(String.self, from: .date(Date(timeIntervalSince1970: 0))))
        #expect(epoch.description == "expected a string, found date 1970-01-01T00:00:00Z")
        let far = try #require(decodingError(String.self, from: .date(Date(timeIntervalSince1970: 1e300))))
        #expect(far.description == "expected a string, found date 1e+300 seconds from 1970")
        let before = try #require(decodingError(Int.self, from: .date(Date(timeIntervalSince1970: -62_135_596_801))))
        #expect(before.description == "expected an integer, found date -62135596801.0 seconds from 1970")
    }

    @Test("a located error is a PositionedError in the house form, and its coding path converts to a plutil keypath")
    func positioned() throws {
        let (root, place) = try markedDocument(Self.header + "<dict><key>a.b</key><array><string>x</string>1️⃣<true/></array></dict>\n</plist>")
        let error = try #require(decodingError([String: [String]].self, from: root))
        let positioned: any PositionedError = try #require(error.positioned)
        #expect(positioned.location == place("1️⃣"))
        #expect(positioned.message == "a\\.b[1]: expected a string, found boolean true")
        #expect(positioned.description == error.description)
        #expect(try root.value(at: error.codingPath.keyPath).location == place("1️⃣"))
    }
}
