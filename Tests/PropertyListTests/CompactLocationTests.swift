import Testing
import TripSource
@testable import PropertyList

/// Values and dictionary entries keep their optional locations in 16 bytes each, with a stand-in for
/// `nil` (`TripSource.SourceLocation.absent`): every location, however plain, must come back exactly, and
/// `nil` must stay `nil`.
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
        #expect(TripSource.SourceLocation.absent.isAbsent)
        for location in Self.locations {
            #expect(!location.isAbsent)
            #expect(location != TripSource.SourceLocation.absent)
        }
        #expect(TripSource.SourceLocation.absent.file == "")
    }

    @Test("a dictionary entry takes 72 bytes and a value 40, so a large file's tree stays within twice its size")
    func layout() {
        // Stored as `TripSource.SourceLocation?`, each location took 17 bytes and an entry 80.
        #expect(MemoryLayout<PlistDictionary.Entry>.stride <= 72)
        #expect(MemoryLayout<PlistValue>.stride <= 40)
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
