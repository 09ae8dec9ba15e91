import Foundation
import Testing

/// Compares whole outputs with golden files in `Tests/ValidationTests/Golden/`, reporting a
/// unified diff on mismatch. Run with `TRIPKIT_UPDATE_GOLDEN=1` to write the files instead (then
/// review them with `git diff`).
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ValidationTests
        .appendingPathComponent("Golden")

    static func check(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["TRIPKIT_UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file \(name); run with TRIPKIT_UPDATE_GOLDEN=1 to write it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        Issue.record("output differs from golden file \(name):\n\(diff(expected, actual))", sourceLocation: sourceLocation)
    }

    /// A unified diff of two texts (golden first), computed by `diff -u` when it is installed,
    /// else the first differing lines.
    static func diff(_ expected: String, _ actual: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let golden = folder.appendingPathComponent("golden")
            let output = folder.appendingPathComponent("actual")
            try Data(expected.utf8).write(to: golden)
            try Data(actual.utf8).write(to: output)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["diff", "-u", golden.path, output.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let text = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: text, as: UTF8.self)
        } catch {
            let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
            var lines: [String] = []
            for index in 0..<max(left.count, right.count) where lines.count < 40 {
                let old = index < left.count ? String(left[index]) : nil
                let new = index < right.count ? String(right[index]) : nil
                if old != new {
                    if let old { lines.append("-\(index + 1): \(old)") }
                    if let new { lines.append("+\(index + 1): \(new)") }
                }
            }
            return lines.joined(separator: "\n")
        }
    }
}
