import Foundation

/// Where the tests find the built `tripkit` and their golden files.
enum Paths {
    /// This test target's folder.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/TripKitCLITests/Golden`.
    static let golden = testsDirectory.appendingPathComponent("Golden")

    /// The built `tripkit` executable, beside the test bundle (it is a dependency of the test target).
    static let tripkit: String? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tripkit"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("tripkit"),
            testsDirectory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/tripkit"),
        ]
        return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The executable, or a recorded test failure naming where it was looked for.
    static func requireTripkit() throws -> String {
        guard let tripkit else {
            throw MissingExecutable(searched: CommandLine.arguments[0])
        }
        return tripkit
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        let searched: String
        var description: String { "the tripkit executable was not found beside \(searched); build it first" }
    }
}
