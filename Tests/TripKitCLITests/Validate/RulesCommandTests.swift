import Foundation
import TestSupport
import Testing
@testable import CommandLineKit
@testable import TripKitCLI

/// `tripkit rules`: the Validation module's rules (pinned by its `standard-rules.txt`) and
/// TripKit's Destinations.plist schema rules, as a table and as JSON.
@Suite("tripkit rules")
struct RulesCommandTests {
    @Test("lists the standard rules as the library's golden listing does, and the schema rules among them")
    func table() throws {
        let outcome = TripKitCommandLine.tool.invoke("rules")
        #expect(outcome.exitCode == .success)
        #expect(outcome.error == "")
        let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
        let standard = lines.filter { !$0.hasPrefix("destinations_") }.joined(separator: "\n")
        #expect(GoldenFile.unifiedDiff(expected: try ValidateFiles.libraryGolden("standard-rules.txt"), actual: standard) == nil)
        let added = lines.filter { $0.hasPrefix("destinations_") }.map { $0.split(separator: " ") }
        #expect(Set(added.map { String($0[0]) }) == ValidateReportTests.destinationRules)
        #expect(added.allSatisfy { ["error", "warning"].contains($0[1]) && $0[2] == "plists" && $0.count > 4 })
        let ids = lines.dropFirst().dropLast().filter { !$0.hasPrefix(" ") }.map { $0.prefix(while: { $0 != " " }) }
        #expect(ids == ids.sorted(), "sorted by id")
    }

    @Test("--json lists the same rules with their severities and summaries")
    func json() throws {
        // Evidence lines are indented under their rule's row.
        let lines = TripKitCommandLine.tool.invoke("rules").output.split(separator: "\n").dropFirst()
        let table = lines.filter { !$0.hasPrefix(" ") }
        let outcome = TripKitCommandLine.tool.invoke("rules", "--json")
        #expect(outcome.exitCode == .success)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [[String: Any]])
        #expect(rules.count == table.count)
        for (rule, row) in zip(rules, table) {
            let id = try #require(rule["id"] as? String)
            let severity = try #require(rule["severity"] as? String)
            let summary = try #require(rule["summary"] as? String)
            #expect(row.hasPrefix(id + " "))
            #expect(row.contains(" \(severity) "))
            #expect(row.hasSuffix(summary) || row.hasSuffix(summary + " (opt-in)"))
            #expect(rule["optIn"] is Bool)
            let evidence = try #require(rule["evidence"] as? String)
            #expect(evidence.isEmpty || lines.contains { $0.hasPrefix(" ") && $0.hasSuffix("Evidence: " + evidence) })
        }
        #expect(rules.contains { ($0["evidence"] as? String)?.isEmpty == false })
    }

    @Test("explains a rule: summary, why it matters, evidence, a bad and a good example, the fix and its link",
          arguments: ["duplicate_object_id", "usage_description_missing"])
    func explanation(rule: String) {
        let outcome = TripKitCommandLine.tool.invoke("rules", rule)
        #expect(outcome.exitCode == .success)
        #expect(outcome.error == "")
        GoldenDirectory(testTarget: "TripKitCLITests").check(outcome.output, "rules/\(rule).txt")
    }

    @Test("a rule's explanation wraps its prose to 80 columns off a terminal, at spaces, and keeps its examples whole")
    func explanationWrapped() {
        for rule in ValidationRuleSet.validator.registry.rules {
            let output = TripKitCommandLine.tool.invoke("rules", rule.id).output
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            let prose = lines.filter { !$0.hasPrefix("    ") }
            // A longer line is a label with its link, or one word.
            #expect(prose.allSatisfy { $0.count <= 80 || $0.split(separator: " ").count <= 2 }, "\(rule.id) has a line over 80 columns")
            // The examples are there line for line, as written.
            for example in [rule.documentation.bad, rule.documentation.good] {
                let written = example.split(separator: "\n").map { "    " + $0 }
                #expect(written.allSatisfy { line in lines.contains { $0 == line } }, "\(rule.id)'s example was rewrapped")
            }
            // Words come out in the same order: nothing lost, nothing split.
            let words = output.split(whereSeparator: \.isWhitespace)
            let unwrapped = (ValidationRuleSet.validator.registry.explanation(of: rule.id) ?? "").split(whereSeparator: \.isWhitespace)
            #expect(Array(words.prefix(unwrapped.count)) == unwrapped)
        }
    }

    @Test("every rule explains why it matters, with a bad and a good example and the fix")
    func everyRuleDocumented() {
        let rules = ValidationRuleSet.validator.registry.rules
        #expect(rules.count > 90)
        for rule in rules {
            #expect(rule.documentation.isComplete, "\(rule.id) lacks part of its explanation")
            #expect(rule.documentation.bad != rule.documentation.good, "\(rule.id)'s examples are the same")
        }
    }

    @Test("docs/rules.md is what rules --markdown prints, so the links findings carry lead to each rule")
    func reference() throws {
        let outcome = TripKitCommandLine.tool.invoke("rules", "--markdown")
        #expect(outcome.exitCode == .success)
        GoldenFile.check(outcome.output, golden: SharedFiles.repositoryRoot.appendingPathComponent("docs/rules.md"))
        for rule in ValidationRuleSet.validator.registry.rules {
            #expect(outcome.output.contains("\n## \(rule.id)\n"), "no section for \(rule.id)")
        }
        #expect(TripKitCommandLine.rulesDocumentationURI.hasSuffix("/docs/rules.md"))
    }

    @Test("an unknown rule is a usage error that suggests the nearest id")
    func unknownRule() {
        let outcome = TripKitCommandLine.tool.invoke("rules", "asset_not_fonud")
        #expect(outcome.exitCode == .usage)
        #expect(outcome.error.contains("no rule is called 'asset_not_fonud'; did you mean 'asset_not_found'?"))
        #expect(outcome.output == "")
    }
}
