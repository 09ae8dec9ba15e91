import Testing
import TripSource
@testable import PropertyList

/// Values keep their optional location in 15 bytes and dictionary entries their key's in 15 too
/// (a 24-bit file id, all ones standing for `nil`): every
/// location, however plain, must come back exactly, and `nil` must stay `nil`.
@Suite("Compact locations")
struct CompactLocationTests {
    /// Locations a stand-in for `nil` could be mistaken for: all zero in the unnamed file, the whole
    /// file, a byte offset, and the largest numbers a location keeps.
    static let locations: [TripSource.SourceLocation] = [
        TripSource.SourceLocation(file: SourceFile.unnamed, byteOffset: 0),
        TripSource.SourceLocation(file: "", line: 0, column: 0, offset: 0),
        TripSource.SourceLocation(wholeFile: ""),
        TripSource.SourceLocation(wholeFile: "whole.plist"),
        TripSource.SourceLocation(file: "binary.plist", byteOffset: 42),
        TripSource.SourceLocation(file: "text.plist", line: 1, column: 1, offset: 0),
        TripSource.SourceLocation(file: "text.plist", line: 3, column: 7, offset: 40),
        TripSource.SourceLocation(file: "max.plist", line: Int(UInt32.max), column: Int(UInt32.max), offset: Int(UInt32.max)),
    ]

    @Test("a value keeps any location exactly, and nil as nil", arguments: locations)
    func valueLocation(_ location: TripSource.SourceLocation) {
        var value = PlistValue(.string("x"), location: location)
        #expect(value.location == location)
        #expect(value.location?.description == location.description)
        #expect(value.location?.isWholeFile == location.isWholeFile)
        value.location = nil
        #expect(value.location == nil)
        value.location = location
        #expect(value.location == location)
        #expect(PlistValue(.integer(1)).location == nil)
        #expect(PlistValue(.integer(1), location: nil).location == nil)
    }

    @Test("an entry keeps any key location exactly, and nil as nil", arguments: locations)
    func keyLocation(_ location: TripSource.SourceLocation) {
        var entry = PlistDictionary.Entry(key: "k", keyLocation: location, value: PlistValue(.boolean(true)))
        #expect(entry.keyLocation == location)
        #expect(entry.value.location == nil)
        entry.keyLocation = nil
        #expect(entry.keyLocation == nil)
        entry.keyLocation = location
        entry.value.location = location
        #expect(entry.keyLocation == location && entry.value.location == location)
        #expect(PlistDictionary.Entry(key: "k", value: .string("v")).keyLocation == nil)
    }

    @Test("the stand-in for nil is no location any file makes")
    func absentIsNoLocation() {
        let none = TripSource.SourceLocation.packed(nil)
        #expect(UInt32(none.fileHigh) << 16 | UInt32(none.fileLow) == SourceFile.noCompactID)
        #expect(TripSource.SourceLocation(packedFileHigh: none.fileHigh, fileLow: none.fileLow, line: none.line,
                                          column: none.column, offset: none.offset) == nil)
        for location in Self.locations {
            let parts = TripSource.SourceLocation.packed(location)
            #expect(UInt32(parts.fileHigh) << 16 | UInt32(parts.fileLow) != SourceFile.noCompactID)
            #expect(TripSource.SourceLocation(packedFileHigh: parts.fileHigh, fileLow: parts.fileLow, line: parts.line,
                                              column: parts.column, offset: parts.offset) == location)
        }
    }

    @Test("a dictionary entry takes 64 bytes and a value 32")
    func layout() {
        // Stored as `SourceLocation?`, each location took 17 bytes and an entry 80; stored as a
        // `SourceLocation` after the content, a value took 40 in an array.
        #expect(MemoryLayout<PlistDictionary.Entry>.stride <= 64)
        #expect(MemoryLayout<PlistValue>.stride <= 32)
    }

    @Test("a value keeps every bit of its location's file id up to 24 bits, and its line, column and offset",
          arguments: [UInt32(0), 1, 0xFF, 0x100, 0xFFFF, 0x1_0000, 0x12_3456, 0xFE_FFFF, 0xFF_FFFE])
    func valueFileBits(_ id: UInt32) {
        let location = TripSource.SourceLocation(compactFile: id, line: 0xDEAD_BEEF, column: 0x0BAD_F00D, offset: 0xFFFF_FFFF)
        for content: PlistValue.Content in [.string("a string of more than fifteen bytes"), .real(-0.0), .uid(.max),
                                            .array([.boolean(true)]), .dictionary(["k": .integer(-1)])] {
            let value = PlistValue(content, location: location)
            let kept = value.location?.compactParts
            #expect(kept?.file == id)
            #expect(kept?.line == 0xDEAD_BEEF && kept?.column == 0x0BAD_F00D && kept?.offset == 0xFFFF_FFFF)
            // The packed location lies beside the content, and neither overwrites the other.
            #expect(value == PlistValue(content))
        }
    }

    @Test("an entry keeps every bit of a key location's file id up to 24 bits, and its line, column and offset",
          arguments: [UInt32(0), 1, 0xFF, 0x100, 0xFFFF, 0x1_0000, 0x12_3456, 0xFE_FFFF, 0xFF_FFFE])
    func keyFileBits(_ id: UInt32) {
        // Ids no path has been given yet: compared as ids only, never rendered.
        let location = TripSource.SourceLocation(compactFile: id, line: 0xDEAD_BEEF, column: 0x0BAD_F00D, offset: 0xFFFF_FFFF)
        let entry = PlistDictionary.Entry(key: "k", keyLocation: location, value: PlistValue(.boolean(true)))
        let kept = entry.keyLocation?.compactParts
        #expect(kept?.file == id)
        #expect(kept?.line == 0xDEAD_BEEF && kept?.column == 0x0BAD_F00D && kept?.offset == 0xFFFF_FFFF)
        #expect(id < SourceFile.noCompactID)
    }

    @Test("a read file's values and keys know their file, line, column and offset; withoutLocations forgets them all")
    func readLocations() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>a</key>
            \t<array><string>s</string><dict/></array>
            </dict>
            </plist>
            """
        let document = try PlistReader.read(bytes: Array(text.utf8), file: "t.plist")
        let root = try #require(document.root.dictionary)
        let entry = try #require(root.entry(forKey: "a"))
        #expect(entry.keyLocation == TripSource.SourceLocation(file: "t.plist", line: 4, column: 2, offset: 69))
        #expect(entry.value.location == TripSource.SourceLocation(file: "t.plist", line: 5, column: 2, offset: 83))
        let items = try #require(entry.value.array)
        #expect(items.map { $0.location?.shortDescription } == ["5:9", "5:27"])
        #expect(document.root.location?.description == "t.plist:3:1")
        let bare = document.root.withoutLocations
        #expect(bare.location == nil)
        let bareEntry = try #require(bare.dictionary?.entry(forKey: "a"))
        #expect(bareEntry.keyLocation == nil && bareEntry.value.location == nil)
        #expect(bareEntry.value.array?.allSatisfy { $0.location == nil } == true)
        #expect(bare == document.root)
    }
}
