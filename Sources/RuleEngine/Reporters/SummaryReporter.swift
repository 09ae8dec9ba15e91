import TextFormats

/// Counts of findings per rule and severity, as an aligned table with a total row; then, when the
/// translation rules ran, each language's translation coverage (`SummaryReporter+Coverage.swift`).
public struct SummaryReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        let coverage = Self.coverageTable(report)
        guard !report.diagnostics.isEmpty else {
            return "No findings in \(report.filesPhrase).\n" + coverage
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
        return Self.aligned([header] + table) + "\n\(report.countsSentence) in \(report.filesPhrase).\n" + coverage
    }

    /// The rows as lines, columns two spaces apart: the first and the `leftAligned` columns padded
    /// on the right, the others (numbers) on the left; no line ends in spaces.
    static func aligned(_ rows: [[String]], leftAligned: Set<Int> = []) -> String {
        let widths = (rows.first ?? []).indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var output = ""
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column > 0 { line += "  " }
                line += column == 0 || leftAligned.contains(column) ? cell + padding : padding + cell
            }
            while line.last == " " { line.removeLast() }
            output += line + "\n"
        }
        return output
    }
}
