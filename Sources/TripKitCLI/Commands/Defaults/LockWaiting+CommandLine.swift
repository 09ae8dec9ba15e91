import CommandLineKit
import Defaults
import TextFormats

extension LockWaiting {
    /// The variable that sets how many seconds a store writer waits for another process's lock.
    static let environmentVariable = "TRIPKIT_LOCK_TIMEOUT"

    /// How a command's store writer waits: after a second it says on standard error that it is
    /// waiting for another process, and it gives up after `$TRIPKIT_LOCK_TIMEOUT` seconds (120 unless
    /// set to a positive number).
    ///
    /// - Parameter context: The running command: its standard error and environment.
    /// - Returns: The wait.
    static func commandLine(_ context: CommandContext) -> LockWaiting {
        let seconds = context.environment[environmentVariable].flatMap(Double.init).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        let giveUpAfter: Duration = seconds.map { .milliseconds(Int64(($0 * 1_000).rounded())) } ?? LockWaiting.defaultGiveUpAfter
        let error = context.error
        let limit = seconds.map { $0 == $0.rounded() ? String(Int64($0)) : String($0) } ?? "120"
        return LockWaiting(giveUpAfter: giveUpAfter) { directory in
            error.write("tripkit: waiting for another process to release the lock on \(VisibleText.escaped(directory)) "
                + "(giving up after \(limit) s)\n")
        }
    }
}
