import TextFormats
extension RuleRegistry {
    /// The table `tripkit rules` prints: each rule's id, severity, category and one-line summary,
    /// sorted by id, with a header row; a rule that needs more evidence than the file it reads has
    /// a second line, under its summary, saying what (`Evidence: ...`).
    ///
    /// - Parameter configuration: When given, the severity column shows the configured severity
    ///   and rules the configuration does not run are marked `(off)`; otherwise defaults are shown
    ///   and opt-in rules are marked `(opt-in)`.
    /// - Returns: The table, one line per rule.
    public func listing(configuration: Configuration? = nil) -> String {
        let rows: [[String]] = rules.map { rule in
            let severity = configuration?.severity(of: rule.id) ?? rule.defaultSeverity
            var summary = rule.summary
            if let configuration {
                if !configuration.isEnabled(rule) { summary += " (off)" }
            } else if rule.isOptIn {
                summary += " (opt-in)"
            }
            return [rule.id, severity.rawValue, rule.category.rawValue, summary, rule.evidence]
        }
        let header = ["RULE", "SEVERITY", "CATEGORY", "DESCRIPTION", ""]
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let indent = String(repeating: " ", count: widths.reduce(0, +) + 6)
        return ([header] + rows).map { row in
            let line = (0..<3).map { row[$0] + String(repeating: " ", count: widths[$0] - row[$0].count) }
                .joined(separator: "  ") + "  " + row[3]
            return row[4].isEmpty ? line : line + "\n" + indent + "Evidence: " + row[4]
        }.joined(separator: "\n") + "\n"
    }

    /// The rules as JSON: a list of objects with `id`, `severity`, `category`, `optIn`, `summary`
    /// and `evidence` (empty when the file the rule reads is all it needs).
    public func listingJSON() -> String {
        JSONValue.array(rules.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("severity", .string(rule.defaultSeverity.rawValue)),
                ("category", .string(rule.category.rawValue)),
                ("optIn", .bool(rule.isOptIn)),
                ("summary", .string(rule.summary)),
                ("evidence", .string(rule.evidence)),
            ])
        }).rendered()
    }
}
