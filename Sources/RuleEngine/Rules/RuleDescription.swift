/// What a rule is called, what it checks and how it behaves when the configuration says nothing.
///
/// The registry, the configuration validator, `tripkit rules` and the SARIF reporter all read rules
/// through their descriptions.
public struct RuleDescription: Hashable, Sendable {
    /// The stable `snake_case` id used in diagnostics, configuration and suppression comments.
    public let id: String
    /// The severity of its findings unless the configuration sets another.
    public let defaultSeverity: Severity
    /// One line saying what the rule finds, as a sentence.
    public let summary: String
    /// The group it belongs to in listings.
    public let category: RuleCategory
    /// Whether it runs only when `opt_in_rules` (or `only_rules`) names it.
    public let isOptIn: Bool
    /// What the rule needs among the inputs before it fires, and when it says only `note`; empty
    /// when the file it looks at is all the evidence it needs.
    public let evidence: String
    /// Why a finding matters, a bad and a good example, and how to fix it; `RuleDocumentation.none`
    /// when the rule was declared without them.
    public let documentation: RuleDocumentation

    /// A rule's description.
    ///
    /// - Parameters:
    ///   - id: Stable `snake_case` id.
    ///   - severity: Default severity.
    ///   - category: The group it belongs to.
    ///   - summary: One line saying what the rule finds.
    ///   - isOptIn: Whether it is off unless enabled.
    ///   - evidence: What it needs before it fires, when that is more than the file it reads.
    ///   - documentation: Why a finding matters, examples and the fix.
    public init(
        id: String, severity: Severity, category: RuleCategory, summary: String, isOptIn: Bool = false,
        evidence: String = "", documentation: RuleDocumentation = .none
    ) {
        self.id = id
        self.defaultSeverity = severity
        self.category = category
        self.summary = summary
        self.isOptIn = isOptIn
        self.evidence = evidence
        self.documentation = documentation
    }

    /// Whether `id` is a well-formed rule id: lower-case ASCII letters, digits and single
    /// underscores, starting with a letter.
    public static func isValidID(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        guard let first = bytes.first, (0x61...0x7A).contains(first), bytes.last != 0x5F else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            let allowed = (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F
            if !allowed || (byte == 0x5F && previous == 0x5F) { return false }
            previous = byte
        }
        return true
    }
}
