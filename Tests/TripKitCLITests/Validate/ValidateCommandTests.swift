import Foundation
import TestSupport
import Testing
@testable import CommandLineKit
@testable import TripKitCLI

/// `tripkit validate` run in-process: exit codes, the tool's own errors on standard error,
/// configuration files, baselines and progress.
@Suite("tripkit validate")
struct ValidateCommandTests {
    private static let tool = TripKitCommandLine.tool
    private static let fixtures = ValidateFiles.fixtures

    /// The RoadTrip app, sources and Info.plist included: clean.
    static let roadTrip = [
        "Storyboards/RoadTrip/Modern", "XIBs/DestinationCell.xib", "XIBs/WeatherController.xib", "validation/RoadTripApp",
    ]
    /// The paths the library's `fixtures.*.txt` golden reports cover.
    static let documents = ["Storyboards", "XIBs", "invalid/InterfaceBuilder"]

    private func validate(_ words: [String], in directory: String = fixtures, isTerminal: Bool = false) -> Outcome {
        // Fixtures/ lies in this repository's work tree: these runs mean its files alone.
        Self.tool.invoke(["validate"] + (directory == Self.fixtures ? ["--isolated"] : []) + words, in: directory, isTerminal: isTerminal)
    }

    /// The lines of the library's golden Xcode report of `documents` that name files under a folder.
    private func goldenLines(under folder: String) throws -> String {
        try ValidateFiles.libraryGolden("fixtures.xcode.txt").split(separator: "\n")
            .filter { $0.hasPrefix(folder + "/") }.map { $0 + "\n" }.joined()
    }

    // MARK: Exit codes from findings

    @Test("a clean project exits 0 and prints nothing")
    func clean() {
        #expect(validate(Self.roadTrip) == Outcome(exitCode: .success, output: "", error: ""))
    }

    @Test("error findings exit 1, with the report on standard output and nothing on standard error")
    func errors() throws {
        let outcome = validate(["invalid/InterfaceBuilder"])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.output == (try goldenLines(under: "invalid/InterfaceBuilder")))
        #expect(outcome.output.split(separator: "\n").count == 6)
        #expect(outcome.error == "")
    }

    @Test("warnings alone exit 0, and 1 with --strict or strict: true in the configuration")
    func warnings() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        // The iOS 6 storyboards' deprecated segue kinds are notes by default, which never fail a
        // run; the configuration makes them warnings here.
        try scratch.write("warn.yml", "segue_deprecated_kind: warning\n")
        try scratch.write("strict.yml", "strict: true\nsegue_deprecated_kind: warning\n")
        let notes = try goldenLines(under: "Storyboards/RoadTrip/iOS6")
        #expect(notes.split(separator: "\n").count == 6)
        #expect(notes.split(separator: "\n").allSatisfy { $0.contains(": note: ") })
        #expect(validate(["--strict", "Storyboards/RoadTrip/iOS6"]) == Outcome(exitCode: .success, output: notes, error: ""))
        let expected = notes.replacingOccurrences(of: ": note: ", with: ": warning: ")
        let warn = scratch.file("warn.yml").path
        let lenient = validate(["--config", warn, "Storyboards/RoadTrip/iOS6"])
        #expect(lenient == Outcome(exitCode: .success, output: expected, error: ""))
        let strict = validate(["--config", warn, "--strict", "Storyboards/RoadTrip/iOS6"])
        #expect(strict == Outcome(exitCode: .failure, output: expected, error: ""))
        let configured = validate(["--config", scratch.file("strict.yml").path, "Storyboards/RoadTrip/iOS6"])
        #expect(configured == Outcome(exitCode: .failure, output: expected, error: ""))
    }

    @Test("without paths the working directory is validated, paths shown relative to it")
    func defaultPath() throws {
        let scratch = try ValidateFiles.copy("Storyboards/RoadTrip/iOS6")
        let outcome = validate([], in: scratch.url.path)
        let expected = try goldenLines(under: "Storyboards/RoadTrip/iOS6")
            .replacingOccurrences(of: "Storyboards/RoadTrip/iOS6/", with: "iOS6/")
        #expect(outcome == Outcome(exitCode: .success, output: expected, error: ""))
    }

    // MARK: The tool's own problems

    @Test("a malformed command line exits 64 with the usage on standard error", arguments: [
        (["--reporter", "jsn"], "Error: The value 'jsn' is invalid for '--reporter <reporter>': expected one of: xcode, json, github-actions-logging, sarif, junit, gitlab, checkstyle, markdown, summary.\n"),
        (["--bogus"], "Error: Unknown option '--bogus'.\n"),
        (["--config"], "Error: Missing value for '--config <file>'.\n"),
        (["--baseline", "a.json", "--write-baseline", "b.json"], "Error: --baseline and --write-baseline cannot be used together.\n"),
        (["validation/RoadTripApp/README.md"], "Error: validation/RoadTripApp/README.md: not a file tripkit validates; expected .storyboard, .xib, .plist, .strings, .stringsdict, .xcstrings, .swift, .m, .mm, .h, .pbxproj, .xcconfig or .xcprivacy\n"),
    ])
    func usage(words: [String], firstLine: String) {
        let outcome = validate(words)
        #expect(outcome.exitCode == .usage)
        #expect(outcome.output == "")
        #expect(outcome.error.hasPrefix(firstLine + "Usage: tripkit validate [--reporter <reporter>]"), "\(outcome.error)")
        #expect(outcome.error.hasSuffix("  See 'tripkit validate --help' for more information.\n"))
    }

    @Test("a missing path or baseline exits 66 and names it on standard error", arguments: [
        (["nope", "Storyboards", "gone"], "Error: no such file or folder: nope, gone\n"),
        (["--baseline", "missing.json", "XIBs"], "Error: missing.json: cannot read the baseline: No such file or directory\n"),
    ])
    func missingInput(words: [String], error: String) {
        #expect(validate(words) == Outcome(exitCode: .noInput, output: "", error: error))
    }

    @Test("a run that would validate nothing exits 66 and says why on standard error")
    func nothingToValidate() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        try scratch.makeFolder("Empty")
        try scratch.write("Notes/README.md", "# notes\n")
        try scratch.write("App/Main.storyboard", "")
        let directory = scratch.url.path
        let extensions = ".storyboard, .xib, .plist, .strings, .stringsdict, .xcstrings, .swift, .m, .mm, .h, .pbxproj, .xcconfig or .xcprivacy"
        #expect(validate(["Empty"], in: directory) == Outcome(
            exitCode: .noInput, output: "", error: "Error: nothing to validate in Empty: it holds no \(extensions) file\n"))
        #expect(validate(["--reporter", "sarif", "Notes"], in: directory) == Outcome(
            exitCode: .noInput, output: "", error: "Error: nothing to validate in Notes: it holds no \(extensions) file\n"))
        #expect(validate([], in: scratch.file("Empty").path) == Outcome(
            exitCode: .noInput, output: "",
            error: "Error: nothing to validate in the current directory: it holds no \(extensions) file\n"))
        // A folder that comes to nothing fails the run even beside one that does not.
        #expect(validate(["App", "Empty"], in: directory).exitCode == .noInput)

        try scratch.write(".tripkit.yml", "included: [Sources]\n")
        #expect(validate([], in: directory) == Outcome(
            exitCode: .noInput, output: "",
            error: "Error: nothing to validate in the current directory: the configuration's included patterns "
                + "(Sources) do not match the one file to validate in it\n"))
        try scratch.write(".tripkit.yml", "excluded: [App]\n")
        #expect(validate(["App"], in: directory) == Outcome(
            exitCode: .noInput, output: "",
            error: "Error: nothing to validate in App: the configuration's excluded patterns (App) leave out all of it\n"))
        // A file named explicitly that the configuration leaves out is skipped, as a hook needs.
        #expect(validate(["App/Main.storyboard"], in: directory) == Outcome(
            exitCode: .success, output: "",
            error: "Nothing was validated: the configuration leaves out every file given.\n"))
    }

    @Test("a bad configuration exits 78 with a message at the key or value at fault", arguments: [
        (".tripkit.yml", "strict: true\n1️⃣repoter: json\n", [String](),
         "unknown key 'repoter'; expected a configuration key or a rule id; did you mean 'reporter'?"),
        (".tripkit.yml", "reporter: 1️⃣sarf\n", [], "unknown reporter 'sarf'; expected one of "),
        (".tripkit.yml", "disabled_rules: [unreachable_scene, 1️⃣segue_deprecated_knd]\n", [],
         "unknown rule id 'segue_deprecated_knd' (`tripkit rules` lists them); did you mean 'segue_deprecated_kind'?"),
        (".tripkit.yml", "destinations_coordinate_range: 1️⃣fatal\n", [], "unknown severity 'fatal'; expected error, warning or note"),
        (".tripkit.json", "{\n  \"strict\": true,\n  1️⃣\"stric\": false\n}\n", [],
         "unknown key 'stric'; expected a configuration key or a rule id; did you mean 'strict'?"),
        ("ci/tripkit.yml", "excluded: [Pods]\nbaseline: 1️⃣\"\"\n", ["--config", "ci/tripkit.yml"], "'baseline' expects"),
        (".tripkit.yml", "only_rules: [unreachable_scene,\n  # why\n  1️⃣segue_deprecated_knd]\n", [],
         "unknown rule id 'segue_deprecated_knd'"),
        (".tripkit.yml", "excluded: 1️⃣&shared [Pods]\nincluded: *shared\n", [],
         "anchors (&name) are not supported in TripKit configuration files"),
        (".tripkit.yml", "strict: true\n...\n1️⃣---\nstrict: false\n", [],
         "multiple documents (a second ---, or content after ...) are not supported in TripKit configuration files"),
    ])
    func badConfiguration(file: String, marked: String, words: [String], message: String) throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        let text = MarkedText(marked)
        try scratch.write(file, text.text)
        let outcome = validate(words, in: scratch.url.path)
        let (line, column) = text["1️⃣"]
        #expect(outcome.exitCode == .configuration)
        #expect(outcome.output == "")
        #expect(outcome.error.hasPrefix("Error: \(file):\(line):\(column): \(message)"), "\(outcome.error)")
        #expect(outcome.error.hasSuffix("\n") && outcome.error.split(separator: "\n").count == 1)
    }

    @Test("both configuration files at once is refused rather than one chosen silently")
    func twoConfigurations() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        try scratch.write(".tripkit.yml", "strict: true\n")
        try scratch.write(".tripkit.json", "{}\n")
        let outcome = validate([], in: scratch.url.path)
        #expect(outcome.exitCode == .configuration)
        #expect(outcome.error.hasPrefix("Error: .tripkit.json: both "))
    }

    // MARK: Configuration

    @Test("each configuration key does what help and the README say", arguments: [
        // Without a configuration: both plists' repeated keys; the opt-in rule stays off.
        ("", ["App/Info.plist plist_duplicate_key", "Generated/Info.plist plist_duplicate_key"]),
        ("included: [App]\n", ["App/Info.plist plist_duplicate_key"]),
        ("excluded: [\"**/Generated\"]\n", ["App/Info.plist plist_duplicate_key"]),
        ("excluded: [\"**/Info.plist\"]\n", [String]()),
        ("disabled_rules: [plist_duplicate_key]\n", []),
        ("opt_in_rules: [identifier_not_swift_identifier]\n", [
            "App/Info.plist plist_duplicate_key", "App/Main.storyboard identifier_not_swift_identifier",
            "Generated/Info.plist plist_duplicate_key",
        ]),
        ("only_rules: [identifier_not_swift_identifier]\n", ["App/Main.storyboard identifier_not_swift_identifier"]),
        ("plist_duplicate_key: error\nincluded: [Generated]\n", ["Generated/Info.plist plist_duplicate_key error"]),
    ])
    func configurationKeys(configuration: String, expected: [String]) throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        try scratch.write("App/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="c1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="c1" storyboardIdentifier="main-screen" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """)
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "\t<key>A</key><string>1</string>\n\t<key>A</key><string>2</string>\n</dict>\n</plist>\n"
        try scratch.write("App/Info.plist", plist)
        try scratch.write("Generated/Info.plist", plist)
        if !configuration.isEmpty { try scratch.write(".tripkit.yml", configuration) }
        let outcome = validate(["--reporter", "json"], in: scratch.url.path)
        #expect(outcome.error == "")
        let report = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any]
        let findings = try #require(report?["diagnostics"] as? [[String: Any]], "\(outcome.output)")
        let shown = findings.map { finding in
            let severity = finding["severity"] as? String
            return "\(finding["file"] ?? "") \(finding["rule"] ?? "")" + (severity == "error" ? " error" : "")
        }
        #expect(shown.sorted() == expected)
        #expect(outcome.exitCode == (expected.contains { $0.hasSuffix(" error") } ? .failure : .success))
    }

    @Test("the configuration's reporter applies unless --reporter names another")
    func configuredReporter() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        try scratch.write(".tripkit.yml", "reporter: summary\n")
        try scratch.write("ci/tripkit.json", "{\"reporter\": \"summary\"}\n")
        let fromFile = validate(["--config", scratch.file("ci/tripkit.json").path] + Self.documents)
        #expect(fromFile.output == (try ValidateFiles.libraryGolden("fixtures.summary.txt")))
        #expect(fromFile.exitCode == .failure)
        let overridden = validate(["--config", scratch.file(".tripkit.yml").path, "--reporter", "xcode"] + Self.documents)
        #expect(overridden.output == (try ValidateFiles.libraryGolden("fixtures.xcode.txt")))
    }

    @Test("the configuration in the working directory chooses the files and rules")
    func discoveredConfiguration() throws {
        let scratch = try ValidateFiles.copy("invalid/validation/BrokenApp")
        let all = validate([], in: scratch.url.path)
        #expect(all.output.contains("(plist_duplicate_key)"))
        #expect(all.output.contains("BrokenApp/BrokenApp/HomeViewController.swift:"))
        try scratch.write(".tripkit.yml", "disabled_rules: [plist_duplicate_key]\nexcluded: [\"**/*.swift\"]\n")
        let configured = validate([], in: scratch.url.path)
        #expect(configured.exitCode == .failure)
        #expect(!configured.output.contains("(plist_duplicate_key)"))
        #expect(!configured.output.contains(".swift:"))
        #expect(configured.output.contains("(info_plist_unknown_storyboard)"))
    }

    // MARK: Baselines

    /// The findings of an Xcode report (without related-place notes), as file and rule id.
    private func findings(_ report: String) -> [String] {
        report.split(separator: "\n").filter { !$0.contains(": note: ") }.compactMap { line in
            guard let file = line.split(separator: ":").first, let open = line.lastIndex(of: "(") else { return nil }
            return "\(file) \(line[line.index(after: open)...].dropLast())"
        }.sorted()
    }

    @Test("--write-baseline records every finding and exits 0; --baseline then hides them, even after lines move")
    func baseline() throws {
        let scratch = try ValidateFiles.copy("invalid/validation/BrokenApp")
        let directory = scratch.url.path
        let written = validate(["--write-baseline", "baseline.json"], in: directory)
        #expect(written.exitCode == .success)
        #expect(written.error == "")
        #expect(findings(written.output).count == 14)
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.file("baseline.json"))) as? [String: Any]
        let entries = try #require(file?["findings"] as? [[String: Any]])
        let recorded = entries.flatMap { entry in
            Array(repeating: "\(entry["file"] ?? "") \(entry["rule"] ?? "")", count: entry["count"] as? Int ?? 0)
        }
        #expect(recorded.sorted() == findings(written.output))

        #expect(validate(["--baseline", "baseline.json"], in: directory) == Outcome(exitCode: .success, output: "", error: ""))
        #expect(validate(["--baseline", "baseline.json", "--strict"], in: directory).exitCode == .success)
        // Writing again while the configuration names the baseline applies none: the report shows
        // every finding, and the file is the same.
        let recordedFile = try Data(contentsOf: scratch.file("baseline.json"))
        try scratch.write(".tripkit.yml", "baseline: baseline.json\n")
        let again = validate(["--write-baseline", "baseline.json"], in: directory)
        #expect(again == written)
        #expect(try Data(contentsOf: scratch.file("baseline.json")) == recordedFile)
        try FileManager.default.removeItem(at: scratch.file(".tripkit.yml"))

        // A blank line near the top of a storyboard moves its findings down a line...
        let storyboard = scratch.file("BrokenApp/BrokenApp/Base.lproj/Main.storyboard")
        var lines = try String(contentsOf: storyboard, encoding: .utf8).components(separatedBy: "\n")
        lines.insert("", at: 2)
        try Data(lines.joined(separator: "\n").utf8).write(to: storyboard)
        let moved = validate([], in: directory)
        #expect(moved.output.contains("Base.lproj/Main.storyboard:27:25: warning: 'show' segue (hm1-sg-002)"))
        #expect(!moved.output.contains("Base.lproj/Main.storyboard:26:25:"))
        // ...and the baseline still hides them.
        #expect(validate(["--baseline", "baseline.json"], in: directory) == Outcome(exitCode: .success, output: "", error: ""))

        // A new finding is not hidden.
        let strings = scratch.file("BrokenApp/BrokenApp/Base.lproj/Localizable.strings")
        let text = try String(contentsOf: strings, encoding: .utf8)
            .replacingOccurrences(of: "</dict>", with: "\t<key>settings.title</key>\n\t<string>Again</string>\n</dict>")
        try Data(text.utf8).write(to: strings)
        let added = validate(["--baseline", "baseline.json"], in: directory)
        #expect(added.output == """
            BrokenApp/BrokenApp/Base.lproj/Localizable.strings:11:2: warning: key 'settings.title' is already in this dictionary; this later value replaces the first (plist_duplicate_key)
            BrokenApp/BrokenApp/Base.lproj/Localizable.strings:7:2: note: first written here

            """)
        #expect(added.exitCode == .success)
    }

    @Test("a baseline that cannot be written exits 74 and prints no report")
    func unwritableBaseline() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        let path = scratch.file("no/such/baseline.json").path
        let outcome = validate(["--write-baseline", path, "XIBs"])
        #expect(outcome == Outcome(
            exitCode: .cannotWrite, output: "",
            error: "Error: cannot write the baseline \(path): No such file or directory\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == [], "no temporary file is left")
    }

    // MARK: Progress

    @Test("progress goes to standard error on a terminal, never into the report; --quiet hides it")
    func progress() throws {
        let plain = validate(Self.documents)
        #expect(plain.error == "")
        let terminal = validate(Self.documents, isTerminal: true)
        #expect(terminal.output == plain.output)
        #expect(terminal.exitCode == plain.exitCode)
        #expect(terminal.error.hasPrefix("\rValidating 16 files..."))
        #expect(terminal.error.contains("\rReading files: 16/16 (100%)"))
        #expect(terminal.error.contains("\rChecked: 13 findings"))
        let last = try #require(terminal.error.split(separator: "\r", omittingEmptySubsequences: false).dropLast().last)
        #expect(last.allSatisfy { $0 == " " } && !last.isEmpty, "the line is blanked before the report")
        #expect(terminal.error.hasSuffix("\r"))
        let quiet = validate(["--quiet"] + Self.documents, isTerminal: true)
        #expect(quiet == Outcome(exitCode: plain.exitCode, output: plain.output, error: ""))
    }

    @Test("progress is blanked before the tool's own error is written")
    func progressBeforeError() {
        let outcome = validate(["--baseline", "missing.json", "XIBs"], isTerminal: true)
        #expect(outcome.exitCode == .noInput)
        #expect(outcome.error.hasPrefix("\rValidating 4 files..."))
        let segments = outcome.error.split(separator: "\r", omittingEmptySubsequences: false)
        let blank = segments.dropLast().last ?? ""
        #expect(!blank.isEmpty && blank.allSatisfy { $0 == " " }, "the progress line is blanked first")
        let message = segments.last ?? ""
        #expect(message.contains("Error:"))
        #expect(message.hasSuffix(" missing.json: cannot read the baseline: No such file or directory\n"))
    }
}
