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

    /// Starts a program with its output discarded.
    static func start(_ program: String, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}
