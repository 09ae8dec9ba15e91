import TextFormats
extension RuleRegistry {
    /// The table `tripkit rules` prints: each rule's id, severity, category and one-line summary,
    /// sorted by id, with a header row.
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
            return [rule.id, severity.rawValue, rule.category.rawValue, summary]
        }
        let header = ["RULE", "SEVERITY", "CATEGORY", "DESCRIPTION"]
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            (0..<3).map { row[$0] + String(repeating: " ", count: widths[$0] - row[$0].count) }.joined(separator: "  ")
                + "  " + row[3]
        }.joined(separator: "\n") + "\n"
    }

    /// The rules as JSON: a list of objects with `id`, `severity`, `category`, `optIn` and `summary`.
    public func listingJSON() -> String {
        JSONValue.array(rules.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("severity", .string(rule.defaultSeverity.rawValue)),
                ("category", .string(rule.category.rawValue)),
                ("optIn", .bool(rule.isOptIn)),
                ("summary", .string(rule.summary)),
            ])
        }).rendered()
    }
}
