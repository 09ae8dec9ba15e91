extension RuleRegistry {
    /// One rule explained, as `tripkit rules RULE` prints it: its id, default severity and
    /// category, its summary, then `RuleDescription.helpText` and the link to its documentation.
    ///
    /// - Parameters:
    ///   - id: The rule's id.
    ///   - documentationURI: The rule reference's address, when there is one
    ///     (`ToolInfo.documentationURI(forRule:)` adds the rule's anchor).
    /// - Returns: The text, or `nil` when no rule has that id.
    public func explanation(of id: String, documentationURI: String? = nil) -> String? {
        guard let rule = self[id: id] else { return nil }
        var text = "\(rule.id) (\(rule.defaultSeverity.rawValue), \(rule.category.rawValue)"
            + (rule.isOptIn ? ", opt-in" : "") + ")\n" + rule.summary + "\n"
        let help = rule.helpText
        if !help.isEmpty { text += "\n" + help + "\n" }
        if let documentationURI { text += "\nDocumentation: " + documentationURI + "\n" }
        return text
    }

    /// Every rule explained, as Markdown: a `## id` section per rule, sorted by id, with its
    /// default severity and category, its summary and `RuleDescription.helpMarkdown`. GitHub
    /// gives each section the anchor `#id`, which `ToolInfo.documentationURI(forRule:)` links to.
    ///
    /// - Parameter title: The document's first heading.
    /// - Returns: The document.
    public func reference(title: String) -> String {
        var text = "# \(title)\n"
        for rule in rules {
            text += "\n## \(rule.id)\n\n"
            text += "Severity: \(rule.defaultSeverity.rawValue). Category: \(rule.category.rawValue)."
                + (rule.isOptIn ? " Opt-in." : "") + "\n\n" + rule.summary + "\n"
            let help = rule.helpMarkdown
            if !help.isEmpty { text += "\n" + help + "\n" }
        }
        return text
    }
}
