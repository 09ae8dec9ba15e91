import Foundation
import Testing
import TestSupport

/// The golden-file helper's diff, checked against `diff -u` (the reporters' golden files are only
/// as readable as the diff shown when one of them changes).
@Suite("Golden-file diff")
struct GoldenFileDiffTests {
    /// Pairs of texts: a changed line, insertions, deletions, far-apart changes (two hunks), close
    /// ones (one hunk), a missing final line break, and empty sides.
    static let pairs: [(String, String)] = [
        ("a\nb\nc\n", "a\nB\nc\n"),
        ("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n", "1\n2\nthree\n4\n5\n6\n7\n8\n9\n10\n11\n12\nthirteen\n14\n15\n"),
        ("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n"),
        ("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "0\n1\n2\n4\n5\n6\n7\n8\n10\n"),
        ("x\ny\n", "x\ny"),
        ("", "only\n"),
        ("gone\n", ""),
        ("a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n", "a\nb\nX\nd\ne\nf\ng\nh\ni\nY\nk\nl\nm\n"),
    ]

    @Test("the hunks are those of diff -u", .enabled(if: Subprocess.isInstalled("diff")), arguments: pairs)
    func matchesDiff(expected: String, actual: String) throws {
        let ours = try #require(GoldenFile.unifiedDiff(expected: expected, actual: actual))
        #expect(Self.hunks(ours) == Self.hunks(try Self.systemDiff(expected, actual)))
    }

    @Test("equal texts have no diff")
    func equal() {
        #expect(GoldenFile.unifiedDiff(expected: "same\n", actual: "same\n") == nil)
    }

    @Test("a long diff is cut at the limit")
    func limit() throws {
        let old = (0..<500).map { "old \($0)\n" }.joined()
        let new = (0..<500).map { "new \($0)\n" }.joined()
        let diff = try #require(GoldenFile.unifiedDiff(expected: old, actual: new, limit: 50))
        let lines = diff.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("-old") }.count == 50)
        #expect(lines.last == "... (diff cut at 50 lines)")
    }

    @Test("a mismatch names the golden file and shows the diff; a missing file says how to write it")
    func difference() throws {
        let folder = try TemporaryDirectory(prefix: "golden-test")
        let file = try folder.write("out.txt", Data("one\ntwo\n".utf8))
        #expect(GoldenFile.difference("one\ntwo\n", golden: file) == nil)
        let message = try #require(GoldenFile.difference("one\n2\n", golden: file))
        #expect(message.hasPrefix("output differs from golden file out.txt:\n--- golden/out.txt\n+++ actual\n"))
        #expect(message.hasSuffix("@@ -1,2 +1,2 @@\n one\n-two\n+2"))
        let missing = try #require(GoldenFile.difference("x", golden: folder.file("none.txt")))
        #expect(missing.contains("TRIPKIT_UPDATE_GOLDEN=1"))
    }

    /// The lines from the first hunk header on (the `---`/`+++` headers name files and times).
    private static func hunks(_ diff: String) -> [Substring] {
        Array(diff.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("@@") })
            .filter { !$0.isEmpty }
    }

    private static func systemDiff(_ expected: String, _ actual: String) throws -> String {
        let folder = try TemporaryDirectory(prefix: "golden-diff")
        defer { withExtendedLifetime(folder) {} }
        let old = try folder.write("old", Data(expected.utf8)), new = try folder.write("new", Data(actual.utf8))
        return try Subprocess.run("diff", ["-u", old.path, new.path]).output
    }
}
