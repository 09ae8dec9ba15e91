import Foundation

/// The package's executables, built with the tests, for tests that run them as separate processes.
public enum BuiltProduct {
    /// The package's root folder (this file is `Tests/TestSupport/BuiltProduct.swift`).
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// An executable product, or `nil` when it was not built.
    ///
    /// Looked for beside the test bundle (executables a test target depends on are built there), one
    /// folder up, and in the package's `.build/debug`.
    ///
    /// - Parameter name: The product's name (`tripkit`).
    /// - Returns: The executable's path.
    public static func path(of name: String) -> String? {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            beside.appendingPathComponent(name),
            beside.deletingLastPathComponent().appendingPathComponent(name),
            packageRoot.appendingPathComponent(".build/debug/\(name)"),
        ]
        return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
