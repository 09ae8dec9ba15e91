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
    /// longer fence when the text holds backticks.
    static func code(_ text: String) -> String {
        let body = VisibleText.escaped(text).replacingEvery("|", with: "\\|")
        let fence = text.contains("`") ? "`` " : "`"
        return fence + body + String(fence.reversed())
    }

    /// Text in a table cell: Markdown punctuation and HTML characters escaped, line breaks as `<br>`.
    static func escaped(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "|", "#": output += "\\\(character)"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            case "\n", "\r\n", "\r": output += "<br>"
            default: output += VisibleText.escaped(String(character))
            }
        }
        return output
    }
}
