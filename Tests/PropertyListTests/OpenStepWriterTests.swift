import Foundation
import TestSupport
import Testing

@testable import PropertyList

@Suite("OpenStep writing")
struct OpenStepWriterTests {
    @Test("the layout is defaults read's: four-space levels, nested containers after their key, quoting when needed")
    func layout() {
        let value: PlistValue = [
            "Name": "RoadTrip",
            "bundle-id": "com.example.road-trip",
            "Count": 3,
            "Ratio": 0.5,
            "Enabled": true,
            "Started": .date(Date(timeIntervalSince1970: 1_715_940_000)),
            "Icon": .data(Data([0x0F, 0xBD, 0x7A, 0x12, 0x34])),
            "Stops": ["Paris", "New York", [], .dictionary(PlistDictionary())],
            "Nested": ["Inner": ["Deep": "yes"]],
            "Archive": .uid(7),
            "": "empty",
        ]
        #expect(
            PlistWriter.openStep(value) == """
                {
                    Name = RoadTrip;
                    "bundle-id" = "com.example.road-trip";
                    Count = 3;
                    Ratio = "0.5";
                    Enabled = 1;
                    Started = "2024-05-17 10:00:00 +0000";
                    Icon = <0fbd7a12 34>;
                    Stops =     (
                        Paris,
                        "New York",
                                (
                        ),
                                {
                        }
                    );
                    Nested =     {
                        Inner =         {
                            Deep = yes;
                        };
                    };
                    Archive =     {
                        "CF$UID" = 7;
                    };
                    "" = empty;
                }

                """)
    }

    @Test(
        "strings are escaped so the output is ASCII and reads back",
        arguments: [
            ("plain123", "plain123"),
            ("with space", "\"with space\""),
            ("q\"b\\n\nt\t", #""q\"b\\n\nt\t""#),
            ("\u{7}\u{8}\u{C}\u{B}\r\u{1}", #""\a\b\f\v\r\U0001""#),
            ("é日🚗", #""\U00e9\U65e5\Ud83d\Ude97""#),
            ("", "\"\""),
            ("bplist00", "\"bplist00\""),
        ])
    func quoting(string: String, written: String) throws {
        #expect(OpenStepWriter.quoted(string) == written)
        #expect(try readOpenStep("(" + written + ")").root == [.string(string)])
        #expect(try FoundationPeer.read(Data(("(" + written + ")").utf8)).value == [.string(string)])
    }

    /// A generated value with everything OpenStep reads back as something else turned into strings.
    static func stringsOnly(_ value: PlistValue) -> PlistValue {
        switch value.content {
        case .string, .data: return value
        case .array(let items): return .array(items.map(stringsOnly))
        case .dictionary(let dictionary):
            var copy = PlistDictionary()
            for entry in dictionary.entries { copy[entry.key] = stringsOnly(entry.value) }
            return .dictionary(copy)
        default: return .string("\(value.content)")
        }
    }

    @Test("strings-only values read back equal here and in Foundation", arguments: 0..<60)
    func readsBack(seed: UInt64) throws {
        var generator = RandomPlist(seed: seed &* 613, profile: .everything)
        let value = Self.stringsOnly(generator.value())
        let text = PlistWriter.openStep(value)
        #expect(text.utf8.allSatisfy { $0 < 0x80 })
        #expect(try readOpenStep(text).root == value, "\(text)")
        #expect(try FoundationPeer.read(Data(text.utf8)).value == value)
    }

    @Test("numbers, booleans and dates are written as text, and read back as strings")
    func lossy() throws {
        let text = PlistWriter.openStep([1, -2, 1e16, true, .date(Date(timeIntervalSinceReferenceDate: 0))])
        #expect(try readOpenStep(text).root == ["1", "-2", "1e+16", "1", "2001-01-01 00:00:00 +0000"])
    }
}

@Suite("OpenStep data for display")
struct OpenStepDataDescriptionTests {
    @Test("data prints as <hex> by default, which reads back, or as CoreFoundation describes it when asked")
    func styles() throws {
        let value: PlistValue = ["Icon": .data(Data([0x0F, 0xBD, 0x7A, 0x12, 0x34]))]
        #expect(PlistWriter.openStep(value) == "{\n    Icon = <0fbd7a12 34>;\n}\n")
        #expect(
            PlistWriter.openStep(value, data: .description) == "{\n    Icon = {length = 5, bytes = 0x0fbd7a1234};\n}\n")
        let read = try PlistReader.read(bytes: Array(PlistWriter.openStep(value).utf8), file: "t")
        #expect(read.root.withoutLocations == value)
    }
}
