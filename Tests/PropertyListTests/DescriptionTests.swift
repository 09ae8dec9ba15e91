import Foundation
import Testing
import TripSource
import PropertyList

/// `PlistValue` and `PlistDictionary` print as `plutil -p` prints a property list.
@Suite("Value descriptions")
struct PlistDescriptionTests {
    @Test("every kind of value prints in plutil -p's layout")
    func everyKind() {
        let value: PlistValue = .dictionary(PlistDictionary([
            ("name", "Ada \"the\" first\nline"),
            ("visits", .integer(3)),
            ("big", .integer(PlistInteger(UInt64.max))),
            ("rating", .real(4.5)),
            ("whole", .real(1)),
            ("favourite", .boolean(true)),
            ("gone", .boolean(false)),
            ("since", .date(Date(timeIntervalSince1970: 1_796_169_600))),
            ("photo", .data(Data([0x89, 0x50, 0x4E, 0x47]))),
            ("long", .data(Data(0..<100))),
            ("object", .uid(7)),
            ("tags", .array(["coast", .array([])])),
            ("empty", .dictionary(PlistDictionary())),
        ]))
        #expect(value.description == """
            {
              "name" => "Ada \\"the\\" first\\nline"
              "visits" => 3
              "big" => 18446744073709551615
              "rating" => 4.5
              "whole" => 1.0
              "favourite" => true
              "gone" => false
              "since" => 2026-12-02 00:00:00 +0000
              "photo" => {length = 4, bytes = 0x89504e47}
              "long" => {length = 100, bytes = 0x00010203 04050607 08090a0b 0c0d0e0f ... 5c5d5e5f 60616263 }
              "object" => <CFKeyedArchiverUID>{value = 7}
              "tags" => [
                0 => "coast"
                1 => [
                ]
              ]
              "empty" => {
              }
            }
            """)
    }

    @Test("data past 24 bytes prints as plutil -p on macOS prints it: the first 16 and the last 8 bytes in fours")
    func longData() {
        // A binary plist of 267 bytes, as `plutil -p ~/Library/Preferences/com.apple.Terminal.plist`
        // prints a window's font: `{length = 267, bytes = 0x62706c69 73743030 d4010203 04050607 ... 00000000 000000cf }`.
        var bytes = Array("bplist00".utf8) + [0xd4, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07]
        bytes += [UInt8](repeating: 0x2a, count: 267 - bytes.count - 8) + [0, 0, 0, 0, 0, 0, 0, 0xcf]
        #expect(PlistValue.data(Data(bytes)).description
            == "{length = 267, bytes = 0x62706c69 73743030 d4010203 04050607 ... 00000000 000000cf }")
        #expect(PlistValue.data(Data(0..<24)).description
            == "{length = 24, bytes = 0x000102030405060708090a0b0c0d0e0f1011121314151617}")
        #expect(PlistValue.data(Data(0..<25)).description
            == "{length = 25, bytes = 0x00010203 04050607 08090a0b 0c0d0e0f ... 11121314 15161718 }")
        #expect(PlistValue.data(Data()).description == "{length = 0, bytes = 0x}")
    }

    @Test("a dictionary prints as the value holding it; the debug form adds type and location")
    func debugDescriptions() throws {
        let document = try PlistReader.read(bytes: Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>name</key>
                <string>Ada</string>
            </dict>
            </plist>
            """.utf8), file: "Info.plist")
        let dictionary = try #require(document.root.dictionary)
        #expect(dictionary.description == "{\n  \"name\" => \"Ada\"\n}")
        #expect(document.root.description == dictionary.description)
        #expect(document.root.debugDescription == "PlistValue.dictionary at Info.plist:3:1 {\n  \"name\" => \"Ada\"\n}")
        #expect(dictionary["name"]?.debugDescription == "PlistValue.string at Info.plist:5:5 \"Ada\"")
        #expect(dictionary.debugDescription
            == "PlistDictionary(1 entry, first key at Info.plist:4:5) {\n  \"name\" => \"Ada\"\n}")
        #expect(PlistValue.integer(42).debugDescription == "PlistValue.integer 42")
        #expect("\(PlistValue.boolean(true))" == "true")
    }
}

/// One reading shape: a path, a file URL, bytes and Data read alike, and only `PlistError` is thrown.
@Suite("Reading entry points")
struct PlistReadingShapeTests {
    @Test("a path, a file URL, bytes and Data give the same document; errors are PlistError by type")
    func sameShape() throws {
        let text = Array("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>n</key><integer>1</integer></dict></plist>".utf8)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shape-\(UInt32.random(in: 0...UInt32.max)).plist")
        try Data(text).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromPath = try PlistReader.read(contentsOf: url.path)
        #expect(try PlistReader.read(contentsOf: url).root == fromPath.root)
        #expect(try PlistReader.read(bytes: text).root == fromPath.root)
        #expect(try PlistReader.read(data: Data(text)).root == fromPath.root)
        do {
            _ = try PlistReader.read(contentsOf: URL(string: "https://example.com/a.plist")!)
            Issue.record("read a web URL")
        } catch {
            // `error` is a PlistError by the function's type: no cast.
            #expect(error == .unreadable(file: "https://example.com/a.plist", reason: "not a file URL"))
        }
    }
}
