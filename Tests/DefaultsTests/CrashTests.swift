import Defaults
import Foundation
import PropertyList
import Testing
import TestSupport

@Suite("Writers killed with SIGKILL")
struct CrashTests {
    /// 200 in a normal run; `scripts/crash-test` asks for thousands through `TRIPKIT_CRASH_KILLS`.
    static let kills = ProcessInfo.processInfo.environment["TRIPKIT_CRASH_KILLS"].flatMap { Int($0) } ?? 200
    /// Whether `scripts/sanitize` runs the tests.
    static let sanitized = ProcessInfo.processInfo.environment["TRIPKIT_SANITIZER"] != nil

    @Test("after each kill the file parses and holds a whole state, and temporary files do not pile up")
    func sigkill() throws {
        let temporary = try TemporaryStore()
        let domain = try DomainName("churn")
        var generator = SystemRandomNumberGenerator()
        var lastN = 0
        var killsDuringWrite = 0
        // Start-up, reading, writing the temporary file and renaming all fall inside this range
        // (four times as long under a sanitizer, whose writers start and write more slowly). Five
        // kills in a row that find nothing written double it, up to a second, so that on a machine
        // slow enough to kill every writer while it starts, writes are still interrupted.
        var longestDelay: UInt32 = Self.sanitized ? 120_000 : 30_000
        var killsWithoutWrite = 0
        func noteProgress(_ wrote: Bool) {
            killsWithoutWrite = wrote ? 0 : killsWithoutWrite + 1
            if killsWithoutWrite == 5 {
                longestDelay = min(longestDelay * 2, 1_000_000)
                killsWithoutWrite = 0
            }
        }
        for _ in 0..<Self.kills {
            let writer = try SpawnedProcess.start(BuiltProgram.stressHelper, ["churn", temporary.path, domain.name])
            usleep(UInt32.random(in: 1_000...longestDelay, using: &generator))
            writer.kill(SIGKILL)
            #expect(writer.wait() == .signalled(SIGKILL), "the writer ended by itself: it failed")

            let names = try temporary.fileNames()
            #expect(names.allSatisfy { $0 == domain.fileName || $0 == domain.fileName + ".tmp" }, "\(names)")
            let killedDuringWrite = names.contains(domain.fileName + ".tmp")
            if killedDuringWrite { killsDuringWrite += 1 }
            guard names.contains(domain.fileName) else {
                noteProgress(killedDuringWrite)
                continue
            }

            // Read with the plain reader, not through the store, so nothing can hide a bad file.
            let root = try PlistReader.read(contentsOf: try temporary.file(domain.name)).root
            let n = try #require(root["n"]?.int, "no n in \(root)")
            #expect(root == Self.state(n), "the file holds a mix or part of a state (n = \(n))")
            #expect(n >= lastN, "the state went back from \(lastN) to \(n)")
            noteProgress(killedDuringWrite || n > lastN)
            lastN = n
        }
        // The next writer removes a temporary file a killed writer left behind.
        try temporary.store.update(domain) { $0 = Self.state(lastN + 1).dictionary ?? [:] }
        #expect(try temporary.fileNames() == [domain.fileName])
        #expect(lastN > 0, "no writer got as far as one write")
        #expect(killsDuringWrite > 0, "no kill left a temporary file, so the clean-up was not exercised")
    }

    /// The state `defaults-stress churn` writes for `n`: `n` and `n % 50 + 2000` copies of `n`.
    static func state(_ n: Int) -> PlistValue {
        ["n": .integer(n), "payload": .array(Array(repeating: .integer(n), count: n % 50 + 2000))]
    }
}
