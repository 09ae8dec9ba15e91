#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that threads share, reached only while holding a POSIX mutex.
///
/// The modules use this instead of `Synchronization.Mutex` because ThreadSanitizer sees a
/// `pthread_mutex_t`: it intercepts `pthread_mutex_lock` (2) and `pthread_mutex_unlock` (2), whereas
/// `Mutex`'s futex-based lock lives in a library TSan does not instrument, so every value it guards
/// looked like a data race and the sanitized suite could not tell a real race from a false one.
package final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock (`pthread_mutex_lock`, then
    /// `pthread_mutex_unlock` however `body` ends).
    ///
    /// - Parameter body: Reads or changes the value; it must not call `withLock` on the same instance.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
