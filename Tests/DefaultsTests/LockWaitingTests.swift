#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Defaults
import Foundation
import Testing
import TestSupport
import TripSource

@Suite("A writer waiting for another's lock")
struct LockWaitingTests {
    /// Holds the store directory's lock through an open of its own, as another process would.
    static func holdLock(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY)
        try #require(descriptor >= 0)
        try #require(flock(descriptor, LOCK_EX) == 0)
        return descriptor
    }

    @Test("says once that it waits, then gives up with lockTimedOut and writes nothing")
    func givesUp() throws {
        let temporary = try TemporaryStore()
        let domain = try DomainName("com.example.lock")
        try temporary.store.replace(domain, with: ["a": 1])
        let notices = Locked<[String]>([])
        let store = DefaultsStore(directory: temporary.path, lockWaiting: LockWaiting(
            noticeAfter: .milliseconds(50), giveUpAfter: .milliseconds(400),
            onWaiting: { directory in notices.withLock { $0.append(directory) } }))
        let held = try Self.holdLock(temporary.path)
        #expect(throws: DefaultsError.lockTimedOut(path: temporary.path, waited: .milliseconds(400))) {
            try store.update(domain) { $0["b"] = 2 }
        }
        #expect(notices.withLock { $0 } == [temporary.path])
        close(held)
        #expect(try store.values(of: domain) == ["a": 1])
    }

    @Test("takes the lock as soon as it is released, without a notice when that is soon")
    func waitsBriefly() throws {
        let temporary = try TemporaryStore()
        let domain = try DomainName("com.example.lock")
        try temporary.store.replace(domain, with: ["a": 1])
        let notices = Locked<[String]>([])
        let store = DefaultsStore(directory: temporary.path, lockWaiting: LockWaiting(
            noticeAfter: .seconds(30), onWaiting: { directory in notices.withLock { $0.append(directory) } }))
        let held = try Self.holdLock(temporary.path)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { close(held) }
        try store.update(domain) { $0["b"] = 2 }
        #expect(try store.values(of: domain) == ["a": 1, "b": 2])
        #expect(notices.withLock { $0 }.isEmpty)
    }
}
