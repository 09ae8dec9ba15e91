import Foundation
import Testing
import TestSupport
@testable import Validation

/// The repository's own fixtures validated with the standard rules, pinned per reporter.
@Suite("Validating the repository's fixtures")
struct FixtureValidationTests {
    static let root = SharedFiles.fixtures.path
    static let paths = ["Storyboards", "XIBs", "invalid/InterfaceBuilder", "validation/RoadTripApp"]

    static func run() throws -> ValidationOutcome {
        try ProjectValidator().validate(
            paths: paths, workingDirectory: root, configuration: Configuration(),
            options: ValidationOptions(tool: ToolInfo(version: "0.0.0-test")))
    }

    @Test("every reporter's output over the fixtures matches its golden file")
    func golden() throws {
        let outcome = try Self.run()
        let report = Report(
            diagnostics: outcome.result.diagnostics, rules: ProjectValidator().registry.rules, workingDirectory: Self.root,
            files: outcome.files.map(\.path), tool: ToolInfo(version: "0.0.0-test"), lines: FileLines(workingDirectory: Self.root))
        for kind in ReporterKind.allCases {
            Golden.check(kind.reporter.render(report), "fixtures.\(kind.rawValue).txt")
        }
        #expect(outcome.report == XcodeReporter().render(report))
        #expect(outcome.exitStatus == .findings)
    }
}
