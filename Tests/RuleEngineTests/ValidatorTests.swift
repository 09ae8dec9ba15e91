import Testing
import TestSupport
import TripSource
@testable import RuleEngine

private func location(_ file: String, _ line: Int) -> TripSource.SourceLocation {
    TripSource.SourceLocation(file: file, line: line, column: 1, offset: line * 10)
}

private let always = RuleDescription(id: "always", severity: .warning, category: .files, summary: "Always finds something.")
private let optIn = RuleDescription(id: "opt_in_check", severity: .note, category: .files, summary: "Off unless enabled.", isOptIn: true)

private let closureRules: [AnyRule<DemoProject>] = [
    AnyRule(always) { project in
        project.files.map { Diagnostic(ruleID: "always", severity: .warning, message: "found in \($0.path)", location: location($0.path, 1)) }
    },
    AnyRule(optIn) { project in
        [Diagnostic(ruleID: "opt_in_check", severity: .note, message: "opted in", location: location("a", 2))]
    },
]

private let project = DemoProject(files: (1...40).map { DemoFile(path: "f\($0).xml", text: "TODO \($0)\nTODO again\n") })

private func run(_ configuration: Configuration = Configuration(), rules: [AnyRule<DemoProject>] = closureRules) -> [Diagnostic] {
    Validator(rules: rules, configuration: configuration)
        .validate(project, lines: InMemoryLines(texts: [:]), workingDirectory: "/")
        .diagnostics
}

/// A per-file rule that reports every file it is given, once.
private struct FileChecked: Rule {
    static let description = RuleDescription(id: "file_checked", severity: .note, category: .files, summary: "Reports the file.")

    func check(_ file: DemoFile) -> [Diagnostic] {
        [Diagnostic(ruleID: "file_checked", severity: .note, message: "checked", location: location(file.path, 1))]
    }
}

@Suite("Validator")
struct ValidatorTests {
    @Test("runs enabled rules only: opt-in rules when named, disabled rules never, only_rules exactly")
    func selection() {
        #expect(Set(run().map(\.ruleID)) == ["always"])
        var configuration = Configuration()
        configuration.optInRules = ["opt_in_check"]
        #expect(Set(run(configuration).map(\.ruleID)) == ["always", "opt_in_check"])
        configuration.disabledRules = ["always"]
        #expect(Set(run(configuration).map(\.ruleID)) == ["opt_in_check"])
        configuration = Configuration()
        configuration.onlyRules = ["opt_in_check"]
        #expect(Set(run(configuration).map(\.ruleID)) == ["opt_in_check"])
    }

    @Test("gives findings their rule's configured severity")
    func severities() {
        var configuration = Configuration()
        configuration.severities = ["always": .error]
        #expect(Set(run(configuration).map(\.severity)) == [.error])
        #expect(Set(run().map(\.severity)) == [.warning])
    }

    @Test("per-file rules run for every file on all cores, with the same sorted result every time")
    func perFileRules() {
        let rules = [AnyRule<DemoProject>(TodoMarker(), forEach: \.files)]
        let first = run(rules: rules)
        #expect(first.count == 80)
        #expect(first == first.sorted())
        for _ in 0..<10 {
            #expect(run(rules: rules) == first)
        }
    }

    @Test("a short per-file batch beside a long one has each of its items checked once")
    func batchesOfTwoSizes() {
        let rules = [
            AnyRule<DemoProject>(TodoMarker(), forEach: \.files),
            AnyRule<DemoProject>(FileChecked(), forEach: { Array($0.files.suffix(3)) }),
        ]
        let found = run(rules: rules)
        #expect(found.filter { $0.ruleID == "todo_marker" }.count == 80)
        #expect(found.filter { $0.ruleID == "file_checked" }.map(\.location.file) == project.files.suffix(3).map(\.path))
    }

    @Test("units split every batch into consecutive runs of items, each item in one unit, evenly")
    func unitItems() {
        for units in 1...40 {
            for count in [0, 1, 2, 3, 7, 16, 20, 39, 40, 41, 100, 1_000] {
                let ranges = (0..<units).map { Validator<DemoProject>.unitItems($0, of: units, count: count) }
                #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == count)
                #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
                let sizes = ranges.map(\.count)
                #expect(sizes.max()! - sizes.min()! <= 1, "\(units) units, \(count) items: \(sizes)")
            }
        }
    }

    @Test("derives whether the run fails from the findings", arguments: [
        ([Severity](), false, false),
        ([.note, .warning], false, false),
        ([.note, .warning], true, true),
        ([.note], true, false),
        ([.error], false, true),
    ])
    func fails(severities: [Severity], strict: Bool, expected: Bool) {
        let findings = severities.map { Diagnostic(ruleID: "always", severity: $0, message: "m", location: location("a", 1)) }
        #expect(ValidationResult(diagnostics: findings, baselined: [], suppressed: []).fails(strict: strict) == expected)
    }

    @Test("sorts findings by file, position, rule and message")
    func sorting() {
        let findings = [
            Diagnostic(ruleID: "b", severity: .note, message: "m", location: location("b.xib", 1)),
            Diagnostic(ruleID: "b", severity: .note, message: "m", location: location("a.xib", 2)),
            Diagnostic(ruleID: "b", severity: .note, message: "m", location: location("a.xib", 1)),
            Diagnostic(ruleID: "a", severity: .note, message: "z", location: location("a.xib", 1)),
            Diagnostic(ruleID: "a", severity: .note, message: "y", location: location("a.xib", 1)),
        ]
        #expect(findings.sorted().map { "\($0.location.file):\($0.location.line) \($0.ruleID) \($0.message)" } == [
            "a.xib:1 a y", "a.xib:1 a z", "a.xib:1 b m", "a.xib:2 b m", "b.xib:1 b m",
        ])
    }
}

@Suite("Rule registry")
struct RuleRegistryTests {
    @Test("holds the given rules and the engine's own, sorted by id")
    func contents() {
        #expect(Demo.registry.rules.map(\.id) == ["duplicate_title", "invalid_suppression", "long_line", "todo_marker", "too_many_findings"])
        #expect(Demo.registry[id: "long_line"]?.isOptIn == true)
        #expect(Demo.registry[id: "nope"] == nil)
        #expect(Demo.registry.suggestion(for: "todo_markers") == "todo_marker")
        #expect(Demo.registry.suggestion(for: "completely_different") == nil)
    }

    @Test("accepts only snake_case rule ids", arguments: [
        ("duplicate_object_id", true), ("a1", true), ("Duplicate", false), ("double__underscore", false),
        ("trailing_", false), ("_leading", false), ("kebab-case", false), ("", false), ("1st", false),
    ])
    func ids(id: String, valid: Bool) {
        #expect(RuleDescription.isValidID(id) == valid)
    }

    @Test("lists rules for `tripkit rules`")
    func listing() {
        var configuration = Configuration()
        configuration.severities = ["todo_marker": .error]
        configuration.disabledRules = ["duplicate_title"]
        goldenFiles.check(
            Demo.registry.listing() + "\n" + Demo.registry.listing(configuration: configuration) + "\n" + Demo.registry.listingJSON(),
            "rules-listing.txt")
    }
}
