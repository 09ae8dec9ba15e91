import Foundation
import Testing
import TestSupport
import TripSource
@testable import PropertyList

@Suite("Decoding numbers from strings")
struct PlistDecoderLeniencyTests {
    static let lenient = PlistDecoder(options: .init(numberDecoding: .acceptingStrings))

    static func fixture(_ name: String) throws -> PlistValue {
        // The canonical catalog is the repository's Fixtures/Destinations.plist; variants live in PropertyList/.
        let path = name == "Destinations.plist" ? name : "PropertyList/\(name)"
        return try PlistReader.read(contentsOf: SharedFiles.fixtures.appendingPathComponent(path).path).root
    }

    @Test("by default a string where a number is expected is a mismatch at the string's location")
    func strictByDefault() throws {
        let root = try Self.fixture("DestinationsHandEdited.plist")
        let error = try #require(decodingError(Catalog.self, from: root))
        let string = try root.value(at: "DestinationData.0.DestinationLocation.Latitude")
        #expect(error == .typeMismatch(expected: .init(Double.self), found: string,
                                       .init(codingPath: .init([.key("DestinationData"), .index(0), .key("DestinationLocation"), .key("Latitude")]),
                                             location: string.location)))
        #expect(error.message == "DestinationData[0].DestinationLocation.Latitude: expected a real number, found string \"40.712756\"")
    }

    @Test("accepting strings, the hand-edited catalog decodes to the same models as the canonical one")
    func handEdited() throws {
        let canonical = try PlistDecoder().decode(Catalog.self, from: Self.fixture("Destinations.plist"))
        let outcome = try Self.lenient.decodeReportingLeniency(Catalog.self, from: Self.fixture("DestinationsHandEdited.plist"))
        #expect(outcome.value == canonical)
        #expect(try PlistDecoder().decodeReportingLeniency(Catalog.self, from: Self.fixture("Destinations.plist")).numbersFromStrings.isEmpty)
    }

    @Test("each number read from a string is reported with its coding path, location and text")
    func reported() throws {
        let root = try Self.fixture("DestinationsHandEdited.plist")
        let outcome = try Self.lenient.decodeReportingLeniency(Catalog.self, from: root)
        let expectedPaths = ["DestinationData.0.DestinationLocation", "DestinationData.0.POIs.0",
                             "DestinationData.1.DestinationLocation", "DestinationData.1.POIs.0"]
            .flatMap { [PlistKeyPath($0).appending("Latitude"), PlistKeyPath($0).appending("Longitude")] }
        #expect(outcome.numbersFromStrings.map(\.codingPath.keyPath) == expectedPaths)
        for (note, keyPath) in zip(outcome.numbersFromStrings, expectedPaths) {
            let string = try root.value(at: keyPath)
            #expect(note.location == string.location)
            #expect(note.text == string.string)
            #expect(note.type == "Double")
        }
        #expect(outcome.numbersFromStrings.first?.codingPath.description == "DestinationData[0].DestinationLocation.Latitude")
    }

    @Test("a string holds a number when an <integer> or <real> element would accept its text", arguments: [
        ("40.689244", "Double", "40.689244"),
        (" -74.5\n", "Double", "-74.5"),
        ("42", "Int", "42"),
        ("0x1F", "Int", "31"),
        ("+7", "UInt8", "7"),
        ("40.0", "Int", "40"),
        ("1e2", "Float", "100.0"),
        ("18446744073709551615", "UInt64", "18446744073709551615"),
    ])
    func accepted(text: String, type: String, expected: String) throws {
        #expect(try decodedNumber(type, from: .string(text), decoder: Self.lenient) == expected)
    }

    @Test("a string that is no number, or a number that does not fit, is still refused", arguments: [
        ("north", "expected a real number, found string \"north\""),
        ("1.5.2", "expected a real number, found string \"1.5.2\""),
        ("", "expected a real number, found string \"\""),
        ("$null", "expected a real number, found the null marker \"$null\""),
    ])
    func refusedReals(text: String, message: String) {
        #expect(decodingError(Double.self, from: .string(text), decoder: Self.lenient)?.message == message)
    }

    @Test("integers from strings keep the range and whole-number checks")
    func refusedIntegers() {
        #expect(decodingError(UInt8.self, from: "300", decoder: Self.lenient)?.message
                == "string \"300\" is out of range for UInt8 (0...255)")
        #expect(decodingError(Int.self, from: "1.5", decoder: Self.lenient)?.message
                == "expected an integer, found string \"1.5\"")
        #expect(decodingError(Bool.self, from: "1", decoder: Self.lenient)?.message == "expected a boolean, found string \"1\"")
    }

    @Test("numbers are not reported when the type's own code gives up on them and decodes something else")
    func onlySuccessesReported() throws {
        struct Either: Decodable {
            var text: String
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                text = try (try? container.decode(Int.self)).map(String.init) ?? container.decode(String.self)
            }
        }
        let outcome = try Self.lenient.decodeReportingLeniency([Either].self, from: ["12", "twelve"])
        #expect(outcome.value.map(\.text) == ["12", "twelve"])
        #expect(outcome.numbersFromStrings.map(\.text) == ["12"])
    }
}
