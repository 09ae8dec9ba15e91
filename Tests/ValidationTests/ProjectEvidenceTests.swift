import Foundation
import TestSupport
import Testing
import TripSource

@testable import Validation

/// Runs over part of a repository with the whole project as evidence: findings only for the paths
/// given, and for those the very findings a run over the whole repository reports.
@Suite("Whole-project evidence", .enabled(if: PlantedRepository.isAvailable))
struct ProjectEvidenceTests {
    static func run(_ repository: PlantedRepository, _ paths: [String], evidence: Evidence) throws -> ValidationOutcome
    {
        var options = ValidationOptions()
        options.evidence = evidence
        return try ProjectValidator().validate(
            paths: paths, workingDirectory: repository.path, configuration: Configuration(), options: options)
    }

    /// The findings of a run whose file lies under `path`, as the compiler form.
    static func findings(_ outcome: ValidationOutcome, under path: String) -> [String] {
        outcome.result.diagnostics.filter { $0.location.file == path || $0.location.file.hasPrefix(path + "/") }
            .map(\.description)
    }

    @Test(
        "a run on the changed file reports what a run on the whole repository reports for it",
        arguments: PlantedChange.all)
    func changedFile(_ change: PlantedChange) throws {
        let repository = try PlantedRepository(change.files)
        try repository.write(change.changed, change.text)
        let full = try Self.run(repository, [], evidence: .project)
        let part = try Self.run(repository, [change.changed], evidence: .project)
        #expect(part.result.diagnostics.map(\.description) == Self.findings(full, under: change.changed))
        #expect(part.files.map(\.path) == [change.changed])
        if let rule = change.rule {
            #expect(
                part.result.diagnostics.contains { $0.ruleID == rule && $0.severity == .error },
                "\(part.result.diagnostics)")
        } else {
            #expect(part.result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(part.result.diagnostics)")
        }
        // Read alone, the changed file gives another answer: the reason for reading the project.
        let isolated = try Self.run(repository, [change.changed], evidence: .isolated)
        #expect(isolated.result.diagnostics.map(\.description) != part.result.diagnostics.map(\.description))
    }

    @Test(
        "a storyboard reference read alone names its storyboard 'not among the files validated'; with the project it resolves"
    )
    func noFalseMissingFile() throws {
        let change = PlantedChange.storyboardReference
        let repository = try PlantedRepository(change.files)
        try repository.write(change.changed, change.text)
        let isolated = try Self.run(repository, [change.changed], evidence: .isolated)
        #expect(isolated.result.diagnostics.contains { $0.message.contains("not among the files validated") })
        let project = try Self.run(repository, [change.changed], evidence: .project)
        #expect(!project.result.diagnostics.contains { $0.message.contains("not among the files validated") })
    }

    /// The readiness repository (an Xcode project beside its sources, as Xcode's templates lay it
    /// out) with the camera's usage description taken out.
    static func projectBesideSources() throws -> PlantedRepository {
        var files = ReadinessPlantedDefectsTests.files
        files["Trip.xcodeproj/project.pbxproj"] = ReadinessPlantedDefectsTests.project(planted: false)
        files["RoadTrip/Info.plist"] = Readiness.plist(
            ReadinessPlantedDefectsTests.versions + "\n" + ReadinessPlantedDefectsTests.sceneManifest)
        files["RoadTrip/en.lproj/InfoPlist.strings"] = "\"CFBundleDisplayName\" = \"RoadTrip\";\n"
        files["RoadTrip/de.lproj/InfoPlist.strings"] = "\"CFBundleDisplayName\" = \"Reise\";\n"
        return try PlantedRepository(files)
    }

    @Test(
        "the project beside the sources is read: a camera call without its usage description is an error under the folder given"
    )
    func projectBesideSourcesIsRead() throws {
        let repository = try Self.projectBesideSources()
        let full = try Self.run(repository, [], evidence: .project)
        let part = try Self.run(repository, ["RoadTrip"], evidence: .project)
        #expect(part.result.diagnostics.map(\.description) == Self.findings(full, under: "RoadTrip"))
        let missing = part.result.diagnostics.filter { $0.ruleID == "usage_description_missing" }
        #expect(missing.map(\.severity) == [.error], "\(part.result.diagnostics)")
        #expect(missing.first?.location.file == "RoadTrip/TripCamera.swift")
        let isolated = try Self.run(repository, ["RoadTrip"], evidence: .isolated)
        #expect(
            isolated.result.diagnostics.filter { $0.ruleID == "usage_description_missing" }.map(\.severity) == [.note])
    }

    @Test("--project-root's folder is the evidence, and findings outside the paths given are not reported")
    func explicitRoot() throws {
        let change = PlantedChange.translation
        let repository = try PlantedRepository(change.files)
        try repository.write(change.changed, change.text)
        try repository.write("Elsewhere/Broken.plist", "<plist><dict><key>a</key></dict></plist>")
        let part = try Self.run(repository, [change.changed], evidence: .root(repository.path))
        #expect(part.result.diagnostics.map(\.ruleID) == ["localization_format_mismatch"])
        let full = try Self.run(repository, [], evidence: .isolated)
        #expect(full.result.diagnostics.contains { $0.location.file == "Elsewhere/Broken.plist" })
        // A root that holds only the translation knows no English table.
        let narrow = try Self.run(repository, [change.changed], evidence: .root("App/fr.lproj"))
        #expect(narrow.result.diagnostics.filter { $0.severity == .error } == [])
    }

    @Test(
        "the root is the enclosing git work tree, else the folder of the nearest Xcode project, workspace, package or XcodeGen spec"
    )
    func rootDiscovery() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-root")
        try folder.write("Repo/App/Deep/File.swift", "")
        try folder.write("Repo/Sub/Package.swift", "")
        try folder.write("Repo/Sub/Sources/A.swift", "")
        try folder.makeFolder("Repo/Gen")
        try folder.write("Repo/Gen/project.yml", "name: App\n")
        try folder.write("Repo/Gen/App/B.swift", "")
        try folder.makeFolder("Repo/Xcode/App.xcodeproj")
        try folder.write("Repo/Xcode/App/C.swift", "")
        let root = folder.path
        #expect(ProjectRoot.of(root + "/Repo/Sub/Sources/A.swift") == root + "/Repo/Sub")
        #expect(ProjectRoot.of(root + "/Repo/Gen/App") == root + "/Repo/Gen")
        #expect(ProjectRoot.of(root + "/Repo/Xcode/App/C.swift") == root + "/Repo/Xcode")
        #expect(ProjectRoot.of(root + "/Repo/App/Deep/File.swift") == nil)
        try folder.makeFolder("Repo/.git")
        #expect(ProjectRoot.of(root + "/Repo/Sub/Sources/A.swift") == root + "/Repo")
        // A linked work tree or a submodule has a .git file.
        try folder.write("Repo/Sub/.git", "gitdir: ../.git/modules/Sub\n")
        #expect(ProjectRoot.of(root + "/Repo/Sub/Sources/A.swift") == root + "/Repo/Sub")
    }

    @Test("a file the configuration excludes is evidence, not reported on: a reference into it resolves")
    func excludedIsEvidence() throws {
        let change = PlantedChange.storyboardReference
        var files = change.files
        files["Modules/Base.lproj/Settings.storyboard"] = files.removeValue(forKey: "App/Base.lproj/Settings.storyboard")
        files["Modules/Base.lproj/Broken.storyboard"] = "<document><scenes>"
        let repository = try PlantedRepository(files)
        try repository.write(change.changed, change.text)
        var configuration = Configuration()
        try configuration.setPatterns(included: [], excluded: ["Modules"])
        for paths in [[], [change.changed]] {
            var options = ValidationOptions()
            options.evidence = .project
            let outcome = try ProjectValidator().validate(
                paths: paths, workingDirectory: repository.path, configuration: configuration, options: options)
            #expect(!outcome.result.diagnostics.contains { $0.message.contains("not among the files validated") },
                    "\(outcome.result.diagnostics)")
            #expect(!outcome.result.diagnostics.contains { $0.location.file.hasPrefix("Modules/") })
            #expect(!outcome.files.contains { $0.path.hasPrefix("Modules/") })
        }
    }

    @Test("a file no project encloses is read alone")
    func noProject() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-root")
        try folder.write("a/Main.storyboard", PlantedChange.storyboardReference.text)
        try folder.write("b/Settings.storyboard", "not read")
        var options = ValidationOptions()
        options.evidence = .project
        let outcome = try ProjectValidator().validate(
            paths: ["a/Main.storyboard"], workingDirectory: folder.path, configuration: Configuration(),
            options: options)
        #expect(outcome.project.interfaceFiles.map(\.path) == ["a/Main.storyboard"])
    }
}
