import Testing
import TestSupport
import TripSource
@testable import TextFormats

@Suite("JSON reader keeping duplicate keys")
struct JSONDuplicateKeyTests {
    @Test("a repeated key is kept in file order and noted with both places; the refusing reader still refuses it")
    func keepsAndNotes() throws {
        let marked = MarkedText("{\"a\": 1, 1️⃣\"b\": {\"x\": true, 2️⃣\"x\": false}, 3️⃣\"b\": 2, 4️⃣\"b\": 3}")
        let bytes = Array(marked.text.utf8)
        let (root, duplicates) = try JSONDocumentReader.readKeepingDuplicates(bytes, file: "c.json")
        guard case .map(let entries, _) = root else {
            Issue.record("not a mapping")
            return
        }
        #expect(entries.map(\.key) == ["a", "b", "b", "b"])
        let places = duplicates.map { "\($0.key) \($0.first.line):\($0.first.column) \($0.duplicate.line):\($0.duplicate.column)" }
        let (b, x, third, fourth) = (marked["1️⃣"], marked["2️⃣"], marked["3️⃣"], marked["4️⃣"])
        #expect(places == [
            "x \(x.line):\(x.column - 11) \(x.line):\(x.column)",
            "b \(b.line):\(b.column) \(third.line):\(third.column)",
            "b \(third.line):\(third.column) \(fourth.line):\(fourth.column)",
        ])
        #expect(throws: DocumentSyntaxError.self) { try JSONDocumentReader.read(bytes, file: "c.json") }
    }

    @Test("keys are told apart by their exact scalars when kept too")
    func exactScalars() throws {
        let (_, duplicates) = try JSONDocumentReader.readKeepingDuplicates(Array("{\"\u{E9}\": 1, \"e\u{301}\": 2}".utf8), file: "c.json")
        #expect(duplicates.isEmpty)
    }

    @Test("a mapping of many keys finds each repetition, before and after it holds more than a few keys")
    func manyKeys() throws {
        // Keys k0...k19, then k3 again (seen among the first few), k15 (seen later), k3 a third time,
        // and keys that differ from a seen one only in their last byte or their length.
        let keys = (0..<20).map { "k\($0)" } + ["k3", "k15", "k3", "k1x", "k", "k10"]
        let text = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ",\n") + "}"
        let (root, duplicates) = try JSONDocumentReader.readKeepingDuplicates(Array(text.utf8), file: "c.json")
        guard case .map(let entries, _) = root else {
            Issue.record("not a mapping")
            return
        }
        #expect(entries.map(\.key) == keys)
        // Each line holds one key, so a key's line is its index plus one.
        #expect(duplicates.map { "\($0.key) \($0.first.line) \($0.duplicate.line)" } == [
            "k3 4 21", "k15 16 22", "k3 21 23", "k10 11 26",
        ])
        for count in [2, 8, 9, 30] {
            let few = "{" + (0..<count).map { "\"k\($0)\": 0" }.joined(separator: ",") + ", \"k1\": 1}"
            let (_, found) = try JSONDocumentReader.readKeepingDuplicates(Array(few.utf8), file: "c.json")
            #expect(found.map(\.key) == ["k1"], "\(count) keys")
        }
    }
}

