/// The rules the engine itself reports, which exist whatever concrete rules are registered.
public enum BuiltInRules {
    /// A `tripkit:` suppression comment that names an unknown rule or is malformed.
    ///
    /// Its findings cannot be suppressed by comments themselves; the configuration can disable it
    /// or change its severity like any rule's.
    public static let invalidSuppression = RuleDescription(
        id: "invalid_suppression", severity: .warning, category: .suppressions,
        summary: "A tripkit: suppression comment names an unknown rule or is malformed.")

    /// Every built-in rule.
    public static let all: [RuleDescription] = [invalidSuppression]
}
