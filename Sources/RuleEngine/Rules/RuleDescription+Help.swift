extension RuleDescription {
    /// The rule explained as plain text: why it matters, its evidence, a bad and a good example
    /// (indented four spaces) and the fix, each under its heading. What `tripkit rules RULE` prints
    /// under the rule's summary and SARIF's `help.text` holds; empty parts are left out.
    public var helpText: String {
        var parts: [String] = []
        if !documentation.why.isEmpty { parts.append("Why it matters:\n" + Self.indented(documentation.why, by: 2)) }
        if !evidence.isEmpty { parts.append("Evidence:\n" + Self.indented(evidence, by: 2)) }
        if !documentation.bad.isEmpty { parts.append("Bad:\n" + Self.indented(documentation.bad, by: 4)) }
        if !documentation.good.isEmpty { parts.append("Good:\n" + Self.indented(documentation.good, by: 4)) }
        if !documentation.fix.isEmpty { parts.append("How to fix it:\n" + Self.indented(documentation.fix, by: 2)) }
        return parts.joined(separator: "\n\n")
    }

    /// The rule explained as Markdown: the same parts as `helpText`, the examples in fenced code
    /// blocks. What SARIF's `help.markdown` holds and the rule reference shows under each rule.
    public var helpMarkdown: String {
        var parts: [String] = []
        if !documentation.why.isEmpty { parts.append("**Why it matters.** " + documentation.why) }
        if !evidence.isEmpty { parts.append("**Evidence.** " + evidence) }
        if !documentation.bad.isEmpty { parts.append("Bad:\n\n" + Self.fenced(documentation.bad)) }
        if !documentation.good.isEmpty { parts.append("Good:\n\n" + Self.fenced(documentation.good)) }
        if !documentation.fix.isEmpty { parts.append("**How to fix it.** " + documentation.fix) }
        return parts.joined(separator: "\n\n")
    }

    /// The summary followed by why it matters: SARIF's `fullDescription`.
    public var fullDescription: String {
        documentation.why.isEmpty ? summary : summary + " " + documentation.why
    }

    private static func indented(_ text: String, by width: Int) -> String {
        let margin = String(repeating: " ", count: width)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n")
    }

    /// A fenced code block whose fence is longer than any run of backticks in the text.
    private static func fenced(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "\n" + text + "\n" + fence
    }
}
