/// Counts of findings per rule and severity, as an aligned table with a total row.
public struct SummaryReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        guard !report.diagnostics.isEmpty else {
            return "No findings in \(report.filesPhrase).\n"
        }
        var rows: [String: [Severity: Int]] = [:]
        for diagnostic in report.diagnostics {
            rows[diagnostic.ruleID, default: [:]][diagnostic.severity, default: 0] += 1
        }
        let severities: [Severity] = [.error, .warning, .note]
        let header = ["rule", "errors", "warnings", "notes", "total"]
        var table: [[String]] = rows.keys.sorted().map { rule in
            let counts = severities.map { rows[rule]?[$0] ?? 0 }
            return [rule] + counts.map(String.init) + [String(counts.reduce(0, +))]
        }
        let counts = report.counts
        let totals = severities.map { counts[$0] ?? 0 }
        table.append(["total"] + totals.map(String.init) + [String(report.diagnostics.count)])
        let widths = header.indices.map { column in ([header] + table).map { $0[column].count }.max() ?? 0 }
        var output = ""
        for row in [header] + table {
            var line = row[0] + String(repeating: " ", count: widths[0] - row[0].count)
            for column in 1..<row.count {
                line += "  " + String(repeating: " ", count: widths[column] - row[column].count) + row[column]
            }
            output += line + "\n"
        }
        output += "\n\(report.countsSentence) in \(report.filesPhrase).\n"
        return output
    }
}
