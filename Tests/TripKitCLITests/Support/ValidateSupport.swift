import Foundation
import TestSupport
@testable import CommandLineKit
@testable import TripKitCLI

extension CommandLineTool {
    /// Runs the tool in-process as if started in `directory`: the validate command resolves paths
    /// against it and shows them relative to it.
    ///
    /// - Parameters:
    ///   - words: The arguments after the program name.
    ///   - directory: The working directory the command sees.
    ///   - isTerminal: Whether the streams claim to be terminals.
    func invoke(_ words: [String], in directory: String, isTerminal: Bool = false) -> Outcome {
        WorkingDirectory.$override.withValue(directory) {
            invoke(words, isTerminal: isTerminal)
        }
    }
}

/// Where the validate tests find their inputs and the Validation library's golden reports.
enum ValidateFiles {
    /// The repository's `Fixtures/`.
    static let fixtures = SharedFiles.fixtures.path

    /// The Validation tests' golden files, which pin the library's reports of the same runs.
    static let libraryGolden = GoldenDirectory(testTarget: "ValidationTests")

    /// The text of one of the library's golden files (read only: TRIPKIT_UPDATE_GOLDEN never
    /// rewrites them from here).
    static func libraryGolden(_ name: String) throws -> String {
        try String(contentsOf: libraryGolden.file(name), encoding: .utf8)
    }

    /// `Tests/TripKitCLITests/Golden/validate/<name>`.
    static func golden(_ name: String) -> URL {
        Paths.golden.appendingPathComponent("validate").appendingPathComponent(name)
    }

    /// A copy of a fixture folder in a fresh scratch directory.
    ///
    /// - Parameter folder: The folder, relative to `Fixtures/`.
    /// - Returns: The scratch directory; the copy is `scratch.file(<last path component>)`.
    static func copy(_ folder: String) throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        let source = SharedFiles.fixtures.appendingPathComponent(folder)
        try FileManager.default.copyItem(at: source, to: scratch.file(source.lastPathComponent))
        return scratch
    }
}
