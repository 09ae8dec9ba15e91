/// `path:line:col: severity: message (rule_id)`, one line per finding, each related place on a
/// `path:line:col: note: message` line after it: the form Xcode, compilers and editors make
/// clickable.
public struct XcodeReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += "\(report.position(diagnostic.location)): \(diagnostic.severity.rawValue): "
            output += "\(diagnostic.message) (\(diagnostic.ruleID))\n"
            for related in diagnostic.related {
                output += "\(report.position(related.location)): note: \(related.message)\n"
            }
        }
        return output
    }
}
