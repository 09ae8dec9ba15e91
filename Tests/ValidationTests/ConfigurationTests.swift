import Foundation
import Testing
import TestSupport
import TripSource
@testable import Validation

private func parse(_ text: String, format: ConfigurationFormat = .yaml, file: String = ".tripkit.yml") throws -> Configuration {
    try Configuration.parse(Array(text.utf8), file: file, format: format, registry: Demo.registry)
}

@Suite("Configuration")
struct ConfigurationTests {
    static let yaml = """
        # TripKit configuration
        included:
          - App
          - "Sources/**/*.storyboard"
        excluded: [Pods, '**/Generated']
        opt_in_rules:
        - long_line
        disabled_rules: [todo_marker]
        duplicate_title: warning
        long_line:
          severity: error
        reporter: github-actions-logging
        strict: true
        baseline: tripkit-baseline.json
        """

    static let json = """
        {
          "included": ["App", "Sources/**/*.storyboard"],
          "excluded": ["Pods", "**/Generated"],
          "opt_in_rules": ["long_line"],
          "disabled_rules": ["todo_marker"],
          "duplicate_title": "warning",
          "long_line": {"severity": "error"},
          "reporter": "github-actions-logging",
          "strict": true,
          "baseline": "tripkit-baseline.json"
        }
        """

    @Test("reads every key from YAML")
    func readsYAML() throws {
        let configuration = try parse(Self.yaml)
        #expect(configuration.included.map(\.pattern) == ["App", "Sources/**/*.storyboard"])
        #expect(configuration.excluded.map(\.pattern) == ["Pods", "**/Generated"])
        #expect(configuration.optInRules == ["long_line"])
        #expect(configuration.disabledRules == ["todo_marker"])
        #expect(configuration.onlyRules == nil)
        #expect(configuration.severities == ["duplicate_title": .warning, "long_line": .error])
        #expect(configuration.reporter == .githubActionsLogging)
        #expect(configuration.strict)
        #expect(configuration.baseline == "tripkit-baseline.json")
    }

    @Test("reads the same keys from JSON")
    func readsJSON() throws {
        #expect(try parse(Self.json, format: .json, file: ".tripkit.json") == parse(Self.yaml))
    }

    @Test("an empty file is the default configuration")
    func emptyFile() throws {
        #expect(try parse("# nothing configured\n") == Configuration())
        #expect(try parse("{}", format: .json) == Configuration())
    }

    @Test("chooses which rules run")
    func enabledRules() throws {
        let rules = Demo.registry.rules
        let ids = { (configuration: Configuration) in rules.filter(configuration.isEnabled).map(\.id) }
        #expect(ids(Configuration()) == ["duplicate_title", "invalid_suppression", "todo_marker", "too_many_findings"])
        #expect(ids(try parse(Self.yaml)) == ["duplicate_title", "invalid_suppression", "long_line", "too_many_findings"])
        #expect(ids(try parse("only_rules: [long_line]")) == ["long_line"])
    }

    @Test("finds .tripkit.yml or .tripkit.json in the root, and refuses both")
    func locate() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-validation")
        #expect(try Configuration.locate(in: folder.path) == nil)
        try folder.write(".tripkit.json", "{}")
        #expect(try Configuration.locate(in: folder.path) == folder.path + "/.tripkit.json")
        try folder.write(".tripkit.yml", "strict: true\n")
        #expect(throws: ConfigurationError.self) { try Configuration.locate(in: folder.path) }
    }

    @Test("loads a file, taking its folder as the root")
    func load() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-validation")
        try folder.write("ci/tripkit.json", #"{"strict": true}"#)
        let configuration = try Configuration.load(contentsOf: folder.path + "/ci/tripkit.json", registry: Demo.registry)
        #expect(configuration.strict)
        #expect(configuration.root == folder.path + "/ci")
        #expect(throws: ConfigurationError.unreadable(file: folder.path + "/missing.yml", reason: "No such file or directory")) {
            try Configuration.load(contentsOf: folder.path + "/missing.yml", registry: Demo.registry)
        }
    }

    /// Marked configurations whose 1️⃣ is where the error must point, and its whole message.
    static let badYAML: [(String, String)] = [
        ("1️⃣stirct: true\n", "unknown key 'stirct'; expected a configuration key or a rule id; did you mean 'strict'?"),
        ("1️⃣colour: blue\n", "unknown key 'colour'; expected a configuration key or a rule id"),
        ("strict: 1️⃣yes\n", "'strict' expects true or false, found the string \"yes\""),
        ("strict: 1️⃣\"true\"\n", "'strict' expects true or false, found the string \"true\""),
        ("disabled_rules: [todo_marker, 1️⃣todo_markr]\n", "unknown rule id 'todo_markr' (`tripkit rules` lists them); did you mean 'todo_marker'?"),
        ("disabled_rules: 1️⃣todo_marker\n", "'disabled_rules' expects a list of rule ids, found the string \"todo_marker\""),
        ("opt_in_rules:\n  - 1️⃣[long_line]\n", "'opt_in_rules' expects a rule id, found a list"),
        ("reporter: 1️⃣sarif2\n", "unknown reporter 'sarif2'; expected one of xcode, json, github-actions-logging, sarif, junit, gitlab, checkstyle, markdown, summary; did you mean 'sarif'?"),
        ("reporter: 1️⃣[json]\n", "'reporter' expects a reporter name, found a list"),
        ("todo_marker: 1️⃣fatal\n", "unknown severity 'fatal'; expected error, warning or note"),
        ("todo_marker:\n  1️⃣level: error\n", "unknown key 'level'; expected a configuration key or a rule id"),
        ("todo_marker: 1️⃣{}\n", "'todo_marker' expects a mapping with a 'severity' key, found an empty mapping"),
        ("todo_marker: 1️⃣3\n", "'todo_marker' expects a severity (error, warning or note) or a mapping with 'severity', found the number 3"),
        ("excluded: [1️⃣'[abc']\n", "invalid pattern '[abc': '[' without a closing ']'"),
        ("excluded: [1️⃣'']\n", "invalid pattern '': the pattern is empty"),
        ("1️⃣only_rules: [long_line]\ndisabled_rules: [todo_marker]\n", "'only_rules' cannot be used together with 'disabled_rules'"),
        ("opt_in_rules: [long_line]\ndisabled_rules: [1️⃣long_line]\n", "rule 'long_line' is both in opt_in_rules and in disabled_rules"),
        ("baseline: 1️⃣''\n", "'baseline' expects a path, found an empty string"),
        ("1️⃣- a\n- b\n", "expected a mapping of configuration keys, found a list"),
        ("strict: true\n1️⃣strict: false\n", "duplicate key 'strict' (first given at 1:1)"),
        ("excluded: 1️⃣*pods\n", "aliases (*name) are not supported in TripKit configuration files"),
    ]

    @Test("refuses unknown keys and bad values with the place and a clear message", arguments: badYAML)
    func refusesYAML(marked: String, message: String) {
        expectPositionedError(marked, file: "conf", message: message, exactly: true) { _ = try parse($0, format: .yaml, file: "conf") }
    }

    static let badJSON: [(String, String)] = [
        ("{1️⃣\"exclude\": []}", "unknown key 'exclude'; expected a configuration key or a rule id; did you mean 'excluded'?"),
        ("{\"strict\": 1️⃣\"yes\"}", "'strict' expects true or false, found the string \"yes\""),
        ("{\"strict\": 1️⃣null}", "'strict' expects true or false, found an empty value"),
        ("{\"only_rules\": [1️⃣\"nope\"]}", "unknown rule id 'nope' (`tripkit rules` lists them)"),
        ("{\"long_line\": {\"severity\": 1️⃣\"loud\"}}", "unknown severity 'loud'; expected error, warning or note"),
        ("{\"reporter\": \"json\",1️⃣}", "found '}'; expected a quoted key"),
        ("1️⃣[]", "expected a mapping of configuration keys, found a list"),
    ]

    @Test("refuses unknown keys and bad values in JSON too", arguments: badJSON)
    func refusesJSON(marked: String, message: String) {
        expectPositionedError(marked, file: "conf", message: message, exactly: true) { _ = try parse($0, format: .json, file: "conf") }
    }
}
