#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Work a thread may do while it waits for a value another thread builds (`ComputedOnce`): the
/// validator offers its per-file units to the project rules, so a rule that waits for an
/// analysis checks files meanwhile instead of leaving its core idle.
///
/// What a thread is offered is its own (a POSIX thread-specific value: `pthread_getspecific`,
/// `pthread_setspecific`). A piece of idle work is run with no idle work of its own: a wait inside
/// it sleeps, so the nesting is one level deep whatever the input.
package enum IdleWork {
    /// Runs one piece of work and returns `true`, or returns `false` when none is left.
    package typealias Work = @Sendable () -> Bool

    /// Runs `body` with `work` offered to every wait inside it on this thread.
    ///
    /// - Parameters:
    ///   - work: Runs one piece of work and returns `true`, or returns `false` when none is left;
    ///     `nil` offers nothing.
    ///   - body: The work that may wait.
    /// - Returns: What `body` returns.
    package static func offering<Result>(_ work: Work?, during body: () -> Result) -> Result {
        let previous = pthread_getspecific(offeredKey)
        let offered = Unmanaged.passRetained(Offered(work: work))
        pthread_setspecific(offeredKey, offered.toOpaque())
        defer {
            pthread_setspecific(offeredKey, previous)
            offered.release()
        }
        return body()
    }

    /// Runs one piece of the idle work offered to this thread, if any, with none offered inside it.
    ///
    /// - Returns: Whether a piece ran.
    static func runOne() -> Bool {
        guard let raw = pthread_getspecific(offeredKey),
              let work = Unmanaged<Offered>.fromOpaque(raw).takeUnretainedValue().work else { return false }
        return offering(nil) { work() }
    }

    /// The work offered to a thread, held by the thread-specific value.
    private final class Offered {
        let work: Work?

        init(work: Work?) {
            self.work = work
        }
    }
}

/// The key of the work offered to each thread, made once per process (`pthread_key_create`).
private let offeredKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()
