import Foundation

/// The programs built with the tests (the real `tripkit` and the `defaults-stress` helper), run as
/// separate processes.
enum BuiltProgram {
    /// The `tripkit` executable.
    static let tripkit = path(of: "tripkit")
    /// The `defaults-stress` helper.
    static let stressHelper = path(of: "defaults-stress")

    /// A product beside the test bundle (both are dependencies of the test target).
    private static func path(of name: String) -> String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            beside.appendingPathComponent(name),
            beside.deletingLastPathComponent().appendingPathComponent(name),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/\(name)"),
        ]
        return (candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]).path
    }
}
