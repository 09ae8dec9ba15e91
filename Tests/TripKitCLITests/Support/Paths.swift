import Foundation
import TestSupport

/// Where the tests find the built `tripkit` and their golden files.
enum Paths {
    /// This test target's folder.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's root.
    static let repository = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/TripKitCLITests/Golden`.
    static let golden = testsDirectory.appendingPathComponent("Golden")

    /// The built `tripkit` executable, beside the test bundle (it is a dependency of the test target).
    static let tripkit = BuiltProduct.path(of: "tripkit")

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
