import Foundation
import Testing
import TestSupport
import TripSource
@testable import Validation

/// `ProjectValidator` end to end: configuration, suppressions in storyboards and plists, strict
/// runs, baselines, the tool's own errors, progress, and rules added from outside.
@Suite("Validation pipeline")
struct PipelineTests {
    /// A storyboard with an unreachable scene (a warning) and a plist with a repeated key (a warning).
    static func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: "tripkit-validation")
        try folder.write("App/Main.storyboard", IB.storyboard(
            IB.controller("c1") + """
                    <scene sceneID="s2">
                        <objects>
                            <!-- Xcode writes scene titles as comments; this one is ordinary. -->
                            <!-- tripkit:disable:next unreachable_scene -->
                            <viewController id="c2" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """ + IB.controller("c3"), attributes: " initialViewController=\"c1\""))
        try folder.write("App/Info.plist", IB.plist("""
            <key>A</key><string>1</string>
            <!-- tripkit:disable:next plist_duplicate_key -->
            <key>A</key><string>2</string>
            <key>B</key><string>1</string>
            <key>B</key><string>2</string>
            <!-- tripkit:disable:next plist_duplicat_key -->
            """))
        return folder
    }

    static func run(_ folder: TemporaryDirectory, _ paths: [String] = [], configuration: Configuration = Configuration(),
                    options: ValidationOptions = ValidationOptions()) throws -> ValidationOutcome {
        try ProjectValidator().validate(paths: paths, workingDirectory: folder.path, configuration: configuration, options: options)
    }

    @Test("comments in storyboards and plists suppress findings; misspelt rule ids are reported")
    func suppressions() throws {
        let folder = try Self.project()
        let outcome = try Self.run(folder)
        #expect(outcome.result.suppressed.map(\.ruleID) == ["plist_duplicate_key", "unreachable_scene"])
        #expect(outcome.result.diagnostics.map(\.description) == [
            "App/Info.plist:9:1: warning: key 'B' is already in this dictionary; this later value replaces the first (plist_duplicate_key)"
                + "\nApp/Info.plist:8:1: note: first written here",
            "App/Info.plist:10:27: warning: unknown rule id 'plist_duplicat_key' in a suppression comment; did you mean 'plist_duplicate_key'? (invalid_suppression)",
            "App/Main.storyboard:20:17: warning: scene <viewController> (c3) is unreachable: it is not the initial view controller, has no storyboard identifier, and no segue leads to it (unreachable_scene)",
        ])
        #expect(outcome.fails == false)
    }

    @Test("warnings fail a strict run, from the options or the configuration")
    func strict() throws {
        let folder = try Self.project()
        #expect(try Self.run(folder, options: ValidationOptions(strict: true)).fails)
        var configuration = Configuration()
        configuration.strict = true
        #expect(try Self.run(folder, configuration: configuration).fails)
    }

    @Test("a baseline written from a run hides its findings, and new ones still show")
    func baseline() throws {
        let folder = try Self.project()
        let first = try Self.run(folder)
        try folder.write("baseline.json", first.baselineText())
        let second = try Self.run(folder, options: ValidationOptions(baselinePath: "baseline.json"))
        #expect(second.result.diagnostics.isEmpty)
        #expect(second.result.baselined.count == 3)
        try folder.write("App/New.storyboard", IB.storyboard(IB.controller("n1", connections: "<segue destination=\"n1\" kind=\"push\" identifier=\"x\" id=\"s\"/>"),
                                                             attributes: " initialViewController=\"n1\""))
        let third = try Self.run(folder, options: ValidationOptions(baselinePath: "baseline.json"))
        #expect(third.result.diagnostics.map(\.ruleID) == ["segue_deprecated_kind"])
    }

    @Test("the configuration file is found in the working directory, or named; it chooses rules, severities and the reporter")
    func configuration() throws {
        let folder = try Self.project()
        try folder.write(".tripkit.yml", """
            unreachable_scene: error
            disabled_rules: [invalid_suppression]
            reporter: summary
            """)
        let validator = ProjectValidator()
        let configuration = try validator.configuration(explicitPath: nil, workingDirectory: folder.path)
        let outcome = try Self.run(folder, configuration: configuration)
        #expect(outcome.reporter == .summary)
        #expect(outcome.result.diagnostics.map(\.severity) == [.warning, .error])
        #expect(outcome.fails)
        try folder.write("other.json", #"{"only_rules": ["plist_duplicate_key"]}"#)
        let named = try validator.configuration(explicitPath: "other.json", workingDirectory: folder.path)
        #expect(try Self.run(folder, configuration: named, options: ValidationOptions(reporter: .json)).result.diagnostics.count == 1)
        try folder.write("bad.yml", "unreachable_scen: error\n")
        #expect(throws: ConfigurationError.self) { try validator.configuration(explicitPath: "bad.yml", workingDirectory: folder.path) }
    }

    @Test("a dependency lock file given as a path reports the findings at its pins, with the project as evidence")
    func lockFileGiven() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-lock")
        try folder.write("App.xcodeproj/project.pbxproj",
                         XcodeProjectText.project([XcodeProjectText.Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: [])]))
        try folder.write("App/Info.plist", Readiness.plist(""))
        let lock = "PODS:\n  - Alamofire (5.6.4)\n\nDEPENDENCIES:\n  - Alamofire\n"
        try folder.write("Podfile.lock", lock)
        try folder.write("Pods/Manifest.lock", lock)
        try folder.write("Pods/Alamofire/Source/Alamofire.swift", "// Alamofire\n")
        var options = ValidationOptions()
        options.evidence = .project
        let outcome = try Self.run(folder, ["Podfile.lock"], options: options)
        #expect(outcome.result.diagnostics.map { "\($0.location.file):\($0.location.line) \($0.ruleID) \($0.severity)" }
            == ["Podfile.lock:2 sdk_privacy_manifest_missing error"],
                Comment(rawValue: outcome.result.diagnostics.map(\.description).joined(separator: "\n")))
        #expect(outcome.fails)
        // The whole project reports more (its Info.plist lacks what an iOS app needs): the path decides what is reported.
        #expect(try Self.run(folder, options: options).result.diagnostics.count > 1)
    }

    @Test("the tool's own problems are typed errors, not findings")
    func toolProblems() throws {
        let folder = try Self.project()
        #expect(throws: DiscoveryError.noSuchPath(["Nope"])) { try Self.run(folder, ["Nope"]) }
        try folder.write("notes.txt", "")
        #expect(throws: DiscoveryError.unsupportedFile("notes.txt")) { try Self.run(folder, ["notes.txt"]) }
        try folder.makeFolder("Empty")
        let empty = #expect(throws: DiscoveryError.self) { try Self.run(folder, ["Empty"]) }
        #expect({ if case .nothingToValidate = empty { true } else { false } }())
        let baseline = #expect(throws: BaselineError.self) { try Self.run(folder, options: ValidationOptions(baselinePath: "none.json")) }
        #expect({ if case .unreadable = baseline { true } else { false } }())
    }

    @Test("progress is told the file count, each file read, and the findings")
    func progress() throws {
        let folder = try Self.project()
        let events = Locked<[ValidationProgress]>([])
        _ = try Self.run(folder, options: ValidationOptions(progress: { event in events.withLock { $0.append(event) } }))
        let seen = events.withLock { $0 }
        #expect(seen.first == .discovered(files: 2))
        #expect(Set(seen.filter { if case .read = $0 { true } else { false } }) == [.read(done: 1, of: 2), .read(done: 2, of: 2)])
        #expect(seen.last == .validated(findings: 3))
    }

    /// A rule a module above Validation might add: every `Destinations.plist` needs a `Destinations` array.
    struct DestinationsNeedList: Rule {
        static let description = RuleDescription(
            id: "destinations_missing_list", severity: .error, category: .plists,
            summary: "A Destinations.plist has no Destinations array.")

        func check(_ file: PropertyListFile) -> [Diagnostic] {
            guard file.fileName == "Destinations.plist", file.document.root["Destinations"]?.array == nil,
                  let location = file.document.root.location else { return [] }
            return [diagnostic("Destinations.plist has no 'Destinations' array", at: location)]
        }
    }

    @Test("a module above can add plist rules that the configuration, listing and reports know")
    func extraRules() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-validation")
        try folder.write("Destinations.plist", IB.plist("<key>Other</key><true/>"))
        let validator = ProjectValidator(rules: StandardRules.all + [AnyRule(DestinationsNeedList(), forEach: \.propertyLists)])
        #expect(validator.registry.listing().contains("destinations_missing_list"))
        let outcome = try validator.validate(paths: [], workingDirectory: folder.path, configuration: Configuration(), options: ValidationOptions())
        #expect(outcome.result.diagnostics.map(\.description) == [
            "Destinations.plist:4:1: error: Destinations.plist has no 'Destinations' array (destinations_missing_list)",
        ])
        try folder.write(".tripkit.yml", "destinations_missing_list: warning\n")
        let configuration = try validator.configuration(explicitPath: nil, workingDirectory: folder.path)
        #expect(configuration.severity(of: "destinations_missing_list") == .warning)
    }

    @Test("tripkit rules lists every standard rule")
    func listing() {
        goldenFiles.check(StandardRules.registry.listing(), "standard-rules.txt")
        let categories = Set(StandardRules.all.map(\.description.category.rawValue))
        #expect(categories == ["files", "ids", "entry_points", "segues", "references", "connections", "cells", "code",
                               "assets", "plists", "localizations", "string_catalogs", "info_plist", "privacy"])
    }
}
