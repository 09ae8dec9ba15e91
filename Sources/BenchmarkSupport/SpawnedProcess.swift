import Foundation

/// A program started with `posix_spawn`, its output discarded, and reaped with `waitpid`.
///
/// For tests and benchmarks that start many processes, kill them, or time them: Foundation's
/// `Process.waitUntilExit` polls in 50 ms steps. (`Subprocess` runs a program and collects its output.)
public struct SpawnedProcess: Sendable {
    public let pid: pid_t

    /// How a process ended.
    public enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Starts a program with standard output and standard error going to `/dev/null`.
    ///
    /// - Parameters:
    ///   - program: The executable's path.
    ///   - arguments: The arguments after the program name.
    /// - Throws: `POSIXError` when it cannot be started.
    public static func start(_ program: String, _ arguments: [String]) throws -> SpawnedProcess {
        var argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // As a shell would start it: no blocked signals (a test's thread blocks most of them, and a child
        // inherits the mask) and default dispositions, so the signals a test sends arrive.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid = pid_t()
        let status = posix_spawn(&pid, program, &actions, &attributes, &argv, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
        return SpawnedProcess(pid: pid)
    }

    /// Sends a signal (`kill(2)`).
    public func kill(_ signal: Int32) {
        #if canImport(Glibc)
        _ = Glibc.kill(pid, signal)
        #elseif canImport(Musl)
        _ = Musl.kill(pid, signal)
        #elseif canImport(Darwin)
        _ = Darwin.kill(pid, signal)
        #endif
    }

    /// Waits for the process to end (`waitpid(2)`).
    public func wait() -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}
