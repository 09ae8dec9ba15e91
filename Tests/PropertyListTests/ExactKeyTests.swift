import Foundation
import Testing
import TestSupport
import TripSource
@testable import PropertyList

/// Keys are told apart by their exact scalars, as CoreFoundation and plistlib tell them apart.
@Suite("Keys compared by their exact scalars")
struct ExactKeyTests {
    /// Two pairs of canonically equivalent keys: Swift's `==` says each pair is one string.
    static let keys = ["\u{E9}", "e\u{301}", "\u{212B}", "\u{C5}"]

    static var dictionary: PlistDictionary {
        PlistDictionary(keys.enumerated().map { ($1, PlistValue(integerLiteral: Int64($0))) })
    }

    @Test("a dictionary keeps canonically equivalent keys apart, small or indexed")
    func dictionaryKeepsBoth() {
        #expect("\u{E9}" == "e\u{301}", "Swift's String == is canonical equivalence")
        var small = Self.dictionary
        #expect(small.count == 4)
        #expect(small["e\u{301}"] == 1 && small["\u{E9}"] == 0)
        small["e\u{301}"] = nil
        #expect(small.keys == ["\u{E9}", "\u{212B}", "\u{C5}"])
        // Past the linear-search size the dictionary hashes its keys; the same must hold.
        var large = Self.dictionary
        for index in 0..<40 { large["k\(index)"] = PlistValue(integerLiteral: Int64(index)) }
        #expect(large.count == 44)
        #expect(large["\u{212B}"] == 2 && large["\u{C5}"] == 3)
    }

    @Test("values differing only in normalisation are not equal")
    func valuesDiffer() {
        #expect(PlistValue(stringLiteral: "\u{E9}") != PlistValue(stringLiteral: "e\u{301}"))
    }

    @Test("every reader keeps both keys, reports no duplicate, and every writer writes both",
          arguments: ["xml", "binary", "openstep"])
    func readersAndWriters(_ format: String) throws {
        let root = PlistValue.dictionary(Self.dictionary)
        let bytes: [UInt8] = switch format {
        case "xml": try PlistWriter.xmlBytes(root)
        case "binary": PlistWriter.binaryBytes(root)
        default: Array(PlistWriter.openStep(root).utf8)
        }
        let document = try PlistReader.read(bytes: bytes, file: "keys")
        #expect(document.duplicateKeys.isEmpty)
        let read = try #require(document.root.dictionary)
        #expect(read.keys.map { Array($0.unicodeScalars) } == Self.keys.map { Array($0.unicodeScalars) })
    }

    @Test("plistlib reads the four keys of our XML back as four", .enabled(if: Python.isAvailable))
    func plistlibAgrees() throws {
        let xml = try PlistWriter.xml(.dictionary(Self.dictionary))
        let output = try Python.run("import plistlib,sys; d = plistlib.loads(sys.stdin.buffer.read()); print(len(d))", input: xml)
        #expect(String(decoding: output, as: UTF8.self) == "4\n")
    }
}
