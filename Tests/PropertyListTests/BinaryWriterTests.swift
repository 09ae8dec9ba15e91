import Foundation
import Testing
import TestSupport
@testable import PropertyList

@Suite("Binary property list writing")
struct BinaryWriterTests {
    @Test("sizes are the smallest that fit and equal scalars are stored once")
    func layout() throws {
        let value: PlistValue = ["a": "a", "list": ["a", 300, .integer(PlistInteger(UInt64.max)), -1, true, true]]
        let bytes = PlistWriter.binaryBytes(value)
        let trailer = try bytes.withUnsafeBytes { try BinaryPlistTrailer($0, file: .unnamed) }
        // dict, "a" (key and values), "list", array, 300, UInt64.max, -1, true
        #expect(trailer.objectCount == 8)
        #expect(trailer.referenceSize == 1)
        #expect(trailer.offsetSize == 1)
        #expect(bytes.count == trailer.offsetTableOffset + 8 + 32)
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        // The 128-bit form for UInt64.max: marker 0x14, eight zero bytes, eight 0xFF bytes.
        let wide: [UInt8] = [0x14] + Array(repeating: 0, count: 8) + Array(repeating: 0xFF, count: 8)
        #expect((0...bytes.count - wide.count).contains { Array(bytes[$0..<$0 + wide.count]) == wide })
        #expect(try PlistReader.read(bytes: bytes).root == value)
    }

    @Test("references and offsets widen past 255 objects and 65,535 bytes, counts past 14 use the extended form")
    func widths() throws {
        let value = PlistValue.array((0..<70_000).map { .string("item \($0)") })
        let bytes = PlistWriter.binaryBytes(value)
        let trailer = try bytes.withUnsafeBytes { try BinaryPlistTrailer($0, file: .unnamed) }
        #expect(trailer.referenceSize == 4)
        #expect(trailer.offsetSize == 4)
        #expect(Array(bytes[8..<14]) == [0xAF, 0x12, 0x00, 0x01, 0x11, 0x70])
        #expect(try PlistReader.read(bytes: bytes).root == value)
        #expect(try FoundationPeer.read(Data(bytes)).value == value)
    }

    @Test("output is byte-identical to plistlib.dumps(fmt=FMT_BINARY, sort_keys=False), which reads it back equal",
          .enabled(if: Python.isAvailable))
    func plistlibIdentical() throws {
        var documents: [Data] = []
        var dumps: [String] = []
        for seed in 0..<200 as Range<UInt64> {
            var generator = RandomPlist(seed: seed &* 104_729, profile: .init(uids: true, carriageReturns: true))
            let value = generator.value()
            documents.append(PlistWriter.binary(value))
            dumps.append(CanonicalDump.dump(value))
        }
        let readings = try CanonicalDump.pythonRead(documents)
        #expect(readings.count == documents.count)
        for (index, reading) in readings.enumerated() {
            let result = try #require(try? reading.get(), "seed \(index): \(reading)")
            #expect(result.dump == dumps[index], "seed \(index)")
            #expect(result.rewritten == documents[index], "seed \(index)")
        }
    }

    @Test("Foundation's PropertyListSerialization reads it back equal", arguments: 0..<100)
    func foundationReadsBack(seed: UInt64) throws {
        var generator = RandomPlist(seed: seed &* 7_777, profile: .everything)
        let value = generator.value()
        let (read, format) = try FoundationPeer.read(PlistWriter.binary(value))
        #expect(format == .binary)
        #expect(read == value.withOpaqueUIDs)
    }

    struct Catalog: Codable, Equatable {
        struct Destination: Codable, Equatable {
            let name: String
            let latitude: Double
            let visits: Int
            let big: UInt64
            let favorite: Bool
            let added: Date
            let thumbnail: Data
            let tags: [String]
        }
        let destinations: [Destination]
    }

    @Test("PropertyListDecoder decodes Codable types from it")
    func decoder() throws {
        func destination(_ index: Int) -> Catalog.Destination {
            let tags: [String] = index % 3 == 0 ? [] : ["tag", "tag \(index)"]
            let added = Date(timeIntervalSinceReferenceDate: Double(index) * 86_400.5)
            return Catalog.Destination(name: "Place \(index) 🚗", latitude: Double(index) / 3, visits: index - 10,
                                       big: UInt64.max - UInt64(index), favorite: index % 2 == 0, added: added,
                                       thumbnail: Data([UInt8(index), 0xFF]), tags: tags)
        }
        let catalog = Catalog(destinations: (0..<20).map(destination))
        func plist(_ destination: Catalog.Destination) -> PlistValue {
            let tags: [PlistValue] = destination.tags.map { PlistValue.string($0) }
            let entries: [(String, PlistValue)] = [
                ("name", .string(destination.name)), ("latitude", .real(destination.latitude)),
                ("visits", .integer(destination.visits)), ("big", .integer(PlistInteger(destination.big))),
                ("favorite", .boolean(destination.favorite)), ("added", .date(destination.added)),
                ("thumbnail", .data(destination.thumbnail)), ("tags", .array(tags)),
            ]
            return .dictionary(PlistDictionary(entries))
        }
        let value: PlistValue = ["destinations": .array(catalog.destinations.map(plist))]
        let decoded = try PropertyListDecoder().decode(Catalog.self, from: PlistWriter.binary(value))
        #expect(decoded == catalog)
        // And the other way: what Foundation's encoder writes reads to the same value here.
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        #expect(try PlistReader.read(data: encoder.encode(catalog)).root == value)
    }
}
