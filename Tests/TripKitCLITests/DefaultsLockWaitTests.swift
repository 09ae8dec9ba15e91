#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Defaults
import Testing
import TestSupport
@testable import TripKitCLI

@Suite("tripkit defaults waiting for another process's lock")
struct DefaultsLockWaitTests {
    @Test("says on standard error after a second that it waits, and gives up after $TRIPKIT_LOCK_TIMEOUT seconds")
    func waitsThenGivesUp() throws {
        let temporary = try TemporaryStore()
        try temporary.store.replace(try DomainName("com.example.lock"), with: ["a": 1])
        let held = open(temporary.path, O_RDONLY | O_DIRECTORY)
        try #require(held >= 0 && flock(held, LOCK_EX) == 0)
        defer { close(held) }
        let outcome = TripKitCommandLine.tool.invoke(
            ["defaults", "--store", temporary.path, "write", "com.example.lock", "b", "2"],
            environment: ["TRIPKIT_LOCK_TIMEOUT": "1.5"])
        #expect(outcome.exitCode != .success)
        #expect(outcome.error.contains(
            "tripkit: waiting for another process to release the lock on \(temporary.path) (giving up after 1.5 s)\n"))
        #expect(outcome.error.contains("another process held the defaults directory's lock for 1.5 s; nothing was written"))
        #expect(try temporary.store.values(of: try DomainName("com.example.lock")) == ["a": 1])
    }
}
