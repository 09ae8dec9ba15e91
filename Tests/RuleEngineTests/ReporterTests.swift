import Foundation
import Testing
import TestSupport
import TripSource
@testable import RuleEngine

/// A report with the awkward cases every format must survive: related places, characters each
/// format escapes, a non-ASCII path and line, a byte-offset finding, a file outside the working
/// directory, two findings of one rule at one place, and a clean file.
enum SampleReport {
    static let root = "/work/repo"
    static let main = root + "/App/Main.storyboard"
    static let settings = root + "/App/Settings.storyboard"
    static let unicode = "App/é space/Ünïcode.xib"
    static let plist = root + "/App/Info.plist"
    static let outside = "/elsewhere/Shared.xib"

    static func location(_ file: String, _ line: Int, _ column: Int) -> TripSource.SourceLocation {
        TripSource.SourceLocation(file: file, line: line, column: column, offset: line * 100 + column)
    }

    static let diagnostics: [Diagnostic] = [
        Diagnostic(ruleID: "duplicate_title", severity: .error, message: "title 'Home, Sweet: 100%' is already used",
                   location: location(main, 12, 5), related: [RelatedLocation(location(settings, 3, 9), "first used here")]),
        Diagnostic(ruleID: "todo_marker", severity: .warning, message: "TODO marker: '<item a=\"x & y | z\"/>'",
                   location: location(main, 20, 14)),
        Diagnostic(ruleID: "todo_marker", severity: .warning, message: "TODO marker: '<item a=\"x & y | z\"/>'",
                   location: location(main, 20, 14)),
        Diagnostic(ruleID: "long_line", severity: .note, message: "line is 120 bytes long; the limit is 100",
                   location: location(unicode, 1, 101)),
        Diagnostic(ruleID: "duplicate_title", severity: .error, message: "title 'x' is already used\nin a binary plist",
                   location: TripSource.SourceLocation(file: plist, byteOffset: 42),
                   related: [RelatedLocation(TripSource.SourceLocation(file: plist, byteOffset: 8), "first used here")]),
        Diagnostic(ruleID: "todo_marker", severity: .warning, message: "TODO marker: 'TODO'", location: location(outside, 2, 3)),
    ].sorted()

    static let lines = InMemoryLines(texts: [
        main: String(repeating: "\n", count: 11) + "  é <scene title=\"Home, Sweet: 100%\"/>\n" + String(repeating: "\n", count: 7)
            + "  <item note=\"TODO\" a=\"x &amp; y | z\"/>\n",
        unicode: "<document>" + String(repeating: "x", count: 110) + "</document>\n",
    ])

    static func report(_ diagnostics: [Diagnostic] = diagnostics) -> Report {
        Report(
            diagnostics: diagnostics, rules: Demo.registry.rules, workingDirectory: root,
            files: [main, settings, unicode, plist, root + "/App/Clean.xib"],
            tool: ToolInfo(version: "1.2.3", informationURI: "https://example.com/tripkit",
                           rulesDocumentationURI: "https://example.com/tripkit/rules.md"),
            lines: lines, sourceRootURI: "file:///work/repo")
    }
}

@Suite("Reporters")
struct ReporterTests {
    @Test("each reporter's output matches its golden file", arguments: ReporterKind.allCases)
    func golden(kind: ReporterKind) {
        goldenFiles.check(kind.reporter.render(SampleReport.report()), "reporter.\(kind.rawValue).txt")
    }

    @Test("the summary shows a row a language over all its tables, least translated first, naming its least translated table")
    func summaryCoverage() {
        func coverage(_ language: String, _ file: String, _ table: String, _ translated: Int, _ total: Int) -> LanguageCoverage {
            LanguageCoverage(
                language: language, file: SampleReport.root + "/App/" + file, table: SampleReport.root + "/App/" + table,
                translated: translated, total: total)
        }
        var report = SampleReport.report()
        report.coverage = [
            coverage("de", "de.lproj/Localizable.strings", "en.lproj/Localizable.strings", 2_104, 2_104),
            coverage("fr", "fr.lproj/Localizable.strings", "en.lproj/Localizable.strings", 1_792, 2_104),
            coverage("pt-BR", "pt-BR.lproj/Localizable.strings", "en.lproj/Localizable.strings", 2_103, 2_104),
            coverage("zh-Hans", "zh-Hans.lproj/Localizable.strings", "en.lproj/Localizable.strings", 0, 2_104),
            coverage("de", "de.lproj/Settings.strings", "en.lproj/Settings.strings", 40, 40),
            coverage("fr", "fr.lproj/Settings.strings", "en.lproj/Settings.strings", 20, 40),
            coverage("pt-BR", "pt-BR.lproj/Settings.strings", "en.lproj/Settings.strings", 40, 40),
            coverage("de", "Onboarding.xcstrings", "Onboarding.xcstrings", 3, 3),
            coverage("fr", "Onboarding.xcstrings", "Onboarding.xcstrings", 1, 3),
            // A table with nothing to translate is no row and no table.
            coverage("it", "it.lproj/Empty.strings", "en.lproj/Empty.strings", 0, 0),
        ]
        goldenFiles.check(SummaryReporter().render(report), "reporter.summary-coverage.txt")
        report.diagnostics = []
        #expect(SummaryReporter().render(report).hasPrefix("No findings in 5 files.\n\nTranslation coverage of 3 tables"))
        // Other formats show findings only.
        #expect(XcodeReporter().render(report) == XcodeReporter().render(SampleReport.report([])))
    }

    @Test("each reporter says plainly that there are no findings")
    func empty() {
        let outputs = ReporterKind.allCases.map { kind in
            "== \(kind.rawValue)\n" + kind.reporter.render(SampleReport.report([]))
        }
        goldenFiles.check(outputs.joined(separator: "\n"), "reporter.empty.txt")
    }

    /// A report of one finding about a whole file (it could not be read) and one in its text.
    static func wholeFileReport() -> Report {
        let unreadable = SampleReport.root + "/App/Gone.storyboard"
        return Report(
            diagnostics: [
                Diagnostic(ruleID: "unreadable_file", severity: .error, message: "cannot read the file: it is a directory",
                           location: TripSource.SourceLocation(wholeFile: unreadable)),
                Diagnostic(ruleID: "todo_marker", severity: .warning, message: "TODO marker: 'TODO'",
                           location: SampleReport.location(SampleReport.main, 20, 14),
                           related: [RelatedLocation(TripSource.SourceLocation(wholeFile: unreadable), "see also")]),
            ].sorted(),
            rules: Demo.registry.rules, workingDirectory: SampleReport.root, files: [unreadable, SampleReport.main],
            tool: ToolInfo(version: "1.2.3"), lines: SampleReport.lines)
    }

    @Test("a finding about a whole file has no invented line 1 column 1 in any format but GitLab's, which requires a line")
    func wholeFile() throws {
        let report = Self.wholeFileReport()
        func render(_ kind: ReporterKind) -> String { kind.reporter.render(report) }
        for kind in ReporterKind.allCases where kind != .gitlab {
            #expect(!render(kind).contains("Gone.storyboard:1"), "\(kind.rawValue): \(render(kind))")
        }
        #expect(render(.xcode) == """
            App/Gone.storyboard: error: cannot read the file: it is a directory (unreadable_file)
            App/Main.storyboard:20:14: warning: TODO marker: 'TODO' (todo_marker)
            App/Gone.storyboard: note: see also

            """)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(render(.json).utf8)) as? [String: Any])
        let first = try #require((json["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["file"] as? String == "App/Gone.storyboard")
        #expect(first["line"] is NSNull && first["column"] is NSNull && first["offset"] is NSNull)
        let related = try #require(((json["diagnostics"] as? [[String: Any]])?.last?["related"] as? [[String: Any]])?.first)
        #expect(related["line"] is NSNull && related["offset"] is NSNull)

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(render(.sarif).utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let physical = try #require(((results.first?["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect(physical["region"] == nil)
        #expect(physical["artifactLocation"] as? [String: String] == ["uri": "App/Gone.storyboard", "uriBaseId": "%SRCROOT%"])

        #expect(render(.githubActionsLogging).hasPrefix(
            "::error file=App/Gone.storyboard,title=tripkit (unreadable_file)::cannot read the file: it is a directory\n"))
        #expect(render(.junit).contains(
            "<testcase classname=\"App/Gone.storyboard\" name=\"unreadable_file at App/Gone.storyboard\">"))
        #expect(render(.junit).contains(">App/Gone.storyboard: error: cannot read the file: it is a directory (unreadable_file)</failure>"))
        #expect(render(.checkstyle).contains(
            "<error severity=\"error\" message=\"cannot read the file: it is a directory\" source=\"tripkit.unreadable_file\"/>"))
        #expect(render(.markdown).contains("| error | `App/Gone.storyboard` | `unreadable_file` |"))
        let gitlab = try #require(try JSONSerialization.jsonObject(with: Data(render(.gitlab).utf8)) as? [[String: Any]])
        #expect((gitlab.first?["location"] as? [String: Any])?["lines"] as? [String: Int] == ["begin": 1])
    }

    @Test("SARIF output is valid against the 2.1.0 schema's key parts", .enabled(if: Self.hasJSONSchema))
    func sarifSchema() throws {
        let schema = SharedFiles.fixtures.appendingPathComponent("validation/sarif-2.1.0-subset.schema.json").path
        let script = """
            import sys, json, jsonschema
            schema = json.load(open(sys.argv[1]))
            document = json.loads(sys.stdin.read())
            jsonschema.Draft7Validator.check_schema(schema)
            errors = sorted(jsonschema.Draft7Validator(schema, format_checker=jsonschema.FormatChecker()).iter_errors(document), key=str)
            print('\\n'.join(e.message + ' at ' + '/'.join(map(str, e.absolute_path)) for e in errors), end='')
            """
        for report in [SampleReport.report(), SampleReport.report([]), Self.wholeFileReport()] {
            let sarif = SARIFReporter().render(report)
            let errors = String(decoding: try Python.run(script, arguments: [schema], input: Data(sarif.utf8)), as: UTF8.self)
            #expect(errors == "")
        }
    }

    static let hasJSONSchema = Python.isAvailable && (try? Python.run("import jsonschema")) != nil

    @Test("SARIF results point at their rules, with relative URIs and UTF-16 columns")
    func sarifStructure() throws {
        let data = Data(SARIFReporter().render(SampleReport.report()).utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == Demo.registry.rules.map(\.id))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == SampleReport.diagnostics.count)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        func physicalLocation(ofResultWithMessagePrefix prefix: String) -> [String: Any]? {
            let result = results.first { (($0["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(prefix) == true }
            return (result?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        }
        let plist = try #require(physicalLocation(ofResultWithMessagePrefix: "title 'x'"))
        #expect(plist["artifactLocation"] as? [String: String] == ["uri": "App/Info.plist", "uriBaseId": "%SRCROOT%"])
        #expect(plist["region"] as? [String: Int] == ["byteOffset": 42])
        let outside = try #require(physicalLocation(ofResultWithMessagePrefix: "TODO marker: 'TODO'"))
        #expect(outside["artifactLocation"] as? [String: String] == ["uri": "file:///elsewhere/Shared.xib"])
        let unicode = try #require(physicalLocation(ofResultWithMessagePrefix: "line is 120"))
        #expect((unicode["artifactLocation"] as? [String: String])?["uri"] == "App/%C3%A9%20space/%C3%9Cn%C3%AFcode.xib")
        // "  é " is 5 UTF-8 bytes but 4 UTF-16 code units before the column.
        let main = results.first { ($0["message"] as? [String: Any])?["text"] as? String == "title 'Home, Sweet: 100%' is already used" }
        let region = ((main?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startColumn"] as? Int == 4)
    }

    @Test("SARIF describes a documented rule in full, in text and Markdown, and links its explanation")
    func sarifRuleHelp() throws {
        let data = Data(SARIFReporter().render(SampleReport.report()).utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let title = try #require(rules.first { $0["id"] as? String == "duplicate_title" })
        #expect((title["fullDescription"] as? [String: String])?["text"]
            == "Two elements share a title across files. A title names one screen: two screens with the same title cannot be told apart.")
        let help = try #require(title["help"] as? [String: String])
        #expect(help["text"] == """
            Why it matters:
              A title names one screen: two screens with the same title cannot be told apart.

            Evidence:
              Compares the titles of every file given.

            Bad:
                <scene title="Home"/>
                <scene title="Home"/>

            Good:
                <scene title="Home"/>
                <scene title="Settings"/>

            How to fix it:
              Give one of the two a title of its own.
            """)
        #expect(help["markdown"]?.contains("**Why it matters.** A title names one screen") == true)
        #expect(help["markdown"]?.contains("Bad:\n\n```\n<scene title=\"Home\"/>\n<scene title=\"Home\"/>\n```") == true)
        #expect(title["helpUri"] as? String == "https://example.com/tripkit/rules.md#duplicate_title")
        // A rule declared without documentation has its summary as its full description, and no help.
        let todo = try #require(rules.first { $0["id"] as? String == "todo_marker" })
        #expect((todo["fullDescription"] as? [String: String])?["text"] == (todo["shortDescription"] as? [String: String])?["text"])
        #expect(todo["help"] == nil)
        #expect(todo["helpUri"] as? String == "https://example.com/tripkit/rules.md#todo_marker")
    }

    @Test("JSON findings carry the address of their rule's explanation, null when none is published")
    func jsonDocumentationLink() throws {
        func links(_ report: Report) throws -> [String?] {
            let document = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8)) as? [String: Any])
            let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
            return diagnostics.map { $0["documentation"] as? String }
        }
        var report = SampleReport.report()
        #expect(try links(report) == report.diagnostics.map { "https://example.com/tripkit/rules.md#\($0.ruleID)" })
        report.tool.rulesDocumentationURI = nil
        let document = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.allSatisfy { $0["documentation"] is NSNull })
    }

    @Test("JUnit and Checkstyle output is XML that python reads, with unique test-case names", .enabled(if: Python.isAvailable))
    func xmlOutputs() throws {
        let script = """
            import sys, xml.etree.ElementTree as ET
            root = ET.fromstring(sys.stdin.buffer.read())
            if root.tag == 'testsuites':
                cases = root.findall('./testsuite/testcase')
                bare = [c.get('name') for c in cases]
                print(len(cases), len(root.findall('.//failure')), len(set(bare)) == len(bare), root.get('tests'), root.get('failures'), end='')
            else:
                errors = root.findall('./file/error')
                print(len(root.findall('./file')), len(errors), '|'.join(e.get('message') for e in errors), end='')
            """
        let junit = JUnitReporter().render(SampleReport.report())
        let junitSummary = String(decoding: try Python.run(script, input: Data(junit.utf8)), as: UTF8.self)
        #expect(junitSummary == "8 6 True 8 6")
        let checkstyle = CheckstyleReporter().render(SampleReport.report())
        let checkstyleSummary = String(decoding: try Python.run(script, input: Data(checkstyle.utf8)), as: UTF8.self)
        #expect(checkstyleSummary == "6 6 " + [
            // Related places follow the message, one note a line.
            "TODO marker: 'TODO'",
            "title 'x' is already used\nin a binary plist (byte 42)\nApp/Info.plist: byte 8: note: first used here",
            "title 'Home, Sweet: 100%' is already used\nApp/Settings.storyboard:3:9: note: first used here", "TODO marker: '<item a=\"x & y | z\"/>'",
            "TODO marker: '<item a=\"x & y | z\"/>'", "line is 120 bytes long; the limit is 100",
        ].joined(separator: "|"))
    }

    @Test("GitLab issues carry unique fingerprints that survive moved lines")
    func gitlabFingerprints() throws {
        func fingerprints(_ report: Report) throws -> [String] {
            let data = Data(GitLabReporter().render(report).utf8)
            let issues = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            return issues.compactMap { $0["fingerprint"] as? String }
        }
        let original = try fingerprints(SampleReport.report())
        #expect(original.count == SampleReport.diagnostics.count)
        #expect(Set(original).count == original.count)
        // The same findings three lines further down, with the same line text, keep their fingerprints.
        let moved = SampleReport.diagnostics.map { diagnostic in
            var copy = diagnostic
            if !diagnostic.location.isByteOffset, diagnostic.location.file == SampleReport.main {
                copy.location = SampleReport.location(diagnostic.location.file, diagnostic.location.line + 3, diagnostic.location.column)
            }
            return copy
        }
        let movedText = "\n\n\n" + SampleReport.lines.text(of: SampleReport.main)
        var report = SampleReport.report(moved)
        report.lines = InMemoryLines(texts: [SampleReport.main: movedText])
        let movedPrints = try fingerprints(report)
        let mainIndices = SampleReport.diagnostics.indices.filter {
            SampleReport.diagnostics[$0].location.file == SampleReport.main
        }
        #expect(mainIndices.map { movedPrints[$0] } == mainIndices.map { original[$0] })
    }

    @Test("GitHub Actions escaping follows the runner's rules")
    func githubEscaping() {
        #expect(GitHubActionsReporter.data("100% done\r\nnext: a, b") == "100%25 done%0D%0Anext: a, b")
        #expect(GitHubActionsReporter.property("100% done\r\nnext: a, b") == "100%25 done%0D%0Anext%3A a%2C b")
    }

    @Test("GitHub Actions output starts with a summary when findings exceed what a step shows")
    func githubSummary() {
        let many = (1...11).map { index in
            Diagnostic(ruleID: "todo_marker", severity: .warning, message: "m\(index)", location: SampleReport.location(SampleReport.main, index, 1))
        }
        let lines = GitHubActionsReporter().render(SampleReport.report(many)).split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.first == "::notice title=tripkit summary::tripkit found 0 errors, 11 warnings, 0 notes; GitHub shows at most 10 annotations of each severity per step, so the log of this step lists the rest.")
        let ten = GitHubActionsReporter().render(SampleReport.report(Array(many.prefix(10))))
        #expect(!ten.contains("::notice"))
    }
}

extension InMemoryLines {
    /// The whole text of a file, lines joined with LF.
    func text(of file: String) -> String {
        var lines: [String] = []
        var number = 1
        while let line = line(number, of: file) {
            lines.append(line)
            number += 1
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
