import Foundation

/// Runs the toolchain's `plutil` as an independent peer (Swift Foundation's port of Apple's tool).
public enum Plutil {
    /// What one run produced.
    public struct Run {
        public let status: Int32
        public let standardOutput: Data
        public let standardError: String

        public var succeeded: Bool { status == 0 }
    }

    /// The `plutil` on `PATH`, or `nil` when there is none (tests that need it skip).
    public static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for directory in directories {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("plutil").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    public static var isAvailable: Bool { path != nil }

    /// Runs `plutil` with arguments; output goes through temporary files so neither pipe can fill up.
    ///
    /// - Returns: The exit status, stdout bytes and stderr text.
    /// - Throws: When `plutil` is absent or cannot be started.
    public static func run(_ arguments: [String]) throws -> Run {
        guard let path else { throw CocoaError(.fileNoSuchFile) }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("plutil-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return Run(status: process.terminationStatus,
                   standardOutput: try Data(contentsOf: outputURL),
                   standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}
