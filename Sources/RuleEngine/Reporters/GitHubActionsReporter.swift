import TextFormats
/// GitHub Actions workflow commands, one annotation per finding:
/// `::error file=path,line=12,col=5,title=tripkit (rule_id)::message`.
///
/// Messages escape `%`, CR and LF; property values also escape `:` and `,` (the Actions runner's
/// rules, as in `@actions/core`'s `escapeData` and `escapeProperty`). Related places follow the
/// message on lines of their own. Findings positioned by byte offset become file annotations and
/// name the offset in the message; findings about the whole file are file annotations.
///
/// GitHub shows at most 10 error, 10 warning and 10 notice annotations per step and 50 per job
/// (documented under "Limitations" in actions/toolkit's `docs/problem-matchers.md`). When the
/// findings exceed what one step shows, a notice annotation saying so comes first, so that it is
/// always among those shown.
public struct GitHubActionsReporter: Reporter {
    /// Annotations of one severity GitHub shows per step.
    public static let annotationsShownPerSeverity = 10

    public init() {}

    public func render(_ report: Report) -> String {
        var output = ""
        let counts = report.counts
        if counts.values.contains(where: { $0 > Self.annotationsShownPerSeverity }) {
            let summary = "tripkit found \(report.countsSentence); GitHub shows at most "
                + "\(Self.annotationsShownPerSeverity) annotations of each severity per step, "
                + "so the log of this step lists the rest."
            output += "::notice title=\(Self.property("tripkit summary"))::\(Self.data(summary))\n"
        }
        for diagnostic in report.diagnostics {
            let location = diagnostic.location
            var properties = ["file=" + Self.property(report.path(location.file))]
            if location.hasLineAndColumn {
                properties += ["line=\(location.line)", "col=\(location.column)"]
            }
            properties.append("title=" + Self.property("tripkit (\(diagnostic.ruleID))"))
            var message = report.messageNamingByteOffset(diagnostic)
            for note in report.noteLines(diagnostic) {
                message += "\n" + note
            }
            output += "::\(Self.command(diagnostic.severity)) \(properties.joined(separator: ","))::\(Self.data(message))\n"
        }
        return output
    }

    private static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// A message escaped for a workflow command: `%`, CR, LF.
    static func data(_ text: String) -> String {
        var output = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case _ where VisibleText.isControl(character): output += VisibleText.escaped(String(character))
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }

    /// A property value escaped for a workflow command: as `data`, plus `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
    }
}

extension String {
    /// The string with every occurrence of one character replaced by a string.
    ///
    /// Compared by Unicode scalar, not `Character`: a `:` followed by a combining mark is one
    /// character unequal to `:`, and would pass unescaped.
    func replacingEvery(_ scalar: Unicode.Scalar, with replacement: String) -> String {
        var output = ""
        for current in unicodeScalars {
            if current == scalar { output += replacement } else { output.unicodeScalars.append(current) }
        }
        return output
    }
}
