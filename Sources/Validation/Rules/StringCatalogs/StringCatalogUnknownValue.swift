/// A String Catalog value no Xcode writes: a state other than `new`, `translated`,
/// `needs_review` and `stale`, an unknown extraction state, variation kind, device or plural
/// category. Xcode may drop the string or the variant, or refuse the catalog.
struct StringCatalogUnknownValue: Rule {
    static let description = RuleDescription(
        id: "string_catalog_unknown_value", severity: .warning, category: .stringCatalogs,
        summary: "A String Catalog holds a state, extraction state, variation, device or plural category Xcode does not know.",
        documentation: RuleDocumentation(
            why: """
                Xcode may drop a string or variant whose state, extraction state, variation, device or plural category \
                it does not know, or refuse the catalog; it is usually a typo or a hand edit.
                """,
            bad: """
                "stringUnit" : { "state" : "translatd", "value" : "Fertig" }
                """,
            good: """
                "stringUnit" : { "state" : "translated", "value" : "Fertig" }
                """,
            fix: """
                Use a value Xcode writes (states: new, translated, needs_review, stale).
                """))

    func check(_ file: StringCatalogFile) -> [Diagnostic] {
        file.catalog.problems.filter { !$0.makesCatalogUnreadable }.map { problem in
            diagnostic(Diagnostic.Message(problem.message), at: problem.location)
        }
    }
}
