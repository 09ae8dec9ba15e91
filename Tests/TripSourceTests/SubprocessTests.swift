import Foundation
import Testing
import TestSupport

/// The test helper every end-to-end test runs programs through: a hang must fail one test, not the run.
@Suite("Running programs from tests")
struct SubprocessTests {
    @Test("output, errors, input and status come back")
    func roundTrip() throws {
        let result = try Subprocess.run("sh", ["-c", "cat; echo oops >&2; exit 3"], input: "hello")
        #expect(result.status == 3)
        #expect(result.output == "hello")
        #expect(result.error == "oops\n")
    }

    @Test("a program still running at its time limit is killed and reported")
    func timeLimit() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-subprocess")
        let pidFile = scratch.file("pid")
        #expect(throws: Subprocess.TimedOut.self) {
            try Subprocess.run("sh", ["-c", "echo $$ > '\(pidFile.path)'; exec sleep 600"], timeLimit: 0.5)
        }
        let pid = try #require(Int32(String(decoding: try Data(contentsOf: pidFile), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        // Killed, not left running: soon gone, or a zombie until Foundation reaps it.
        let deadline = Date().addingTimeInterval(30)
        while Self.isRunning(pid), Date() < deadline { usleep(20_000) }
        #expect(Self.isRunning(pid) == false)
    }

    /// Whether a process exists and is not a zombie, from `/proc/<pid>/stat`.
    private static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).prefix(1)
        return state != "Z"
    }
}
