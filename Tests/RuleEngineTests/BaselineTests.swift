import Testing
import TestSupport
import TripSource
@testable import RuleEngine

private let file = "/work/App/Main.storyboard"

private func findings(_ text: String) -> [Diagnostic] {
    Validator(rules: Demo.rules)
        .validate(DemoProject(files: [DemoFile(path: file, text: text)]), lines: InMemoryLines(texts: [file: text]), workingDirectory: "/work")
        .diagnostics
}

@Suite("Baseline")
struct BaselineTests {
    static let before = """
        <doc>
          <item note="TODO a"/>
          <item note="TODO a"/>
          <item note="TODO b"/>
        </doc>
        """

    @Test("records findings by file, rule, message and line text, with counts, sorted")
    func records() {
        let baseline = Baseline(findings: findings(Self.before), lines: InMemoryLines(texts: [file: Self.before]), workingDirectory: "/work")
        #expect(baseline.entries == [
            Baseline.Entry(file: "App/Main.storyboard", ruleID: "todo_marker", message: "TODO marker: '<item note=\"TODO a\"/>'",
                           lineText: "<item note=\"TODO a\"/>", count: 2),
            Baseline.Entry(file: "App/Main.storyboard", ruleID: "todo_marker", message: "TODO marker: '<item note=\"TODO b\"/>'",
                           lineText: "<item note=\"TODO b\"/>", count: 1),
        ])
    }

    @Test("files whose names differ only in normalisation are different entries, in memory, on disk and when matched")
    func exactKeys() throws {
        let names = ["\u{E9}.plist", "e\u{301}.plist"]
        #expect(names[0] == names[1], "Swift's String == is canonical equivalence")
        let finding = { (name: String) in
            Diagnostic(ruleID: "todo_marker", severity: .warning, message: "TODO marker",
                       location: SourceLocation(file: "/work/" + name, byteOffset: 8))
        }
        let noLines = InMemoryLines(texts: [:])
        let scalars = { (text: String) in Array(text.unicodeScalars) }
        let baseline = Baseline(findings: names.map(finding), lines: noLines, workingDirectory: "/work")
        #expect(Set(baseline.entries.map { scalars($0.file) }) == Set(names.map(scalars)))
        #expect(baseline.entries.map(\.count) == [1, 1])
        #expect(try Baseline.decode(Array(baseline.encoded().utf8), file: "b.json") == baseline)
        #expect(baseline != Baseline(findings: [finding(names[0]), finding(names[0])], lines: noLines, workingDirectory: "/work"))

        let knowsOne = Baseline(findings: [finding(names[0])], lines: noLines, workingDirectory: "/work")
        let (new, known) = knowsOne.partition(names.map(finding), lines: noLines, workingDirectory: "/work")
        #expect(new.map { scalars($0.location.file) } == [scalars("/work/" + names[1])])
        #expect(known.map { scalars($0.location.file) } == [scalars("/work/" + names[0])])
    }

    @Test("hides known findings after lines move, and reports one more of a known kind as new")
    func survivesMovedLines() {
        let lines = InMemoryLines(texts: [file: Self.before])
        let baseline = Baseline(findings: findings(Self.before), lines: lines, workingDirectory: "/work")
        let after = """
            <doc>
              <!-- two new lines above -->
              <header/>
              <item note="TODO b"/>
              <item note="TODO a"/>
              <item note="TODO a"/>
              <item note="TODO a"/>
              <item note="TODO c"/>
            </doc>
            """
        let (new, known) = baseline.partition(findings(after), lines: InMemoryLines(texts: [file: after]), workingDirectory: "/work")
        #expect(known.map(\.location.line) == [4, 5, 6])
        #expect(new.map(\.location.line) == [7, 8])
        #expect(new.map(\.message) == ["TODO marker: '<item note=\"TODO a\"/>'", "TODO marker: '<item note=\"TODO c\"/>'"])
    }

    @Test("the validator hides known findings and keeps them for --write-baseline")
    func validatorUsesBaseline() {
        let lines = InMemoryLines(texts: [file: Self.before])
        let baseline = Baseline(findings: findings(Self.before), lines: lines, workingDirectory: "/work")
        let result = Validator(rules: Demo.rules).validate(
            DemoProject(files: [DemoFile(path: file, text: Self.before)]), lines: lines, baseline: baseline, workingDirectory: "/work")
        #expect(result.diagnostics.isEmpty)
        #expect(result.baselined.count == 3)
        #expect(result.unsuppressed.count == 3)
        #expect(result.fails(strict: true) == false)
    }

    @Test("writes stable JSON that reads back the same")
    func roundTrip() throws {
        let baseline = Baseline(entries: [
            Baseline.Entry(file: "b.xib", ruleID: "r", message: "m \"quoted\" é", lineText: "<a/>", count: 1),
            Baseline.Entry(file: "a.xib", ruleID: "r", message: "m", lineText: "", count: 2),
            Baseline.Entry(file: "a.xib", ruleID: "r", message: "m", lineText: "", count: 1),
        ])
        #expect(baseline.entries.map(\.file) == ["a.xib", "b.xib"])
        #expect(baseline.entries.map(\.count) == [3, 1])
        let text = baseline.encoded()
        goldenFiles.check(text, "baseline.json")
        #expect(try Baseline.decode(Array(text.utf8), file: "b.json") == baseline)
    }

    static let badFiles: [(String, String)] = [
        ("{\"version\": 1, \"findings\": [], 1️⃣\"extra\": 1}", "unknown field 'extra'; expected version, findings"),
        ("{\"version\": 1️⃣2, \"findings\": []}", "baseline format version 2 is not supported; expected 1 (write it again with --write-baseline)"),
        ("{\"version\": 1, \"findings\": [{\"file\": \"a\", \"rule\": \"r\", \"message\": \"m\", \"lineText\": \"\", \"count\": 1️⃣0}]}",
         "findings[0].count must be a positive integer"),
        ("{\"version\": 1, \"findings\": [1️⃣{\"file\": \"a\", \"rule\": \"r\", \"message\": \"m\", \"count\": 1}]}",
         "findings[0].lineText must be a string"),
        ("1️⃣[]", "the baseline must be an object"),
        ("{\"version\": 1, \"findings\": [1️⃣}", "found '}'; expected a value"),
    ]

    @Test("refuses malformed baselines with the place at fault", arguments: badFiles)
    func refuses(marked: String, message: String) {
        expectPositionedError(marked, file: "b.json", message: message, exactly: true) {
            _ = try Baseline.decode(Array($0.utf8), file: "b.json")
        }
    }
}
