import Foundation
import Testing
import TestSupport
import TripSource
@testable import TextFormats

/// The YAML reader against PyYAML on generated configuration files (`YAMLCorpus`): every clean
/// document is read, to the same value; every mutated one is either read to the value PyYAML
/// reads, or refused with an error in the file, and whatever PyYAML refuses is refused.
@Suite("YAML reader agrees with PyYAML")
struct YAMLPyYAMLAgreementTests {
    static let seed: UInt64 = 0x7472_6970_6B69_74  // "tripkit"
    static let cleanCount = 300
    static let mutationsPerDocument = 2

    @Test("reads generated configuration files as PyYAML does, and refuses what it refuses",
          .enabled(if: YAMLOracle.isAvailable))
    func agreesWithPyYAML() throws {
        var corpus = YAMLCorpus(seed: Self.seed)
        var clean: [String] = []
        var mutated: [String] = []
        for _ in 0..<Self.cleanCount {
            let document = corpus.document()
            clean.append(document)
            for _ in 0..<Self.mutationsPerDocument { mutated.append(corpus.mutation(of: document)) }
        }
        let theirs = try YAMLOracle.read(clean + mutated)
        try #require(theirs.count == clean.count + mutated.count, "python3 read \(theirs.count) documents")

        var failures = 0
        var refusedByBoth = 0
        var refusedByUsOnly = 0
        for (index, document) in (clean + mutated).enumerated() {
            let isClean = index < clean.count
            let ours: YAMLOracle.Outcome
            do {
                ours = .value(canonicalText(try YAMLDocumentReader.read(Array(document.utf8), file: "c.yml")))
            } catch {
                #expect(error.location.file == "c.yml" && error.location.line >= 1, "\(error)")
                ours = .refused("\(error.location.line):\(error.location.column) \(error.message)")
            }
            switch (ours, theirs[index]) {
            case (.value(let a), .value(let b)) where a == b:
                continue
            case (.refused, .refused):
                refusedByBoth += 1
                continue
            case (.refused, .value) where !isClean:
                // A mutation PyYAML reads (a multi-line scalar, an anchor, a duplicate key...) that
                // the subset refuses, saying what and where.
                refusedByUsOnly += 1
                continue
            default:
                failures += 1
                if failures <= 15 {
                    Issue.record("""
                        \(isClean ? "clean" : "mutated") document \(index) disagrees:
                        \(document.debugDescription)
                          ours:   \(ours)
                          PyYAML: \(theirs[index])
                        """)
                }
            }
        }
        #expect(failures == 0, "\(failures) of \(clean.count + mutated.count) documents disagree")
        // The mutations must exercise both sides: refusals both agree on, and PyYAML-only values.
        #expect(refusedByBoth > mutated.count / 10, "only \(refusedByBoth) mutations refused by both")
        #expect(refusedByUsOnly < mutated.count / 2, "\(refusedByUsOnly) mutations refused by us only")
    }
}

/// Block scalars (`|`, `>`) against PyYAML: every document of the table, and the XcodeGen spec
/// fixtures, read to the value PyYAML reads, or refused by both.
@Suite("YAML block scalars agree with PyYAML")
struct YAMLBlockScalarAgreementTests {
    static let documents: [String] = [
        "script: |\n  echo one\n  echo two\n",
        "script: |\n  echo one\n\n  echo two\n\n\nnext: 1\n",
        "script: |-\n  trimmed\n\n",
        "script: |+\n  kept\n\n\nnext: 1\n",
        "script: |+\n  kept\n\n",
        "text: >\n  folded\n  into one\n\n  paragraph two\n    indented\n  back\n",
        "text: >-\n  a\n  b\n",
        "text: >+\n  a\n  b\n\n",
        "text: |2\n    two more\n   one more\n",
        "text: |1-\n  x\n",
        "text: |-1\n  x\n",
        "text: | # a comment\n  body # not a comment\n",
        "text: |\n\n   \n  after blank lines\n",
        "text: |\n   deep first\n  shallow second\n",
        "text: |\nnext: 1\n",
        "text: |\n",
        "text: |",
        "text: |+\n\n\n",
        "- |\n  item one\n- >\n  item\n  two\n- plain\n",
        "key:\n- |\n  in an indentless list\n- x\n",
        "a:\n  b: |\n    nested\n      more\n  c: d\n",
        "a:\n  |\n   on its own line\n",
        "- - |\n    deep\n",
        "--- |\n  document\n",
        "|\n text at the top\n",
        "text: |\r\n  windows\r\n  lines\r\n",
        "text: |\n  tab\there\n\tafter\n",
        "text: >\n  x\n\n\n  y\n",
        "text: >\n   more\n  less\n",
        "text: |x\n  bad\n",
        "text: |0\n  bad\n",
        "text: |++\n  bad\n",
        "text: |\n  a\n b: 1\n",
        "text: |\n    a\n  b\n",
        "- |\n  one\n  two\n- | \n\n  three\n",
        "scripts:\n  - name: Lint\n    script: |\n      if [ -x lint ]; then\n        lint --strict\n      fi\n    basedOnDependencyAnalysis: false\n",
    ]

    @Test("reads block scalars as PyYAML does, and refuses what it refuses", .enabled(if: YAMLOracle.isAvailable))
    func agreesWithPyYAML() throws {
        let fixtures = try XcodeGenFixtures.specs()
        let documents = Self.documents + fixtures.map(\.text)
        let theirs = try YAMLOracle.read(documents)
        try #require(theirs.count == documents.count)
        for (index, document) in documents.enumerated() {
            let ours: YAMLOracle.Outcome
            do {
                ours = .value(canonicalText(try YAMLDocumentReader.read(Array(document.utf8), file: "b.yml")))
            } catch {
                ours = .refused("\(error.location.line):\(error.location.column) \(error.message)")
            }
            switch (ours, theirs[index]) {
            case (.value(let a), .value(let b)) where a == b: continue
            case (.refused, .refused): continue
            default:
                Issue.record("""
                    document \(index < Self.documents.count ? "\(index)" : fixtures[index - Self.documents.count].path) disagrees:
                    \(document.debugDescription)
                      ours:   \(ours)
                      PyYAML: \(theirs[index])
                    """)
            }
        }
        // The fixtures are what XcodeGen reads: each must read.
        for fixture in fixtures {
            #expect(throws: Never.self, "\(fixture.path)") {
                try YAMLDocumentReader.read(Array(fixture.text.utf8), file: fixture.path)
            }
        }
    }
}

/// The XcodeGen specs under `Fixtures/validation/xcodegen`.
enum XcodeGenFixtures {
    static func specs() throws -> [(path: String, text: String)] {
        let folder = SharedFiles.fixtures.appendingPathComponent("validation/xcodegen")
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var specs: [(String, String)] = []
        for case let path as String in walker where path.hasSuffix(".yml") {
            specs.append((path, try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)))
        }
        return specs.sorted { $0.0 < $1.0 }
    }
}
