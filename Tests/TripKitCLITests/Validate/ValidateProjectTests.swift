import Foundation
import TestSupport
import Testing

@testable import CommandLineKit
@testable import TripKitCLI

/// `tripkit validate` judges with the whole project and reports on the paths asked.
@Suite("Validate: whole-project evidence", .enabled(if: PlantedRepository.isAvailable))
struct ValidateProjectTests {
    static func validate(_ words: [String], in repository: PlantedRepository) -> Outcome {
        TripKitCommandLine.tool.invoke(["validate", "--reporter", "xcode"] + words, in: repository.path)
    }

    /// A repository with one change planted in its work tree.
    static func planted(_ change: PlantedChange) throws -> PlantedRepository {
        let repository = try PlantedRepository(change.files)
        try repository.write(change.changed, change.text)
        return repository
    }

    /// The report lines of findings in one file.
    static func lines(_ outcome: Outcome, in file: String) -> [Substring] {
        outcome.output.split(separator: "\n").filter { $0.hasPrefix(file + ":") }
    }

    @Test(
        "by default a path is judged with its git work tree: a run on the changed file reports what a full run reports for it",
        arguments: PlantedChange.all)
    func defaultIsProject(_ change: PlantedChange) throws {
        let repository = try Self.planted(change)
        let full = Self.validate([], in: repository)
        let part = Self.validate([change.changed], in: repository)
        #expect(Self.lines(part, in: change.changed) == Self.lines(full, in: change.changed))
        #expect(
            part.output.split(separator: "\n").allSatisfy {
                !$0.contains(": error: ") || $0.hasPrefix(change.changed + ":")
            })
        #expect(part.exitCode == (change.rule == nil ? .success : .failure), "\(part.output)")
        #expect(!part.output.contains("not among the files validated"))
    }

    @Test("--isolated reads only the files given; --project-root chooses the evidence")
    func isolatedAndRoot() throws {
        let change = PlantedChange.storyboardReference
        let repository = try Self.planted(change)
        let isolated = Self.validate(["--isolated", change.changed], in: repository)
        #expect(isolated.exitCode == .failure)
        #expect(
            isolated.output.contains(
                "storyboard 'Settings' is not among the files validated (storyboard_reference_unresolved)"))
        let narrow = Self.validate(["--project-root", "App/Base.lproj", change.changed], in: repository)
        #expect(narrow.exitCode == .success, "\(narrow.output)")
        let conflict = Self.validate(["--isolated", "--project-root", ".", change.changed], in: repository)
        #expect(conflict.exitCode == .usage)
        #expect(conflict.error.contains("--isolated and --project-root cannot be used together"))
        let missing = Self.validate(["--project-root", "Nowhere", change.changed], in: repository)
        #expect(missing.exitCode == .noInput)
    }
}
