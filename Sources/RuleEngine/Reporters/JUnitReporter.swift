import TextFormats
/// JUnit XML: a test suite per file, a failing test case per finding (ESLint's and SwiftLint's
/// convention: warnings and notes fail their case too, with the severity as the failure `type`),
/// and one passing case for each validated file without findings. Test-case names are unique in
/// the report: `rule_id at path:line:column` (`rule_id at path` for a finding about the whole
/// file), with ` (2)`, ` (3)`... for findings of one rule at one place.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        let names = Report.uniqued(report.diagnostics.map { diagnostic in
            "\(diagnostic.ruleID) at \(report.position(diagnostic.location))"
        })
        var byFile: [String: [(Diagnostic, String)]] = [:]
        for (diagnostic, name) in zip(report.diagnostics, names) {
            byFile[report.path(diagnostic.location.file), default: []].append((diagnostic, name))
        }
        let files = report.shownFiles
        let tests = report.diagnostics.count + files.filter { byFile[$0] == nil }.count
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"\(XMLText.attribute(report.tool.name))\" tests=\"\(tests)\" "
        output += "failures=\"\(report.diagnostics.count)\" errors=\"0\">\n"
        for file in files {
            let cases = byFile[file] ?? []
            let name = XMLText.attribute(file)
            output += "  <testsuite name=\"\(name)\" tests=\"\(max(cases.count, 1))\" failures=\"\(cases.count)\" errors=\"0\">\n"
            if cases.isEmpty {
                output += "    <testcase classname=\"\(name)\" name=\"\(XMLText.attribute("no findings in \(file)"))\"/>\n"
            }
            for (diagnostic, caseName) in cases {
                output += "    <testcase classname=\"\(name)\" name=\"\(XMLText.attribute(caseName))\">\n"
                output += "      <failure type=\"\(diagnostic.severity.rawValue)\" "
                output += "message=\"\(XMLText.attribute(report.messageNamingByteOffset(diagnostic)))\">"
                // One line per place, as the xcode reporter writes them: line breaks in what the
                // files say are escaped, so no line of the output starts with a file's text.
                var body = "\(VisibleText.escaped(report.position(diagnostic.location))): \(diagnostic.severity.rawValue): "
                body += "\(VisibleText.escaped(diagnostic.message)) (\(diagnostic.ruleID))"
                for note in report.noteLines(diagnostic) {
                    body += "\n" + note
                }
                output += XMLText.content(body) + "</failure>\n"
                output += "    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        output += "</testsuites>\n"
        return output
    }
}
