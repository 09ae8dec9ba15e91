/// The rules the engine itself reports, which exist whatever concrete rules are registered.
public enum BuiltInRules {
    /// A `tripkit:` suppression comment that names an unknown rule or is malformed.
    ///
    /// Its findings cannot be suppressed by comments themselves; the configuration can disable it
    /// or change its severity like any rule's.
    public static let invalidSuppression = RuleDescription(
        id: "invalid_suppression", severity: .warning, category: .suppressions,
        summary: "A tripkit: suppression comment names an unknown rule or is malformed.",
        documentation: RuleDocumentation(
            why: """
                A suppression comment with a misspelt rule id, or malformed, suppresses nothing: the finding it was \
                meant to silence is still reported, or the comment hides nothing while looking as if it did.
                """,
            bad: """
                // tripkit:disable:next asset_not_fonud
                """,
            good: """
                // tripkit:disable:next asset_not_found
                """,
            fix: """
                Correct the rule id (`tripkit rules` lists them; the message suggests the nearest one) or the \
                comment's form.
                """))

    /// Every built-in rule.
    /// One file gave more findings than `Validator.maxFindingsPerFile`; the rest are counted in
    /// this note instead of reported one by one.
    public static let tooManyFindings = RuleDescription(
        id: "too_many_findings", severity: .note, category: .files,
        summary: "A file has more findings than the limit (maxFindingsPerFile); the rest are counted, not listed.",
        documentation: RuleDocumentation(
            why: """
                Past the limit, findings of one file are counted rather than listed, so a report stays readable when \
                one file is broken throughout (a generated or corrupted file); the findings not listed are still \
                there.
                """,
            bad: """
                limits:
                  maxFindingsPerFile: 1000   # a file with 4,000 findings lists 1,000 and counts the rest
                """,
            good: """
                excluded: ["App/Generated"]   # the generated file is not validated
                """,
            fix: """
                Fix the file (often one root cause gives them all), exclude it if it is generated, or raise \
                maxFindingsPerFile under limits: in the configuration.
                """))

    public static let all: [RuleDescription] = [invalidSuppression, tooManyFindings]
}
