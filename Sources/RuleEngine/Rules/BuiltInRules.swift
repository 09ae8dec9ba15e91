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
    /// One file gave more findings than `Validator.maxFindingsPerFile`; the rest are counted in
    /// this note instead of reported one by one.
    public static let tooManyFindings = RuleDescription(
        id: "too_many_findings", severity: .note, category: .files,
        summary: "A file has more findings than the limit (maxFindingsPerFile); the rest are counted, not listed.")

    public static let all: [RuleDescription] = [invalidSuppression, tooManyFindings]
}
