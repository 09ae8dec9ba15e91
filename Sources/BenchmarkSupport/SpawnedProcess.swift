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
    ///   - standardInput: A file to read as standard input; nil keeps this process's.
    /// - Throws: `POSIXError` when it cannot be started.
    public static func start(_ program: String, _ arguments: [String], standardInput: String? = nil) throws -> SpawnedProcess {
        var argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput { posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0) }
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

    /// Waits at most `timeLimit` seconds for the process to end, killing it (`SIGKILL`) then, and
    /// returns how it ended, whether it was killed so, and its peak resident memory in bytes: the
    /// largest `VmHWM` of `/proc/PID/status` seen while polling, every millisecond. (`ru_maxrss` will
    /// not do: `posix_spawn` starts the child in this process's memory, whose peak it inherits.)
    public func wait(timeLimit: Double) -> (ending: Ending, timedOut: Bool, peakResident: Int) {
        let start = DispatchTime.now()
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        var peak = 0
        while true {
            peak = max(peak, Self.peakResident(of: pid))
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid || (reaped < 0 && errno != EINTR) { break }
            if Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 > timeLimit {
                timedOut = true
                kill(SIGKILL)
                while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
                break
            }
            usleep(1_000)
        }
        let signal = status & 0x7F
        return (signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal), timedOut, peak)
    }

    /// The `VmHWM` line of `/proc/PID/status` in bytes, 0 when it cannot be read.
    private static func peakResident(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return kilobytes * 1024
    }
}
