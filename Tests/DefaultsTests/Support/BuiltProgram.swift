import Foundation
import TestSupport

/// The programs built with the tests (the real `tripkit` and the `defaults-stress` helper), run as
/// separate processes.
enum BuiltProgram {
    /// The `tripkit` executable.
    static let tripkit = path(of: "tripkit")
    /// The `defaults-stress` helper.
    static let stressHelper = path(of: "defaults-stress")

    /// A product beside the test bundle (both are dependencies of the test target); the place it was
    /// first looked for when it is missing, so that running it fails with a path in the message.
    private static func path(of name: String) -> String {
        BuiltProduct.path(of: name)
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name).path
    }
}
