import Foundation
import Testing
import TestSupport
@testable import PropertyList

/// PlistDecoder against Foundation's PropertyListDecoder on the same XML bytes: equal values when both
/// succeed; when both fail, the same `DecodingError` case at the same coding path.
@Suite("Decoding against Foundation's PropertyListDecoder")
struct DecoderFoundationTests {
    /// How the two decoders compared on one input.
    enum Agreement: Equatable, CustomStringConvertible {
        case equalValues
        case differentValues(ours: String, theirs: String)
        /// Both failed; each side as "case path".
        case bothFailed(ours: String, theirs: String)
        case onlyOursFailed(String)
        case onlyTheirsFailed(String)

        var agrees: Bool {
            switch self {
            case .equalValues: true
            case .bothFailed(let ours, let theirs): ours == theirs
            default: false
            }
        }

        var description: String {
            switch self {
            case .equalValues: "equal values"
            case .differentValues(let ours, let theirs): "ours \(ours), Foundation \(theirs)"
            case .bothFailed(let ours, let theirs): "both fail: ours \(ours), Foundation \(theirs)"
            case .onlyOursFailed(let ours): "only ours fails: \(ours)"
            case .onlyTheirsFailed(let theirs): "only Foundation fails: \(theirs)"
            }
        }
    }

    /// One type decoded from one XML body by both decoders.
    struct PeerCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let compare: @Sendable () -> Agreement

        init<T: Decodable & Equatable & SendableMetatype>(_ type: T.Type, _ body: String) {
            testDescription = "\(T.self) from \(body)"
            compare = {
                let data = Data((DecoderFoundationTests.header + body + "\n</plist>\n").utf8)
                return DecoderFoundationTests.compare(T.self, data)
            }
        }

        init<T: Decodable & Equatable & SendableMetatype>(_ type: T.Type, file: String) {
            testDescription = "\(T.self) from \(file)"
            compare = {
                let url = SharedFiles.fixtures.appendingPathComponent(file)
                guard let data = try? Data(contentsOf: url) else { return .onlyOursFailed("cannot read \(file)") }
                return DecoderFoundationTests.compare(T.self, data)
            }
        }
    }

    static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

    static func compare<T: Decodable & Equatable>(_ type: T.Type, _ data: Data) -> Agreement {
        let ours = Result { try PlistDecoder().decode(T.self, from: data, file: "peer.plist") }
        let theirs = Result { try PropertyListDecoder().decode(T.self, from: data) }
        switch (ours, theirs) {
        case (.success(let a), .success(let b)):
            return a == b ? .equalValues : .differentValues(ours: "\(a)", theirs: "\(b)")
        case (.failure(let a), .failure(let b)):
            return .bothFailed(ours: summary(a), theirs: summary(b))
        case (.failure(let a), .success):
            return .onlyOursFailed("\(a)")
        case (.success, .failure(let b)):
            return .onlyTheirsFailed("\(b)")
        }
    }

    /// "case path" of a DecodingError (ours through its bridge), e.g. `typeMismatch Double .DestinationData[1].Latitude`.
    static func summary(_ error: any Error) -> String {
        let decoding: DecodingError
        if let ours = error as? PlistDecodingError {
            decoding = ours.decodingError
        } else if let theirs = error as? DecodingError {
            decoding = theirs
        } else {
            return "\(type(of: error)) \(error)"
        }
        let (kind, context): (String, DecodingError.Context) = switch decoding {
        case .typeMismatch(let type, let context): ("typeMismatch \(type)", context)
        case .valueNotFound(let type, let context): ("valueNotFound \(type)", context)
        case .keyNotFound(let key, let context): ("keyNotFound \(key.stringValue)", context)
        case .dataCorrupted(let context): ("dataCorrupted", context)
        @unknown default: ("unknown", DecodingError.Context(codingPath: [], debugDescription: ""))
        }
        let path = context.codingPath.map { key in
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") { return "[\(index)]" }
            return "." + key.stringValue
        }.joined()
        return "\(kind) \(path)"
    }

    struct Place: Codable, Equatable {
        var Title: String
        var Subtitle: String
        var Latitude: Double
        var Longitude: Float
    }

    struct Destination: Codable, Equatable {
        var DestinationName: String
        var DestinationImage: String?
        var DestinationLocation: Place
        var Events: [String]
        var POIs: [Place]
        var Weather: String
        var Rating: Int?
    }

    struct Catalog: Codable, Equatable {
        var DestinationData: [Destination]
    }

    struct Flags: Codable, Equatable {
        var on: Bool
        var when: Date
        var blob: Data
        var note: String?
        var counts: [String: [Int8]]
    }

    enum Kind: String, Codable { case city, park }

    class Vehicle: Codable, Equatable, @unchecked Sendable {
        var wheels: Int
        init(wheels: Int) { self.wheels = wheels }
        static func == (lhs: Vehicle, rhs: Vehicle) -> Bool { lhs.wheels == rhs.wheels && type(of: lhs) == type(of: rhs) }
    }

    final class Car: Vehicle, @unchecked Sendable {
        var make: String
        enum Keys: String, CodingKey { case make }
        required init(from decoder: any Decoder) throws {
            make = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .make)
            try super.init(from: decoder.container(keyedBy: Keys.self).superDecoder())
        }
    }

    /// Reads exactly two strings from an array.
    struct Pair: Decodable, Equatable {
        var first: String
        var second: String
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            first = try container.decode(String.self)
            second = try container.decode(String.self)
        }
    }

    static let agreeing: [PeerCase] = [
        PeerCase(Catalog.self, file: "Destinations.plist"),
        PeerCase(Catalog.self, file: "PropertyList/DestinationsHandEdited.plist"),
        PeerCase(Catalog.self, file: "PropertyList/KeyPaths.plist"),
        PeerCase(Int.self, "<integer>-42</integer>"),
        PeerCase(Int.self, "<integer>0x1F</integer>"),
        PeerCase(Int8.self, "<integer>-128</integer>"),
        PeerCase(Int8.self, "<integer>-129</integer>"),
        PeerCase(UInt8.self, "<integer>255</integer>"),
        PeerCase(UInt8.self, "<integer>256</integer>"),
        PeerCase(UInt8.self, "<integer>-1</integer>"),
        PeerCase(UInt64.self, "<integer>18446744073709551615</integer>"),
        PeerCase(Int.self, "<integer>18446744073709551615</integer>"),
        PeerCase(Int.self, "<real>3.0</real>"),
        PeerCase(Int32.self, "<real>3e9</real>"),
        PeerCase(Double.self, "<integer>3</integer>"),
        PeerCase(Double.self, "<real>-infinity</real>"),
        PeerCase(Float.self, "<real>0.1</real>"),
        PeerCase(Float.self, "<integer>16777217</integer>"),
        PeerCase(Double.self, "<string>1.5</string>"),
        PeerCase(Bool.self, "<false/>"),
        PeerCase(Bool.self, "<integer>1</integer>"),
        PeerCase(Int.self, "<true/>"),
        PeerCase(String.self, "<string>a &amp; b</string>"),
        PeerCase(String.self, "<integer>1</integer>"),
        PeerCase(String.self, "<string>$null</string>"),
        PeerCase(String?.self, "<string>$null</string>"),
        PeerCase([Int?].self, "<array><string>$null</string><integer>1</integer></array>"),
        PeerCase(Date.self, "<date>2011-03-04T05:06:07Z</date>"),
        PeerCase(Date.self, "<real>0</real>"),
        PeerCase(Data.self, "<data>SGVsbG8=</data>"),
        PeerCase(Data.self, "<string>SGVsbG8=</string>"),
        PeerCase([String: [Int]].self, "<dict><key>a</key><array><integer>1</integer></array><key>b</key><array/></dict>"),
        PeerCase([String: [Int]].self, "<dict><key>a</key><array><integer>1</integer><string>x</string></array></dict>"),
        PeerCase([Int: String].self, "<dict><key>1</key><string>one</string></dict>"),
        PeerCase([Kind].self, "<array><string>city</string><string>park</string></array>"),
        PeerCase([Kind].self, "<array><string>city</string><string>beach</string></array>"),
        PeerCase(Flags.self, """
        <dict><key>on</key><true/><key>when</key><date>2024-05-17T10:00:00Z</date><key>blob</key><data>AAEC</data>
        <key>counts</key><dict><key>x</key><array><integer>-3</integer></array></dict></dict>
        """),
        PeerCase(Flags.self, """
        <dict><key>on</key><true/><key>when</key><date>2024-05-17T10:00:00Z</date><key>blob</key><data>AAEC</data>
        <key>note</key><string>$null</string><key>counts</key><dict/></dict>
        """),
        PeerCase(Flags.self, "<dict><key>on</key><true/></dict>"),
        PeerCase(Flags.self, """
        <dict><key>on</key><true/><key>when</key><date>2024-05-17T10:00:00Z</date><key>blob</key><data>AAEC</data>
        <key>counts</key><dict><key>x</key><array><integer>300</integer></array></dict></dict>
        """),
        PeerCase(Catalog.self, "<dict><key>DestinationData</key><dict/></dict>"),
        PeerCase(Catalog.self, "<array/>"),
        PeerCase(Car.self, "<dict><key>make</key><string>Saab</string><key>super</key><dict><key>wheels</key><integer>4</integer></dict></dict>"),
        PeerCase(Car.self, "<dict><key>make</key><string>Saab</string><key>super</key><dict/></dict>"),
        PeerCase(Pair.self, "<array><string>a</string><string>b</string></array>"),
        PeerCase(Pair.self, "<array><string>a</string></array>"),
    ]

    @Test("both succeed with equal values, or both fail with the same DecodingError case and coding path", arguments: agreeing)
    func agreement(_ peer: PeerCase) {
        let agreement = peer.compare()
        #expect(agreement.agrees, "\(agreement)")
    }

    /// Where we differ from Foundation on purpose, and how.
    static let divergences: [(PeerCase, Agreement, String)] = [
        (PeerCase(URL.self, "<string>https://example.com/</string>"),
         .onlyTheirsFailed("typeMismatch"), "a URL comes from a string, as JSONDecoder does; Foundation's plist decoder wants a dictionary"),
        (PeerCase(Float.self, "<real>1e300</real>"),
         .onlyOursFailed("dataCorrupted"), "a finite real too large for Float is out of range; Foundation makes it infinity"),
        (PeerCase(Int.self, "<real>1.5</real>"),
         .bothFailed(ours: "typeMismatch Int ", theirs: "dataCorrupted "), "a fraction where an integer is expected is a type mismatch; Foundation calls it corrupted data"),
    ]

    @Test("the deliberate differences from Foundation are exactly these", arguments: divergences.indices)
    func divergence(_ index: Int) {
        let (peer, expected, reason) = Self.divergences[index]
        let agreement = peer.compare()
        switch (agreement, expected) {
        case (.onlyTheirsFailed(let theirs), .onlyTheirsFailed(let kind)):
            #expect(theirs.contains(kind), "\(reason): \(theirs)")
        case (.onlyOursFailed(let ours), .onlyOursFailed(let kind)):
            #expect(ours.contains("out of range"), "\(reason): \(ours)")
            #expect(Self.summary(PlistDecodingError.valueOutOfRange(expected: .init(Float.self), found: 1e300, .init(codingPath: .init(), location: nil))).hasPrefix(kind))
        default:
            #expect(agreement == expected, "\(reason): \(agreement)")
        }
    }
}
