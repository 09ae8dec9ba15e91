import TextFormats
/// `path:line:col: severity: message (rule_id)`, one line per finding, each related place on a
/// `path:line:col: note: message` line after it: the form Xcode, compilers and editors make
/// clickable. Line breaks inside a message become spaces, so that every finding stays one line.
public struct XcodeReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += "\(VisibleText.escaped(report.position(diagnostic.location))): \(diagnostic.severity.rawValue): "
            output += "\(Self.oneLine(diagnostic.message)) (\(diagnostic.ruleID))\n"
            for related in diagnostic.related {
                output += "\(VisibleText.escaped(report.position(related.location))): note: \(Self.oneLine(related.message))\n"
            }
        }
        return output
    }

    /// Text with each line break (CR, LF or CRLF) replaced by a space.
    static func oneLine(_ text: String) -> String {
        VisibleText.escaped(text)
    }
}
