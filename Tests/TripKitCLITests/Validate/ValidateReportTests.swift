import Foundation
import TestSupport
import Testing
@testable import CommandLineKit
@testable import TripKitCLI

/// The repository's fixtures validated through `tripkit validate`, in every format.
///
/// The Validation tests already pin the library's reports of the same runs (`fixtures.*.txt` and
/// `broken-app.*.txt`): the command's output must be those files byte for byte. Only SARIF differs,
/// because it names the tool's version and describes every rule the command registers (the
/// Destinations.plist schema rules too); it is compared with the library's report member by member.
/// The Destinations.plist fixtures, which only the command's rules check, are pinned here.
@Suite("tripkit validate over the fixtures")
struct ValidateReportTests {
    private static let tool = TripKitCommandLine.tool

    /// The runs the library pins: its golden-file prefix and the paths under `Fixtures/`.
    private static let runs: [(name: String, paths: [String])] = [
        ("fixtures", ValidateCommandTests.documents),
        ("broken-app", ["invalid/validation/BrokenApp"]),
    ]

    /// Every format `--reporter` takes.
    static let reporters = [
        "xcode", "json", "github-actions-logging", "sarif", "junit", "gitlab", "checkstyle", "markdown", "summary",
    ]
    private static let textReporters = reporters.filter { $0 != "sarif" }
    /// The rules TripKit adds to the Validation module's own.
    static let destinationRules: Set = [
        "destinations_coordinate_range", "destinations_name", "destinations_number_as_string", "destinations_schema",
        "destinations_unknown_key", "destinations_url",
    ]

    private func validate(_ words: [String]) -> Outcome {
        // Fixtures/ lies in this repository's work tree: these runs mean its files alone.
        Self.tool.invoke(["validate", "--isolated"] + words, in: ValidateFiles.fixtures)
    }

    @Test("every format but SARIF is the library's golden report, byte for byte", arguments: textReporters)
    func textReports(reporter: String) throws {
        for run in Self.runs {
            let outcome = validate(["--reporter", reporter] + run.paths)
            let golden = try ValidateFiles.libraryGolden("\(run.name).\(reporter).txt")
            #expect(GoldenFile.unifiedDiff(expected: golden, actual: outcome.output) == nil, "\(run.name)")
            #expect(outcome.exitCode == .failure)
            #expect(outcome.error == "")
        }
    }

    @Test("SARIF is the library's report with the tool's version and the Destinations rules described too")
    func sarif() throws {
        let destinationIDs = Self.destinationRules
        for run in Self.runs {
            let outcome = validate(["--reporter", "sarif"] + run.paths)
            #expect(outcome.exitCode == .failure)
            let command = try SARIF(outcome.output)
            let library = try SARIF(ValidateFiles.libraryGolden("\(run.name).sarif.txt"))
            #expect(command.driver["version"] as? String == TripKitCommandLine.version)
            #expect(library.driver["version"] as? String == "0.0.0-test")
            let commandRules = command.rules.filter { !destinationIDs.contains($0["id"] as? String ?? "") }
            #expect(NSArray(array: commandRules) == NSArray(array: library.rules))
            #expect(Set(command.rules.compactMap { $0["id"] as? String }).isSuperset(of: destinationIDs))
            #expect(NSArray(array: command.resultsWithoutRuleIndex) == NSArray(array: library.resultsWithoutRuleIndex))
            #expect(!command.results.isEmpty)
            for result in command.results {
                let index = try #require(result["ruleIndex"] as? Int)
                #expect(command.rules[index]["id"] as? String == result["ruleId"] as? String, "ruleIndex points at the rule")
            }
            #expect(NSDictionary(dictionary: command.runWithoutToolAndResults) == NSDictionary(dictionary: library.runWithoutToolAndResults))
        }
    }

    @Test("the Destinations.plist fixtures are checked against their schema (pinned for xcode and sarif)",
          arguments: ["xcode", "sarif"])
    func destinations(reporter: String) {
        let outcome = validate(["--reporter", reporter, "Destinations.plist", "PropertyList/DestinationsHandEdited.plist"])
        #expect(outcome.exitCode == .success, "number-as-string findings are warnings")
        #expect(outcome.error == "")
        #expect(GoldenFile.difference(outcome.output, golden: ValidateFiles.golden("destinations.\(reporter).txt")) == nil)
    }

    @Test("the RoadTrip app with its valid catalog is clean, in the text, JSON and SARIF formats")
    func clean() throws {
        let paths = ["Destinations.plist"] + ValidateCommandTests.roadTrip
        #expect(validate(paths) == Outcome(exitCode: .success, output: "", error: ""))
        let json = try JSONSerialization.jsonObject(with: Data(validate(["--reporter", "json"] + paths).output.utf8)) as? [String: Any]
        #expect((json?["diagnostics"] as? [Any])?.isEmpty == true)
        #expect((json?["summary"] as? [String: Any])?["files"] as? Int == 14)
        #expect(try SARIF(validate(["--reporter", "sarif"] + paths).output).results.isEmpty)
    }
}

/// The parts of a SARIF log the comparison looks at.
private struct SARIF {
    let run: [String: Any]

    init(_ text: String) throws {
        let root = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let runs = try #require(root?["runs"] as? [[String: Any]])
        try #require(runs.count == 1)
        run = runs[0]
    }

    var driver: [String: Any] {
        (run["tool"] as? [String: Any])?["driver"] as? [String: Any] ?? [:]
    }

    var rules: [[String: Any]] {
        driver["rules"] as? [[String: Any]] ?? []
    }

    var results: [[String: Any]] {
        run["results"] as? [[String: Any]] ?? []
    }

    /// The results without `ruleIndex`, which shifts when more rules are described.
    var resultsWithoutRuleIndex: [[String: Any]] {
        results.map { $0.filter { $0.key != "ruleIndex" } }
    }

    /// Everything else the run holds.
    var runWithoutToolAndResults: [String: Any] {
        run.filter { $0.key != "tool" && $0.key != "results" }
    }
}
