import Foundation
import Testing

/// Compares a whole output with a golden file under `Tests/InterfaceBuilderTests/Golden/`, with a
/// readable diff; `TRIPKIT_UPDATE_GOLDEN=1` in the environment rewrites the golden file instead.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["TRIPKIT_UPDATE_GOLDEN"] == "1" }

    /// Checks `actual` against the golden file `name`.
    static func check(_ actual: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if isUpdating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden file \(name); run the tests with TRIPKIT_UPDATE_GOLDEN=1 to write it",
                         sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("\(name) differs from its golden file:\n\(diff(expected: expected, actual: actual))",
                         sourceLocation: sourceLocation)
        }
    }

    /// The differing lines, each with its line number, at most 40 of them.
    static func diff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : nil
            let after = index < new.count ? String(new[index]) : nil
            guard before != after else { continue }
            if let before { lines.append("\(index + 1) - \(before)") }
            if let after { lines.append("\(index + 1) + \(after)") }
            if lines.count >= 40 {
                lines.append("...")
                break
            }
        }
        return lines.joined(separator: "\n")
    }
}
