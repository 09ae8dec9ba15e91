import Foundation
import Testing
import TestSupport
import TripSource
@testable import TextFormats

/// Anchors, aliases and merge keys, which XcodeGen specs use and configuration files do not:
/// read when the reader is given a budget for the expanded document, refused otherwise.
@Suite("YAML anchors and aliases")
struct YAMLAliasTests {
    static func read(_ text: String, budget: Int = 1 << 20) throws(DocumentSyntaxError) -> DocumentNode? {
        try YAMLDocumentReader.read(Array(text.utf8), file: "s.yml", maxExpandedBytes: budget)
    }

    @Test("an alias stands for its anchor's value; a merge key merges mappings under the mapping's own keys")
    func aliasesAndMerges() throws {
        let text = """
            base: &base
              type: application
              settings: &settings {A: 1, B: [x, y]}
            other: &other {type: framework, platform: iOS}
            targets:
              App:
                <<: [*base, *other]
                platform: macOS
                settings: {<<: *settings, B: z}
              Tool:
                <<: *other
              List:
                - &item name
                - *item

            """
        let expected = #"{"base":{"type":s"application","settings":{"A":n"1","B":[s"x",s"y"]}},"#
            + #""other":{"type":s"framework","platform":s"iOS"},"#
            + #""targets":{"App":{"type":s"application","platform":s"macOS","settings":{"A":n"1","B":s"z"}},"#
            + #""Tool":{"type":s"framework","platform":s"iOS"},"List":[s"name",s"name"]}}"#
        #expect(canonicalText(try Self.read(text)) == expected)
    }

    @Test(
        "refuses what PyYAML refuses, and anchors where no budget is given",
        arguments: [
            ("a: 1️⃣*nowhere\n", "alias '*nowhere' names no anchor defined before it"),
            ("a: &x 1\nb: 1️⃣&x 2\n", "anchor '&x' is defined again (first at 1:4)"),
            ("a: &x 1\nb:\n  1️⃣<<: *x\n", "a merge key '<<' takes a mapping or a list of mappings"),
            ("a: &x\n  b: 1️⃣*x\n", "alias '*x' names no anchor defined before it"),
        ])
    func refused(_ marked: String, _ message: String) throws {
        let (text, location) = try Self.marked(marked)
        let error = #expect(throws: DocumentSyntaxError.self) { try Self.read(text) }
        #expect(error?.message == message)
        #expect(error?.location.line == location.line && error?.location.column == location.column)
    }

    @Test("without a budget (configuration files) anchors and aliases are refused, and << is a key")
    func configurationSubset() throws {
        #expect(throws: DocumentSyntaxError.self) { try YAMLDocumentReader.read(Array("a: &x 1\n".utf8), file: "c.yml") }
        let root = try YAMLDocumentReader.read(Array("a:\n  <<: {b: 1}\n".utf8), file: "c.yml")
        #expect(canonicalText(root) == #"{"a":{"<<":{"b":n"1"}}}"#)
    }

    @Test("a billion laughs is refused once its aliases would expand it past the input cap")
    func billionLaughs() throws {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let previous = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(previous)]\n"
        }
        let cap = InputLimit.fileSize.defaultValue
        let error = #expect(throws: DocumentSyntaxError.self) { try Self.read(text, budget: cap) }
        guard case .aliasExpansionTooLarge(let location, let limit)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(limit == cap && location.line >= 7)
        // Each level is nine times the last: the first levels stay within a small budget.
        let small = text.split(separator: "\n").prefix(3).joined(separator: "\n") + "\n"
        #expect(throws: Never.self) { try Self.read(small, budget: 8_192) }
        #expect(throws: DocumentSyntaxError.self) { try Self.read(small, budget: 1_024) }
    }

    /// A text with one 1️⃣ marker, and the marker's 1-based line and UTF-8 column.
    static func marked(_ marked: String) throws -> (String, (line: Int, column: Int)) {
        let parts = marked.components(separatedBy: "1️⃣")
        try #require(parts.count == 2)
        let before = parts[0]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = (before.split(separator: "\n", omittingEmptySubsequences: false).last?.utf8.count ?? 0) + 1
        return (parts.joined(), (line, column))
    }
}

/// Anchors, aliases and merge keys against PyYAML (with its merge keys) on generated
/// XcodeGen-shaped documents: every one read, to PyYAML's value.
@Suite("YAML anchors and aliases agree with PyYAML")
struct YAMLAliasAgreementTests {
    static let seed: UInt64 = 0x616C_6961_73  // "alias"
    static let count = 400

    @Test("reads generated documents with anchors, aliases and merge keys as PyYAML does",
          .enabled(if: YAMLOracle.isAvailable))
    func agreesWithPyYAML() throws {
        var corpus = YAMLAliasCorpus(seed: Self.seed)
        let documents = (0..<Self.count).map { _ in corpus.document() }
        #expect(documents.filter { $0.contains("*") }.count > Self.count / 2)
        #expect(documents.filter { $0.contains("<<") }.count > Self.count / 5)
        let theirs = try YAMLOracle.read(documents, merges: true)
        try #require(theirs.count == documents.count)
        var failures = 0
        for (index, document) in documents.enumerated() {
            let ours: YAMLOracle.Outcome
            do {
                let node = try YAMLDocumentReader.read(Array(document.utf8), file: "s.yml", maxExpandedBytes: 1 << 24)
                ours = .value(canonicalText(node))
            } catch {
                ours = .refused("\(error.location.line):\(error.location.column) \(error.message)")
            }
            guard case .value = theirs[index], ours == theirs[index] else {
                failures += 1
                if failures <= 10 {
                    Issue.record("""
                        document \(index) disagrees:
                        \(document)
                          ours:   \(ours)
                          PyYAML: \(theirs[index])
                        """)
                }
                continue
            }
        }
        #expect(failures == 0, "\(failures) of \(documents.count) documents disagree")
    }
}
