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

    /// Runs `plutil` with arguments, standard input closed.
    ///
    /// - Returns: The exit status, stdout bytes and stderr text.
    /// - Throws: When `plutil` is absent or cannot be started.
    public static func run(_ arguments: [String]) throws -> Run {
        guard let path else { throw CocoaError(.fileNoSuchFile) }
        let result = try Subprocess.run(path, arguments, input: nil as Data?)
        return Run(status: result.status, standardOutput: result.outputData, standardError: result.error)
    }
}
