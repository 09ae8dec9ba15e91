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
