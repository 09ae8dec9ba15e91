import Foundation
import Testing
import TestSupport
@testable import PropertyList

@Suite("XML property list writing")
struct XMLPlistWritingTests {
    @Test("the layout is Apple's: header, DOCTYPE, tabs, <true/>, empty containers, data lines")
    func layout() throws {
        let value: PlistValue = [
            "name": "New York & <City>",
            "count": 3,
            "ok": true,
            "empty": [],
            "none": PlistValue(.dictionary(PlistDictionary())),
            "blob": .data(Data(repeating: 0xAB, count: 60)),
        ]
        let text = String(decoding: try PlistWriter.xml(value), as: UTF8.self)
        #expect(text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>name</key>
        	<string>New York &amp; &lt;City&gt;</string>
        	<key>count</key>
        	<integer>3</integer>
        	<key>ok</key>
        	<true/>
        	<key>empty</key>
        	<array/>
        	<key>none</key>
        	<dict/>
        	<key>blob</key>
        	<data>
        	q6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6ur
        	q6urq6urq6ur
        	</data>
        </dict>
        </plist>

        """)
    }

    @Test("control characters XML cannot hold are refused with the keypath")
    func controlCharacters() {
        #expect(throws: PlistWriteError.unrepresentableCharacter(keyPath: "a.1", scalar: 7)) {
            try PlistWriter.xml(["a": ["ok", "bell\u{7}"]])
        }
    }

    @Test("U+FFFE and U+FFFF, which no XML parser reads, are refused with the keypath; their neighbours are written",
          arguments: [(0xFFFE, "\u{FFFE}"), (0xFFFF, "x\u{FFFF}y")] as [(UInt32, String)])
    func nonCharacters(scalar: UInt32, text: String) throws {
        #expect(throws: PlistWriteError.unrepresentableCharacter(keyPath: "a.1", scalar: scalar)) {
            try PlistWriter.xml(["a": ["ok", .string(text)]])
        }
        #expect(throws: PlistWriteError.unrepresentableCharacter(keyPath: text, scalar: scalar)) {
            try PlistWriter.xml(.dictionary(PlistDictionary([(text, "value")])))
        }
        #expect(PlistWriteError.unrepresentableCharacter(keyPath: "a.1", scalar: scalar).description
                == "a.1: string contains U+\(String(scalar, radix: 16, uppercase: true)), which XML cannot represent")
        // Their neighbours U+FFFD and U+10000, and U+EFBF (whose UTF-8 starts alike), read back.
        let fine: PlistValue = ["s": "\u{FFFD}\u{10000}\u{EFBF}\u{FFBF}"]
        #expect(try PlistReader.read(data: try PlistWriter.xml(fine)).root == fine)
    }

    @Test("a date with a fraction of a second is refused with the keypath, since XML would read back another date")
    func dateFractions() throws {
        #expect(throws: PlistWriteError.dateFraction(keyPath: "trip.1", secondsSince1970: 1.5)) {
            try PlistWriter.xml(["trip": [.date(Date(timeIntervalSince1970: 1)), .date(Date(timeIntervalSince1970: 1.5))]])
        }
        #expect(PlistWriteError.dateFraction(keyPath: "d", secondsSince1970: 1.5).description
                == "d: date 1.5 seconds from 1970 has a fraction of a second, which XML cannot hold")
        // A fraction too small to show in seconds since 1970 is still refused: the date is kept as
        // seconds since 2001, and XML would read back another.
        #expect(throws: PlistWriteError.self) { try PlistWriter.xml(.date(Date(timeIntervalSinceReferenceDate: 1e-300))) }
        // Binary holds it.
        let value: PlistValue = ["d": .date(Date(timeIntervalSince1970: 1.5))]
        #expect(try PlistReader.read(bytes: PlistWriter.binaryBytes(value)).root == value)
    }

    @Test("dates outside the years 0001 to 9999 are refused with the keypath; the last second of 9999 is written")
    func datesOutOfRange() throws {
        let end = 253_402_300_800.0  // 10000-01-01T00:00:00Z
        #expect(throws: PlistWriteError.dateOutOfRange(keyPath: "trip.1", secondsSince1970: end)) {
            try PlistWriter.xml(["trip": [.date(Date(timeIntervalSince1970: 0)), .date(Date(timeIntervalSince1970: end))]])
        }
        #expect(PlistWriteError.dateOutOfRange(keyPath: "trip.1", secondsSince1970: end).description
                == "trip.1: date 253402300800.0 seconds from 1970 is outside the years 0001 to 9999 that XML can write")
        let last = try PlistWriter.xmlBytes(.date(Date(timeIntervalSince1970: end - 1)))
        #expect(String(decoding: last, as: UTF8.self).contains("<date>9999-12-31T23:59:59Z</date>"))
        #expect(throws: PlistWriteError.self) { try PlistWriter.xml(.date(Date(timeIntervalSince1970: -62_135_596_801))) }
    }

    @Test("read, write, read is lossless for generated values, carriage returns and UIDs included", arguments: 0..<50)
    func roundTrip(seed: UInt64) throws {
        var generator = RandomPlist(seed: seed, profile: .init(uids: true, carriageReturns: true))
        let value = generator.value()
        let written = try PlistWriter.xmlBytes(value)
        let read = try PlistReader.read(bytes: written).root
        #expect(read == value)
        #expect(try PlistWriter.xmlBytes(read) == written)
    }

    @Test("output is byte-identical to python plistlib.dumps(sort_keys=False) and reads back equal there",
          .enabled(if: Python.isAvailable))
    func plistlibIdentical() throws {
        var documents: [Data] = []
        var dumps: [String] = []
        for seed in 0..<200 as Range<UInt64> {
            var generator = RandomPlist(seed: seed &* 7919, profile: .plistlibXML)
            let value = generator.value()
            documents.append(try PlistWriter.xml(value))
            dumps.append(CanonicalDump.dump(value))
        }
        let readings = try CanonicalDump.pythonRead(documents)
        #expect(readings.count == documents.count)
        for (index, reading) in readings.enumerated() {
            let result = try #require(try? reading.get(), "seed \(index): \(reading)")
            #expect(result.rewritten == documents[index],
                    "seed \(index): ours\n\(String(decoding: documents[index], as: UTF8.self))\nplistlib\n\(String(decoding: result.rewritten, as: UTF8.self))")
            #expect(result.dump == dumps[index], "seed \(index)")
        }
    }
}
