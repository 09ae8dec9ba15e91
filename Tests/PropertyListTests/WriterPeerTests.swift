import Foundation
import Testing
import TestSupport
@testable import PropertyList

/// What we write, a reader nobody here wrote reads back equal: Foundation's
/// `PropertyListSerialization` for XML and OpenStep, python's `json` module for JSON. (plistlib's
/// readings of our XML and binary output, and Foundation's of our binary output, are checked in
/// `RoundTripTests`, `XMLWriterTests` and `BinaryWriterTests`.)
@Suite("Peers read what the writers write")
struct WriterPeerTests {
    @Test("Foundation reads our XML output of generated values back equal, UIDs and carriage returns included",
          arguments: 0..<100)
    func foundationReadsXML(seed: UInt64) throws {
        var generator = RandomPlist(seed: seed &* 31_337, profile: .init(uids: true, carriageReturns: true))
        let value = generator.value()
        let (read, format) = try FoundationPeer.read(PlistWriter.xml(value))
        #expect(format == .xml)
        #expect(read == value.withOpaqueUIDs)
    }

    @Test("Foundation reads our OpenStep output to the value our reader reads from it", arguments: 0..<100)
    func foundationReadsOpenStep(seed: UInt64) throws {
        var generator = RandomPlist(seed: seed &* 4_099, profile: .init())
        let value = generator.value()
        // OpenStep has strings, data, arrays and dictionaries only, so both readers see numbers,
        // booleans and dates as their text; a container root keeps Foundation from reading a bare
        // string as a .strings file.
        let written = Data(PlistWriter.openStep(["root": value]).utf8)
        let (theirs, format) = try FoundationPeer.read(written)
        #expect(format == .openStep)
        #expect(theirs == (try PlistReader.read(bytes: Array(written)).root))
    }

    @Test("python's json module reads our JSON output of generated values equal", .enabled(if: Python.isAvailable))
    func pythonReadsJSON() throws {
        var documents: [String] = []
        var expected: [String] = []
        for seed in 0..<200 as Range<UInt64> {
            var generator = RandomPlist(seed: seed &* 7_919, profile: .init(carriageReturns: true))
            let value = Self.jsonHoldable(generator.value())
            documents.append(try PlistWriter.json(value, options: .init(prettyPrinted: seed % 2 == 0)))
            expected.append(CanonicalDump.dump(Self.asJSONReadsIt(value)))
        }
        let script = CanonicalDump.pythonPrelude + "\n" + #"""
        def pairs(items):
            seen = set()
            for k, _ in items:
                if k in seen:
                    raise ValueError("duplicate key %r" % k)
                seen.add(k)
            return dict(items)
        results = []
        for text in json.load(sys.stdin):
            out = []
            dump(json.loads(text, object_pairs_hook=pairs), 0, out)
            results.append("\n".join(out))
        print(json.dumps(results))
        """#
        let output = try Python.run(script, input: try JSONSerialization.data(withJSONObject: documents))
        let readings = try #require(try JSONSerialization.jsonObject(with: output) as? [String])
        #expect(readings.count == documents.count)
        for (index, (reading, dump)) in zip(readings, expected).enumerated() {
            #expect(reading == dump, "document \(index):\n\(documents[index])")
        }
    }

    @Test("JSON refuses what it cannot hold, naming the keypath and the kind",
          arguments: [
              (PlistValue.date(Date(timeIntervalSince1970: 0)), "a date"),
              (PlistValue.data(Data([1])), "data"),
              (PlistValue.uid(3), "a UID"),
              (PlistValue.real(.nan), "NaN or infinity"),
          ])
    func jsonRefuses(value: PlistValue, kind: String) throws {
        let error = try #require(throws: PlistWriteError.self) {
            try PlistWriter.json(["list": ["x", ["k.y": value]]])
        }
        #expect(error.description.contains("list.1"), "\(error)")
        #expect(error.description.contains(kind), "\(error)")
    }

    /// The value with what JSON has no form for (dates, data, UIDs, NaN, infinity) replaced by
    /// strings.
    static func jsonHoldable(_ value: PlistValue) -> PlistValue {
        mapLeaves(value) { leaf in
            switch leaf.content {
            case .date, .data, .uid: return .string("\(leaf)")
            case .real(let real) where !real.isFinite: return .string("\(real)")
            default: return leaf
            }
        }
    }

    /// The value as a JSON reader returns it: a real written without a fraction or exponent
    /// (`plutil`'s layout writes 2.0 as `2`) comes back as an integer.
    static func asJSONReadsIt(_ value: PlistValue) -> PlistValue {
        mapLeaves(value) { leaf in
            guard case .real(let real) = leaf.content else { return leaf }
            let text = JSONNumberText.format(real)
            guard !text.contains("."), !text.contains("e"), let integer = Int64(text) else { return leaf }
            return .integer(PlistInteger(integer))
        }
    }

    /// The value with every value that is not an array or dictionary transformed (generated values
    /// are a few levels deep, so recursion is bounded here).
    static func mapLeaves(_ value: PlistValue, _ transform: (PlistValue) -> PlistValue) -> PlistValue {
        switch value.content {
        case .array(let items): return .array(items.map { mapLeaves($0, transform) })
        case .dictionary(let dictionary):
            var copy = PlistDictionary()
            for entry in dictionary.entries { copy[entry.key] = mapLeaves(entry.value, transform) }
            return .dictionary(copy)
        default: return transform(value)
        }
    }
}
