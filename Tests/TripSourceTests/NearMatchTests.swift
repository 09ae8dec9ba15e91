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
