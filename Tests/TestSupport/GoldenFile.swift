import Foundation
import Testing

/// Compares whole outputs with golden files, recording a unified diff at the caller when they differ.
///
/// Set `TRIPKIT_UPDATE_GOLDEN=1` in the environment to write the actual outputs as the new golden
/// files instead (then review the change with `git diff`).
public enum GoldenFile {
    /// The environment variable that makes `check` rewrite golden files instead of comparing.
    public static let updateVariable = "TRIPKIT_UPDATE_GOLDEN"

    /// Whether this run rewrites golden files (`TRIPKIT_UPDATE_GOLDEN=1`).
    public static var isUpdating: Bool {
        ProcessInfo.processInfo.environment[updateVariable] == "1"
    }

    /// Checks text against a golden file, recording an issue with a unified diff when they differ.
    ///
    /// When `isUpdating`, the text is written to the file instead (its folder created as needed).
    ///
    /// - Parameters:
    ///   - actual: The output.
    ///   - url: The golden file.
    ///   - sourceLocation: Where the issue is recorded: the caller's line by default.
    public static func check(_ actual: String, golden url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        if let difference = difference(actual, golden: url) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
    }

    /// Compares text with a golden file (or rewrites the file when `isUpdating`).
    ///
    /// - Parameters:
    ///   - actual: The output.
    ///   - url: The golden file.
    /// - Returns: `nil` when they match (or the file was rewritten), otherwise what is wrong: the
    ///   missing file, or a unified diff from the golden file to the output.
    public static func difference(_ actual: String, golden url: URL) -> String? {
        if isUpdating {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
                return nil
            } catch {
                return "cannot write golden file \(url.path): \(error)"
            }
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return "missing golden file \(url.path) (run the tests with \(updateVariable)=1 to write it)"
        }
        let diff = unifiedDiff(
            expected: String(decoding: data, as: UTF8.self), actual: actual,
            expectedLabel: "golden/\(url.lastPathComponent)", actualLabel: "actual")
        return diff.map { "output differs from golden file \(url.lastPathComponent):\n" + $0 }
    }

    /// A unified diff (as `diff -u` prints it) from one text to another, or `nil` when they are equal.
    ///
    /// Lines common to both ends are set aside first, so a small change in a large output costs
    /// little; the rest is matched by longest common subsequence when it is small enough, and shown
    /// as one replaced block otherwise. At most `limit` lines of hunks are shown.
    ///
    /// - Parameters:
    ///   - expected: The text expected (the golden file), shown with `-`.
    ///   - actual: The text produced, shown with `+`.
    ///   - expectedLabel: The name in the `---` header.
    ///   - actualLabel: The name in the `+++` header.
    ///   - context: Unchanged lines shown around each change.
    ///   - limit: The most hunk lines shown before the rest is summarised.
    /// - Returns: The diff, or `nil` when the texts are equal.
    public static func unifiedDiff(
        expected: String, actual: String, expectedLabel: String = "expected", actualLabel: String = "actual",
        context: Int = 3, limit: Int = 200
    ) -> String? {
        guard expected != actual else { return nil }
        let old = DiffLine.lines(of: expected)
        let new = DiffLine.lines(of: actual)
        let edits = DiffLine.edits(from: old, to: new)
        var output = ["--- \(expectedLabel)", "+++ \(actualLabel)"]
        var shown = 0
        for hunk in DiffLine.hunks(edits, context: context) {
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart = hunk.first { $0.kind != .insert }.map { $0.oldIndex + 1 } ?? hunk[0].oldIndex
            let newStart = hunk.first { $0.kind != .delete }.map { $0.newIndex + 1 } ?? hunk[0].newIndex
            output.append("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@")
            for edit in hunk {
                if shown == limit {
                    output.append("... (diff cut at \(limit) lines)")
                    return output.joined(separator: "\n")
                }
                let line = edit.kind == .insert ? new[edit.newIndex] : old[edit.oldIndex]
                let marker = switch edit.kind {
                case .keep: " "
                case .delete: "-"
                case .insert: "+"
                }
                output.append(marker + line.text)
                if !line.hasNewline { output.append("\\ No newline at end of file") }
                shown += 1
            }
        }
        return output.joined(separator: "\n")
    }

    /// `start,count` as a hunk header writes it (`start` alone for one line).
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}

/// A test target's folder of golden files, `Tests/<Target>/Golden/`.
public struct GoldenDirectory: Sendable {
    /// The folder.
    public let url: URL

    /// The `Golden` folder of a test target in this repository.
    ///
    /// - Parameter testTarget: The target's folder under `Tests/`, such as `ValidationTests`.
    public init(testTarget: String) {
        url = SharedFiles.repositoryRoot.appendingPathComponent("Tests")
            .appendingPathComponent(testTarget).appendingPathComponent("Golden")
    }

    /// The golden file with a name (which may hold `/` for a subfolder).
    public func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// Checks text against the golden file `name`, as `GoldenFile.check(_:golden:sourceLocation:)`.
    public func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenFile.check(actual, golden: file(name), sourceLocation: sourceLocation)
    }
}

/// One line of a text being compared, and the edit script between two lists of them.
private struct DiffLine: Equatable {
    let text: Substring
    /// False only for a last line with no line break after it.
    let hasNewline: Bool

    enum Kind { case keep, delete, insert }

    /// One step of the script: keep or delete `old[oldIndex]`, or insert `new[newIndex]` (the other
    /// index is where the step stands in the other list).
    struct Edit {
        let kind: Kind
        let oldIndex: Int
        let newIndex: Int
    }

    /// The most cells the longest-common-subsequence table may have before the middle is shown as one block.
    static let tableLimit = 4_000_000

    static func lines(of text: String) -> [DiffLine] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = parts.last == ""
        if endsWithNewline { parts.removeLast() }
        return parts.enumerated().map { index, part in
            DiffLine(text: part, hasNewline: endsWithNewline || index + 1 < parts.count)
        }
    }

    /// The edit script: common ends kept, the middle matched by longest common subsequence.
    static func edits(from old: [DiffLine], to new: [DiffLine]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var edits = (0..<prefix).map { Edit(kind: .keep, oldIndex: $0, newIndex: $0) }
        edits += middle(old, prefix..<(old.count - suffix), new, prefix..<(new.count - suffix))
        edits += (0..<suffix).map { Edit(kind: .keep, oldIndex: old.count - suffix + $0, newIndex: new.count - suffix + $0) }
        return edits
    }

    private static func middle(_ old: [DiffLine], _ oldRange: Range<Int>, _ new: [DiffLine], _ newRange: Range<Int>) -> [Edit] {
        let rows = oldRange.count, columns = newRange.count
        guard rows > 0, columns > 0, (rows + 1) * (columns + 1) <= tableLimit else {
            return oldRange.map { Edit(kind: .delete, oldIndex: $0, newIndex: newRange.lowerBound) }
                + newRange.map { Edit(kind: .insert, oldIndex: oldRange.upperBound, newIndex: $0) }
        }
        // common[i][j]: the longest common subsequence of old[i...] and new[j...] (within the ranges).
        var common = [Int](repeating: 0, count: (rows + 1) * (columns + 1))
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                common[i * (columns + 1) + j] = old[oldRange.lowerBound + i] == new[newRange.lowerBound + j]
                    ? common[(i + 1) * (columns + 1) + j + 1] + 1
                    : max(common[(i + 1) * (columns + 1) + j], common[i * (columns + 1) + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < rows || j < columns {
            let oldIndex = oldRange.lowerBound + i, newIndex = newRange.lowerBound + j
            if i < rows, j < columns, old[oldIndex] == new[newIndex] {
                edits.append(Edit(kind: .keep, oldIndex: oldIndex, newIndex: newIndex))
                i += 1
                j += 1
            } else if j == columns || (i < rows && common[(i + 1) * (columns + 1) + j] >= common[i * (columns + 1) + j + 1]) {
                edits.append(Edit(kind: .delete, oldIndex: oldIndex, newIndex: newIndex))
                i += 1
            } else {
                edits.append(Edit(kind: .insert, oldIndex: oldIndex, newIndex: newIndex))
                j += 1
            }
        }
        return edits
    }

    /// The changes with `context` kept lines around each; changes at most twice that apart share a hunk.
    static func hunks(_ edits: [Edit], context: Int) -> [[Edit]] {
        let changed = edits.indices.filter { edits[$0].kind != .keep }
        var hunks: [[Edit]] = []
        var start = 0, end = 0
        for (position, index) in changed.enumerated() {
            if position == 0 {
                start = max(0, index - context)
            } else if index - end - 1 > 2 * context {
                hunks.append(Array(edits[start..<min(edits.count, end + context + 1)]))
                start = index - context
            }
            end = index
        }
        if !changed.isEmpty { hunks.append(Array(edits[start..<min(edits.count, end + context + 1)])) }
        return hunks
    }
}
