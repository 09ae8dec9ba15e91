import Foundation

/// Runs python3 as an independent oracle: a script on stdin, arguments, and its stdout back.
public enum Python {
    public struct Failure: Error, CustomStringConvertible {
        public let status: Int32
        public let standardError: String
        public var description: String { "python3 exited with \(status): \(standardError)" }
    }

    /// Whether python3 can be run here.
    public static let isAvailable: Bool = (try? run("print('ok')")) == Data("ok\n".utf8)

    /// Runs a script with arguments and optional stdin bytes.
    ///
    /// - Returns: What the script wrote to stdout.
    /// - Throws: `Failure` when it exits non-zero.
    /// A script that exits before reading all its input must not kill the test process with SIGPIPE
    /// when the writer thread keeps writing; the write fails with EPIPE instead.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    @discardableResult
    public static func run(_ script: String, arguments: [String] = [], input: Data? = nil) throws -> Data {
        Python.ignoreBrokenPipes
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let output = Pipe()
        let errors = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        let writer = Thread {
            if let input { stdin.fileHandleForWriting.write(input) }
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let collected = ErrorCollector(errors.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = collected.text()
        guard process.terminationStatus == 0 else {
            throw Failure(status: process.terminationStatus, standardError: errorText)
        }
        return data
    }

    /// Reads a pipe on its own thread so that a chatty stderr cannot block the process.
    private final class ErrorCollector: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread {
                self.data = handle.readDataToEndOfFile()
                self.done.signal()
            }.start()
        }

        func text() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }
}
