import Testing
import TripSource

@Suite("Did you mean")
struct NearMatchTests {
    @Test("edit distance counts insertions, deletions, substitutions and swaps of neighbours", arguments: [
        ("", "", 0), ("abc", "", 3), ("kitten", "sitting", 3), ("list", "lsit", 1), ("list", "lst", 1),
        ("ca", "abc", 3),
        ("select", "select", 0),
    ])
    func distance(a: String, b: String, expected: Int) {
        #expect(NearMatch.editDistance(a, b) == expected)
        #expect(NearMatch.editDistance(b, a) == expected)
    }

    @Test("suggests near misses and prefixes, and nothing for unrelated words", arguments: [
        ("lst", "list"), ("selcet", "select"), ("--jsno", "--json"), ("--dest", "--destinations"),
        ("curent", "current"), ("xyz", nil), ("--verbose", nil), ("a", nil),
    ] as [(String, String?)])
    func nearest(word: String, expected: String?) {
        let candidates = ["list", "show", "select", "current", "reset", "--json", "--destinations", "--help"]
        #expect(NearMatch.nearest(to: word, in: candidates) == expected)
    }
}

@Suite("Did you mean, bounded")
struct BoundedNearMatchTests {
    /// The plain definition: the earliest candidate at the smallest distance within the limit, else
    /// the earliest one the word is a prefix of.
    static func reference(_ word: String, _ candidates: [String]) -> String? {
        let bare = word.unicodeScalars.drop { $0 == "-" }.count
        let limit = bare <= 4 ? 1 : 2
        var best: (String, Int)?
        for candidate in candidates where !candidate.hasSameScalarsForTest(word) {
            let distance = NearMatch.editDistance(word, candidate)
            if distance <= limit, distance < bare, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        if let best { return best.0 }
        guard bare >= 3 else { return nil }
        return candidates.first { $0.unicodeScalars.starts(with: word.unicodeScalars) && $0.unicodeScalars.count > word.unicodeScalars.count }
    }

    @Test("the length and signature filters and the band find what comparing every candidate finds")
    func matchesTheDefinition() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcde-")
        func word() -> String { String((0..<Int.random(in: 1...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }) }
        for _ in 0..<300 {
            let candidates = (0..<40).map { _ in word() }
            let index = NearMatch.Candidates(candidates)
            for _ in 0..<10 {
                let typed = word()
                #expect(index.nearest(to: typed) == Self.reference(typed, candidates), "\(typed) in \(candidates)")
            }
        }
    }

    @Test("long names: found one edit apart up to the compared length; beyond it, no suggestion and no quadratic table")
    func longNames() {
        let name = String(repeating: "ab", count: 450)
        let typed = "x" + name.dropFirst()
        #expect(NearMatch.nearest(to: typed, in: ["other", name]) == name, "a 900-character name one edit away")
        // 30,000 characters: past the compared length, so no edit distance is computed (a full
        // table would be 900 million cells; the banded rows are 30,001 cells each).
        let long = String(repeating: "ab", count: 15_000)
        let longTyped = "x" + long.dropFirst()
        #expect(NearMatch.nearest(to: longTyped, in: ["other", long]) == nil, "no suggestion past the compared length")
        // A prefix still counts, found by binary search rather than by comparing every name.
        #expect(NearMatch.nearest(to: String(long.prefix(20_000)), in: ["other", long]) == long, "prefix of a long name")
    }

    @Test("names are compared by their scalars: a decomposed é is two scalars")
    func scalars() {
        #expect(NearMatch.editDistance("caf\u{E9}", "cafe\u{301}") == 2)
        #expect(NearMatch.editDistance("caf\u{E9}", "caf\u{E9}") == 0)
    }
}

extension String {
    fileprivate func hasSameScalarsForTest(_ other: String) -> Bool {
        unicodeScalars.elementsEqual(other.unicodeScalars)
    }
}
