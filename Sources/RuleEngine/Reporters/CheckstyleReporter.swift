import TextFormats
/// Checkstyle XML: a `file` element per validated file, an `error` element per finding with
/// `line`, `column`, `severity` (`error`, `warning`, `info`), `message` and `source`
/// (`tripkit.rule_id`). Byte-offset findings go on line 1 without a column; findings about the
/// whole file have neither. Related places follow the message, each on a
/// `path:line:col: note: message` line.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in report.diagnostics {
            byFile[report.path(diagnostic.location.file), default: []].append(diagnostic)
        }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in report.shownFiles {
            let diagnostics = byFile[file] ?? []
            guard !diagnostics.isEmpty else {
                output += "  <file name=\"\(XMLText.attribute(file))\"/>\n"
                continue
            }
            output += "  <file name=\"\(XMLText.attribute(file))\">\n"
            for diagnostic in diagnostics {
                let location = diagnostic.location
                output += "    <error"
                if !location.isWholeFile { output += " line=\"\(report.requiredLine(location))\"" }
                if location.hasLineAndColumn { output += " column=\"\(location.column)\"" }
                output += " severity=\"\(Self.severity(diagnostic.severity))\""
                // Checkstyle has no field for related places: they follow the message, one note a line.
                let message = ([report.messageNamingByteOffset(diagnostic)] + report.noteLines(diagnostic))
                    .joined(separator: "\n")
                output += " message=\"\(XMLText.attribute(message))\""
                output += " source=\"\(XMLText.attribute("\(report.tool.name).\(diagnostic.ruleID)"))\"/>\n"
            }
            output += "  </file>\n"
        }
        output += "</checkstyle>\n"
        return output
    }

    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
