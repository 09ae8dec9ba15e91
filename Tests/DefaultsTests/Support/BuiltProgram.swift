import Foundation

/// The programs built with the tests (the real `tripkit` and the `defaults-stress` helper), run as
/// separate processes.
enum BuiltProgram {
    /// The `tripkit` executable.
    static let tripkit = path(of: "tripkit")
    /// The `defaults-stress` helper.
    static let stressHelper = path(of: "defaults-stress")

    /// A product beside the test bundle (both are dependencies of the test target).
    private static func path(of name: String) -> String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            beside.appendingPathComponent(name),
            beside.deletingLastPathComponent().appendingPathComponent(name),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/\(name)"),
        ]
        return (candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]).path
    }

    /// Starts a program with its output discarded (`posix_spawn`).
    ///
    /// Foundation's `Process.waitUntilExit` polls in 50 ms steps; the crash test waits for hundreds of
    /// processes, so these are reaped with `waitpid` instead.
    static func start(_ program: String, _ arguments: [String]) throws -> Spawned {
        var argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        let status = posix_spawn(&pid, program, &actions, nil, &argv, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
        return Spawned(pid: pid)
    }

    /// A process started by `start`.
    struct Spawned {
        let pid: pid_t

        /// How a process ended.
        enum Ending: Equatable {
            case exited(Int32)
            case signalled(Int32)
        }

        func kill(_ signal: Int32) {
            _ = Glibc.kill(pid, signal)
        }

        /// Waits for the process to end (`waitpid`).
        func wait() -> Ending {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            let signal = status & 0x7F
            return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
        }
    }
}
