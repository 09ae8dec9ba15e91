import TextFormats
/// A Markdown table of the findings (severity, place, rule, message, related places) and a line
/// of counts, for pull-request comments and job summaries.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        guard !report.diagnostics.isEmpty else {
            return "No findings in \(report.filesPhrase).\n"
        }
        var output = "| Severity | Location | Rule | Message |\n| --- | --- | --- | --- |\n"
        for diagnostic in report.diagnostics {
            var message = Self.escaped(diagnostic.message)
            for related in diagnostic.related {
                message += "<br>" + Self.code(report.position(related.location)) + ": " + Self.escaped(related.message)
            }
            output += "| \(diagnostic.severity.rawValue) | \(Self.code(report.position(diagnostic.location))) "
            output += "| \(Self.code(diagnostic.ruleID)) | \(message) |\n"
        }
        output += "\n**\(report.countsSentence)** in \(report.filesPhrase).\n"
        return output
    }

    /// Text in a code span inside a table cell: `|` escaped as the table syntax requires, and a
    /// fence of one backtick more than the longest run of backticks in the text (a file name
    /// holding two backticks closed a two-backtick fence and let raw HTML into the report), with
    /// a space inside it then, so a backtick at either end stays in the span.
    static func code(_ text: String) -> String {
        let body = VisibleText.escaped(text).replacingEvery("|", with: "\\|")
        var longest = 0, run = 0
        for scalar in body.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        return longest == 0 ? fence + body + fence : fence + " " + body + " " + fence
    }

    /// Text in a table cell: Markdown punctuation and HTML characters escaped, line breaks as `<br>`.
    ///
    /// By Unicode scalar, not `Character`: a `<` followed by a combining mark is one character that
    /// compares unequal to `<`, and would pass unescaped.
    static func escaped(_ text: String) -> String {
        var output = ""
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "|", "#": output += "\\\(scalar)"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            case "\n" where afterCarriageReturn: break
            case "\n", "\r": output += "<br>"
            default: output += VisibleText.escaped(String(scalar))
            }
        }
        return output
    }
}
