import Foundation
import Testing
@testable import TripKitCLI
@testable import Validation
import PropertyList

/// The README's code and examples, which must not drift from what the tool does.
@Suite("README")
struct ReadmeTests {
    private static let repository = Paths.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    private static func readme() throws -> String {
        try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The fenced blocks of one language after a heading or a line of text.
    private static func blocks(_ language: String, after marker: String) throws -> [String] {
        let readme = try readme()
        let section = try #require(readme.range(of: marker), "the README has no '\(marker)'")
        return readme[section.upperBound...].components(separatedBy: "```\(language)\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```\n").first }
    }

    @Test("the 'Using the libraries' code is the sample package's main.swift, byte for byte")
    func usingTheLibraries() throws {
        let sample = try String(
            contentsOf: Self.repository.appendingPathComponent("Examples/LibraryClient/Sources/LibraryClient/main.swift"),
            encoding: .utf8)
        let code = try Self.blocks("swift", after: "## Using the libraries\n")
        #expect(code.contains(sample), "the README's code differs from Examples/LibraryClient's main.swift")
    }

    @Test("the configuration example is accepted by tripkit and names every configuration key")
    func configurationExample() throws {
        let example = try #require(try Self.blocks("yaml", after: "`.tripkit.yml` (or `.tripkit.json`)").first)
        let registry = ValidationRuleSet.validator.registry
        let configuration = try Configuration.parse(
            Array(example.utf8), file: ".tripkit.yml", format: .yaml, registry: registry)
        #expect(configuration.includedPatterns == ["App", "Modules/**/*.storyboard"])
        #expect(configuration.optInRules == ["identifier_not_swift_identifier"])
        for (key, _) in Configuration.documentedKeys {
            #expect(example.contains("\n\(key): ") || example.hasPrefix("\(key): ") || example.contains("# \(key): "),
                    "the README's configuration example does not show '\(key)'")
        }
        // The commented-out line is a configuration of its own.
        let only = try #require(example.split(separator: "\n").first { $0.hasPrefix("# only_rules:") })
        let alone = try Configuration.parse(Array(only.dropFirst(2).utf8), file: "x.yml", format: .yaml, registry: registry)
        #expect(alone.onlyRules == ["duplicate_object_id"])
    }

    @Test("the exit-status table is the one the manual page documents, row for row")
    func exitStatusTable() throws {
        let readme = try Self.readme()
        let header = "| Status | Meaning |\n| ------ | ------- |\n"
        let start = try #require(readme.range(of: header), "the README has no exit-status table")
        let rows = readme[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("|") }.map(String.init)
        #expect(rows == TripKitCommandLine.exitStatuses.map { "| \($0.code.rawValue) | \($0.meaning) |" })
    }

    @Test("the caps on untrusted input are listed with the defaults the readers use")
    func inputLimits() throws {
        // The README wraps its lines: compare with single spaces.
        let readme = try Self.readme().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(readme.contains("Every file is read under caps that keep a hostile one from costing more than its size: "
                                + InputLimit.documentation + "."))
        #expect(ValidationOptions.defaultLimits[.nestingDepth] == PlistReader.Options().maxDepth)
        #expect(ValidationOptions.defaultMaxFileSize == 64 << 20)
    }
}
