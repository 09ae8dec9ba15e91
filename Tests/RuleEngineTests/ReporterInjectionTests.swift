import Foundation
import Testing
import TestSupport
import TripSource
@testable import RuleEngine

/// Names, identifiers and messages come from the files validated; none of them may reach a CI log
/// or a terminal with a raw line break, escape sequence or other control character.
@Suite("Reporters escape what files say")
struct ReporterInjectionTests {
    /// A file name and a message an attacker would write: a line break followed by a GitHub
    /// workflow command, ANSI colour and title escapes, a one-byte CSI, a line separator and a
    /// bidirectional override.
    static let hostileName = "App/evil\n::error file=x.swift::pwned\u{1B}[31m\u{9B}2J\u{2028}\u{202E}.storyboard"
    static let hostileMessage = "segue 'a\r\n::warning::injected\u{1B}]0;title\u{07}\u{7F}' is unknown"

    static func report() -> Report {
        let file = SampleReport.root + "/" + hostileName
        let diagnostic = Diagnostic(
            ruleID: "todo_marker", severity: .error, message: hostileMessage,
            location: TripSource.SourceLocation(file: file, line: 3, column: 4, offset: 40),
            related: [RelatedLocation(TripSource.SourceLocation(file: file, line: 1, column: 1, offset: 0), hostileMessage)])
        return Report(
            diagnostics: [diagnostic], rules: Demo.registry.rules, workingDirectory: SampleReport.root, files: [file],
            tool: ToolInfo(version: "1.2.3", informationURI: nil), lines: InMemoryLines(texts: [:]), sourceRootURI: nil)
    }

    @Test("no reporter prints a control character, and no line a file wrote starts a workflow command",
          arguments: ReporterKind.allCases)
    func escapes(_ kind: ReporterKind) {
        let output = kind.reporter.render(Self.report())
        let controls = output.unicodeScalars.filter { $0.isTerminalControl && $0 != "\n" }
        #expect(controls.isEmpty, "\(kind.rawValue) printed \(controls.map { String($0.value, radix: 16) })")
        for line in output.split(separator: "\n") {
            #expect(!line.hasPrefix("::error file=x.swift"), "\(kind.rawValue): \(line)")
            #expect(!line.hasPrefix("::warning::injected"), "\(kind.rawValue): \(line)")
        }
        #expect(!output.contains("\u{2028}") && !output.contains("\u{202E}"))
    }

    @Test("a file whose name starts with a workflow command is shown as ./ and the name")
    func commandAsName() {
        let file = SampleReport.root + "/::error file=a.swift::pwned"
        let diagnostic = Diagnostic(ruleID: "todo_marker", severity: .error, message: "m",
                                    location: TripSource.SourceLocation(file: file, line: 1, column: 1, offset: 0))
        let report = Report(diagnostics: [diagnostic], rules: Demo.registry.rules, workingDirectory: SampleReport.root,
                            files: [file], tool: ToolInfo(version: "1", informationURI: nil), lines: InMemoryLines(texts: [:]),
                            sourceRootURI: nil)
        for kind in ReporterKind.allCases {
            for line in kind.reporter.render(report).split(separator: "\n") {
                #expect(!line.hasPrefix("::error file=a.swift"), "\(kind.rawValue): \(line)")
            }
        }
        #expect(XcodeReporter().render(report).hasPrefix("./::error file=a.swift::pwned:1:1: error: m"))
    }

    @Test("a character a combining mark follows is escaped all the same (by scalar, not Character)")
    func combiningMarks() {
        let mark = "\u{301}"
        let file = SampleReport.root + "/x,\(mark)line=99,\(mark)title=forged:\(mark):y.swift"
        let diagnostic = Diagnostic(
            ruleID: "todo_marker", severity: .error, message: "<\(mark)img src=x onerror=alert(1)> |\(mark) *\(mark)",
            location: TripSource.SourceLocation(file: file, line: 1, column: 1, offset: 0))
        let report = Report(diagnostics: [diagnostic], rules: Demo.registry.rules, workingDirectory: SampleReport.root,
                            files: [file], tool: ToolInfo(version: "1", informationURI: nil), lines: InMemoryLines(texts: [:]),
                            sourceRootURI: nil)
        let github = GitHubActionsReporter().render(report)
        #expect(!github.contains(",\(mark)") && !github.contains(":\(mark)"), "\(github)")
        #expect(github.contains("%2C\(mark)line=99%2C\(mark)title=forged%3A\(mark)%3Ay.swift"), "\(github)")
        let markdown = MarkdownReporter().render(report)
        #expect(!markdown.contains("<\(mark)") && !markdown.contains(" |\(mark)"), "\(markdown)")
        #expect(markdown.contains("&lt;\(mark)img") && markdown.contains("\\|\(mark)"), "\(markdown)")
        for kind in [ReporterKind.junit, .checkstyle] {
            #expect(!kind.reporter.render(report).contains("<\(mark)img"), "\(kind.rawValue)")
        }
    }

    @Test("a Markdown code span is fenced longer than any run of backticks in it",
          arguments: ["a`b", "a``<b>c</b>``d", "```", "`x", "x`", "plain"])
    func markdownFence(_ text: String) {
        let span = MarkdownReporter.code(text)
        var longest = 0, run = 0
        for scalar in text.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        #expect(span.hasPrefix(fence) && span.hasSuffix(fence))
        // The span's inside holds no run as long as the fence, so nothing closes it early.
        let inside = span.dropFirst(fence.count).dropLast(fence.count)
        #expect(!inside.contains(fence), "\(span)")
        #expect(!inside.hasPrefix("`") && !inside.hasSuffix("`"), "\(span)")
    }

    @Test("the xcode reporter shows what it escaped")
    func xcodeIsReadable() {
        let output = XcodeReporter().render(Self.report())
        #expect(output.hasPrefix("App/evil\\n::error file=x.swift::pwned\\u{1B}[31m\\u{9B}2J\\u{2028}\\u{202E}.storyboard:3:4: error: "))
        #expect(output.contains("segue 'a\\r\\n::warning::injected\\u{1B}]0;title\\u{7}\\u{7F}' is unknown (todo_marker)"))
    }
}
