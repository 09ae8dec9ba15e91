import Testing
import TripSource

/// Keys and file names are told apart by their exact scalars, unlike Swift's `String` equality.
@Suite("Exact keys and file names")
struct ExactKeyTests {
    @Test("keys of canonically equivalent strings differ, and equal keys hash alike")
    func keys() {
        #expect("\u{E9}" == "e\u{301}", "Swift's String == is canonical equivalence")
        #expect(ExactKey("\u{E9}") != ExactKey("e\u{301}"))
        #expect(ExactKey("K") != ExactKey("\u{212A}"))
        #expect(Set(["\u{E9}", "e\u{301}", "\u{E9}"].map { ExactKey($0) }).count == 2)
        #expect(ExactKey("e\u{301}").hashValue == ExactKey("e\u{301}").hashValue)
        let literal: ExactKey = "e\u{301}"
        #expect(literal == ExactKey("e\u{301}"))
    }

    @Test("files whose paths differ only in normalisation are two files, each keeping its path")
    func files() {
        let composed = SourceFile(path: "/tmp/\u{E9}.plist"), decomposed = SourceFile(path: "/tmp/e\u{301}.plist")
        #expect(composed != decomposed)
        #expect(Array(decomposed.path.unicodeScalars) == Array("/tmp/e\u{301}.plist".unicodeScalars))
        #expect(SourceFile(path: "/tmp/e\u{301}.plist") == decomposed)
    }
}
