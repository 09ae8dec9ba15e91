import Testing
import TestSupport
import TripSource
@testable import RuleEngine

/// Validates one XML text with the demo rules, its comments collected by TripXML.
private func validate(_ text: String, file: String = "/work/doc.xml", configuration: Configuration = Configuration()) throws -> ValidationResult {
    let project = DemoProject(files: [DemoFile(path: file, text: text)])
    let comments = try CommentCollector.comments(in: text, file: file)
    let validator = Validator(rules: Demo.rules, configuration: configuration)
    return validator.validate(
        project, comments: [file: comments], lines: InMemoryLines(texts: [file: text]), workingDirectory: "/work")
}

@Suite("Suppression comments")
struct SuppressionTests {
    @Test("disable:next, disable/enable, disable:this and all hide the findings they name")
    func directives() throws {
        let marked = MarkedText("""
            <?xml version="1.0"?>
            <doc>
              <!-- tripkit:disable:next todo_marker -->
              <item note="4️⃣TODO one"/>
              <item note="1️⃣TODO two"/>
              <!-- tripkit:disable:next todo_marker -->

              <!-- an ordinary comment -->
              <item
                 note="5️⃣TODO three"/>
              <!-- tripkit:disable todo_marker, duplicate_title -->
              <item note="6️⃣TODO four"/>
              <!-- tripkit:enable todo_marker -->
              <item note="2️⃣TODO five"/>
              <!-- tripkit:enable all -->
              <item note="7️⃣TODO six"/> <!-- tripkit:disable:this todo_marker -->
              <!--
                tripkit:disable:next duplicate_title
              -->
              <item note="3️⃣TODO seven"/>
              <!-- tripkit:disable all -->
              <item note="8️⃣TODO eight"/>
            </doc>
            """)
        let result = try validate(marked.text)
        let at = { (marker: String) in "/work/doc.xml:\(marked[marker].line):\(marked[marker].column)" }
        #expect(result.diagnostics.map(\.description) == [
            "\(at("1️⃣")): warning: TODO marker: '<item note=\"TODO two\"/>' (todo_marker)",
            "\(at("2️⃣")): warning: TODO marker: '<item note=\"TODO five\"/>' (todo_marker)",
            "\(at("3️⃣")): warning: TODO marker: '<item note=\"TODO seven\"/>' (todo_marker)",
        ])
        #expect(result.suppressed.map { "\($0.location)" } == ["4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣"].map(at))
    }

    @Test("disable:next comments in a row all cover the tag after them; all and named switches interleave in file order")
    func commentsInARow() throws {
        let marked = MarkedText("""
            <?xml version="1.0"?>
            <doc>
              <!-- tripkit:disable:next duplicate_title -->
              <!-- tripkit:disable:next todo_marker -->

              <!-- tripkit:disable:next duplicate_title -->
              <item note="1️⃣TODO one"/>
              <!-- tripkit:disable todo_marker -->
              <!-- tripkit:enable all -->
              <item note="2️⃣TODO two"/>
              <!-- tripkit:disable all -->
              <!-- tripkit:enable todo_marker -->
              <item note="3️⃣TODO three"/>
            </doc>
            """)
        let result = try validate(marked.text)
        let at = { (marker: String) in "/work/doc.xml:\(marked[marker].line):\(marked[marker].column)" }
        #expect(result.diagnostics.map { "\($0.location)" } == [at("2️⃣"), at("3️⃣")])
        #expect(result.suppressed.map { "\($0.location)" } == [at("1️⃣")])
    }

    @Test("malformed directives and unknown rule ids are reported where they are written")
    func problems() throws {
        let marked = MarkedText("""
            <doc>
              <!-- tripkit:disable:next 1️⃣todo_markr, 2️⃣no_such_rule -->
              <!-- 3️⃣tripkit:disable:nxt todo_marker -->
              <!-- 4️⃣tripkit:enable -->
              <!--
                tripkit:disable
                  todo_marker 5️⃣bogus
              -->
            </doc>
            """)
        let result = try validate(marked.text)
        let at = { (marker: String) in "/work/doc.xml:\(marked[marker].line):\(marked[marker].column)" }
        #expect(result.diagnostics.map(\.description) == [
            "\(at("1️⃣")): warning: unknown rule id 'todo_markr' in a suppression comment; did you mean 'todo_marker'? (invalid_suppression)",
            "\(at("2️⃣")): warning: unknown rule id 'no_such_rule' in a suppression comment (invalid_suppression)",
            "\(at("3️⃣")): warning: unknown suppression command 'tripkit:disable:nxt'; expected tripkit:disable, tripkit:enable, tripkit:disable:next, tripkit:disable:this (invalid_suppression)",
            "\(at("4️⃣")): warning: 'tripkit:enable' names no rule; add rule ids or 'all' (invalid_suppression)",
            "\(at("5️⃣")): warning: unknown rule id 'bogus' in a suppression comment (invalid_suppression)",
        ])
    }

    @Test("invalid_suppression follows the configuration like any rule")
    func configurable() throws {
        var configuration = Configuration()
        configuration.severities["invalid_suppression"] = .error
        let text = "<doc><!-- tripkit:disable nope --></doc>"
        #expect(try validate(text, configuration: configuration).diagnostics.map(\.severity) == [.error])
        configuration.disabledRules = ["invalid_suppression"]
        #expect(try validate(text, configuration: configuration).diagnostics.isEmpty)
    }

    @Test("ordinary comments and comments in other files change nothing")
    func ordinaryComments() throws {
        let text = "<doc>\n<!-- TODO: tripkit is not a directive here -->\n<item note=\"TODO\"/>\n</doc>\n"
        let result = try validate(text)
        #expect(result.diagnostics.map(\.ruleID) == ["todo_marker", "todo_marker"])
        #expect(result.suppressed.isEmpty)
    }
}

@Suite("Positions inside an XML comment")
struct SourceCommentPositionTests {
    @Test("offsets in the text map to lines and columns after LF, CR and CRLF alike", arguments: ["\n", "\r", "\r\n"])
    func positions(lineBreak: String) {
        // `<!--` at 3:5 (offset 40); the text is " a" break "  bc" break.
        let text = " a" + lineBreak + "  bc" + lineBreak
        let comment = SourceComment(text: text, location: SourceLocation(file: "f.xml", line: 3, column: 5, offset: 40))
        let inFirstLine = comment.location(ofTextOffset: 1)
        #expect((inFirstLine.line, inFirstLine.column, inFirstLine.offset) == (3, 10, 45))
        let b = 2 + lineBreak.utf8.count + 2
        let inSecondLine = comment.location(ofTextOffset: b)
        #expect((inSecondLine.line, inSecondLine.column, inSecondLine.offset) == (4, 3, 44 + b))
        #expect(comment.endLine == 5)
        #expect(comment.endOffset == 40 + 4 + text.utf8.count + 3)
    }
}
