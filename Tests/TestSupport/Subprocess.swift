import Foundation

/// Runs a program and collects what it wrote, for end-to-end tests and shell oracles.
public enum Subprocess {
    /// What a finished program left behind.
    public struct Result: Sendable {
        public let status: Int32
        /// Standard output as bytes.
        public let outputData: Data
        /// Standard error as text.
        public let error: String

        /// Standard output as text.
        public var output: String { String(decoding: outputData, as: UTF8.self) }
    }

    /// How long a program may run before it is killed and the call throws `TimedOut`: far longer than
    /// any program a test runs needs, short enough that a hang fails one test instead of the whole run.
    public static let defaultTimeLimit: Double = 300

    /// A program that was still running at its time limit; it was killed with SIGKILL.
    public struct TimedOut: Error, CustomStringConvertible {
        public let command: [String]
        public let seconds: Double
        public var description: String {
            "\(command.joined(separator: " ")) was still running after \(Int(seconds)) s and was killed"
        }
    }

    /// Runs a program to completion.
    ///
    /// - Parameters:
    ///   - executable: A path, or a name looked up on `PATH`.
    ///   - arguments: The arguments after the program name.
    ///   - environment: Variables to set on top of this process's environment.
    ///   - input: Text for standard input (closed when `nil`).
    ///   - timeLimit: Seconds before the program is killed.
    /// - Returns: The exit status and both outputs.
    /// - Throws: When the program cannot be started, or `TimedOut`.
    public static func run(
        _ executable: String, _ arguments: [String] = [], environment: [String: String] = [:], input: String? = nil,
        timeLimit: Double = defaultTimeLimit
    ) throws -> Result {
        try run(executable, arguments, environment: environment, input: input.map { Data($0.utf8) },
                timeLimit: timeLimit)
    }

    /// A program that exits before reading all its input must not kill the test process with SIGPIPE
    /// when the writer thread keeps writing; the write fails with EPIPE instead.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// Runs a program to completion with bytes on standard input.
    public static func run(
        _ executable: String, _ arguments: [String] = [], environment: [String: String] = [:], input: Data?,
        timeLimit: Double = defaultTimeLimit
    ) throws -> Result {
        Subprocess.ignoreBrokenPipes
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe(), errors = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let collectedOutput = Collector(output.fileHandleForReading)
        let collectedErrors = Collector(errors.fileHandleForReading)
        let writer = Thread {
            if let input { stdin.fileHandleForWriting.write(input) }
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        guard ended.wait(timeout: .now() + timeLimit) == .success else {
            // The pipes' reader threads are left behind: a grandchild may still hold the pipes open.
            kill(process.processIdentifier, SIGKILL)
            throw TimedOut(command: [executable] + arguments, seconds: timeLimit)
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, outputData: collectedOutput.data(),
                      error: String(decoding: collectedErrors.data(), as: UTF8.self))
    }

    /// Whether a program is on `PATH`.
    public static func isInstalled(_ name: String) -> Bool {
        (try? run("sh", ["-c", "command -v \(name)"]).status) == 0
    }

    /// Reads a pipe to its end on its own thread so that neither pipe can fill up and block the child.
    private final class Collector: @unchecked Sendable {
        private var collected = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread {
                self.collected = handle.readDataToEndOfFile()
                self.done.signal()
            }.start()
        }

        func data() -> Data {
            done.wait()
            return collected
        }
    }
}
