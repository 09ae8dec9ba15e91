import Foundation

/// Runs programs for the multi-process tests: the `defaults-stress` helper beside the test bundle,
/// python, chmod.
enum Subprocess {
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    /// The `defaults-stress` helper built with the tests.
    static let stressHelper: String = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            beside.appendingPathComponent("defaults-stress"),
            beside.deletingLastPathComponent().appendingPathComponent("defaults-stress"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/defaults-stress"),
        ]
        return (candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]).path
    }()

    /// Runs a program to its end and collects its output.
    @discardableResult
    static func run(_ program: String, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // The programs run here write at most a few lines to standard error, far below a pipe's
        // capacity, so reading it after standard output cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      output: String(decoding: outputData, as: UTF8.self),
                      error: String(decoding: errorData, as: UTF8.self))
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
