import Foundation
import Testing
import TestSupport
@testable import Validation

/// The repository's own fixtures validated with the standard rules: the storyboards, XIBs and bad
/// Interface Builder files; the RoadTrip app whole (clean); and an app with planted defects.
@Suite("Validating the repository's fixtures")
struct FixtureValidationTests {
    static let root = SharedFiles.fixtures.path

    static func run(_ paths: [String]) throws -> ValidationOutcome {
        try ProjectValidator().validate(
            paths: paths, workingDirectory: root, configuration: Configuration(),
            options: ValidationOptions(tool: ToolInfo(version: "0.0.0-test", rulesDocumentationURI: "https://github.com/tripkit/tripkit/blob/main/docs/rules.md")))
    }

    /// Every reporter's rendering of a run.
    static func checkReports(_ outcome: ValidationOutcome, name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let report = Report(
            diagnostics: outcome.result.diagnostics, rules: ProjectValidator().registry.rules, workingDirectory: root,
            files: outcome.files.map(\.path), tool: ToolInfo(version: "0.0.0-test", rulesDocumentationURI: "https://github.com/tripkit/tripkit/blob/main/docs/rules.md"), lines: FileLines(workingDirectory: root))
        for kind in ReporterKind.allCases {
            goldenFiles.check(kind.reporter.render(report), "\(name).\(kind.rawValue).txt", sourceLocation: sourceLocation)
        }
        #expect(outcome.report == XcodeReporter().render(report), sourceLocation: sourceLocation)
    }

    @Test("the storyboards, XIBs and bad Interface Builder files report what they hold, in every format")
    func documents() throws {
        let outcome = try Self.run(["Storyboards", "XIBs", "invalid/InterfaceBuilder"])
        Self.checkReports(outcome, name: "fixtures")
        #expect(outcome.fails)
    }

    @Test("the RoadTrip app, sources and Info.plist included, is clean")
    func roadTrip() throws {
        let outcome = try Self.run([
            "Storyboards/RoadTrip/Modern", "XIBs/DestinationCell.xib", "XIBs/WeatherController.xib",
            "validation/RoadTripApp",
        ])
        #expect(outcome.files.count == 13)
        #expect(outcome.result.diagnostics.map(\.description) == [])
        #expect(outcome.fails == false)
        let sources = outcome.project.codeFiles.flatMap(\.references).map { "\($0.call) \($0.value)" }
        // Files in path order; commented-out calls, calls inside strings and interpolated literals are not there.
        #expect(sources == [
            "UIStoryboard(name:) MainStoryboard_iPad", "instantiateViewController(withIdentifier:) DestinationController",
            "dequeueReusableCell(withIdentifier:for:) DestinationCell", "forCellReuseIdentifier: LegacyDestinationCell",
            "dequeueReusableCellWithIdentifier:forIndexPath: LegacyDestinationCell", "dequeueReusableCellWithIdentifier: DestinationCell",
            "performSegue(withIdentifier:) Weather", "UIStoryboard(name:) MainStoryboard_iPhone",
            "instantiateViewController(withIdentifier:) DestinationController",
        ])
    }

    @Test("the broken app reports its planted defects, in every format")
    func brokenApp() throws {
        let outcome = try Self.run(["invalid/validation/BrokenApp"])
        Self.checkReports(outcome, name: "broken-app")
        #expect(outcome.result.suppressed.map(\.ruleID) == ["unreachable_scene"])
        #expect(outcome.fails)
    }

    @Test("the summary of an app's translations shows each language's coverage over its tables and catalogs")
    func translationsSummary() throws {
        let outcome = try ProjectValidator().validate(
            paths: ["validation/Translations"], workingDirectory: Self.root, configuration: Configuration(),
            options: ValidationOptions(reporter: .summary, tool: ToolInfo(version: "0.0.0-test")))
        goldenFiles.check(outcome.report, "translations.summary.txt")
        // Without the translation rules, no coverage.
        var configuration = Configuration()
        configuration.disabledRules = ["localization_missing_key", "string_catalog_missing_translation"]
        let off = try ProjectValidator().validate(
            paths: ["validation/Translations"], workingDirectory: Self.root, configuration: configuration,
            options: ValidationOptions(reporter: .summary, tool: ToolInfo(version: "0.0.0-test")))
        #expect(!off.report.contains("Translation coverage"))
    }

    @Test("the catalog-checks app reports its InfoPlist.xcstrings gaps, empty translations and stray % signs, and nothing else of theirs")
    func catalogChecks() throws {
        let outcome = try Self.run(["validation/CatalogChecks"])
        let rules: Set<String> = [
            "infoplist_strings_unknown_key", "usage_description_not_localized", "localization_empty_translation",
            "localization_format_arguments", "string_catalog_format_arguments",
        ]
        let found = outcome.result.diagnostics.filter { rules.contains($0.ruleID) }.map {
            "\($0.location.file):\($0.location.line) \($0.ruleID) \($0.severity)"
        }
        #expect(found.sorted() == [
            "validation/CatalogChecks/App/InfoPlist.xcstrings:16 infoplist_strings_unknown_key warning",
            "validation/CatalogChecks/App/InfoPlist.xcstrings:21 usage_description_not_localized warning",
            "validation/CatalogChecks/App/Localizable.xcstrings:13 localization_empty_translation warning",
            "validation/CatalogChecks/App/Localizable.xcstrings:6 string_catalog_format_arguments error",
            "validation/CatalogChecks/App/fi.lproj/Localizable.strings:1 localization_empty_translation warning",
            "validation/CatalogChecks/App/fi.lproj/Localizable.strings:2 localization_empty_translation note",
            "validation/CatalogChecks/App/fi.lproj/Localizable.strings:3 localization_format_arguments error",
        ])
    }
}
