import Foundation

/// Compares whole outputs with golden files, with a readable line diff when they differ.
///
/// Set `UPDATE_GOLDEN=1` in the environment to write the actual output as the new golden file instead
/// (then review the change with `git diff`).
public enum GoldenFile {
    /// Compares text with a golden file.
    ///
    /// - Parameters:
    ///   - actual: The output.
    ///   - url: The golden file.
    /// - Returns: `nil` when they match, otherwise a description of the difference.
    public static func difference(_ actual: String, golden url: URL) -> String? {
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return nil
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return "missing golden file \(url.path) (run with UPDATE_GOLDEN=1 to create it)"
        }
        return lineDiff(expected: String(decoding: data, as: UTF8.self), actual: actual).map {
            "\(url.lastPathComponent) differs (- golden, + actual):\n" + $0
        }
    }

    /// The lines that differ, around the first difference, or `nil` when the texts are equal.
    public static func lineDiff(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        var oldEnd = old.count, newEnd = new.count
        while oldEnd > first, newEnd > first, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        var lines = ["@@ line \(first + 1) @@"]
        lines += old[max(0, first - 2)..<first].map { "  " + $0 }
        lines += old[first..<oldEnd].map { "- " + $0 }
        lines += new[first..<newEnd].map { "+ " + $0 }
        lines += old[oldEnd..<min(old.count, oldEnd + 2)].map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}
