/// A String Catalog translation in the `needs_review` state: a translator or Xcode (after the
/// source text changed) marked it as not yet right. A note by default; teams that ship only
/// reviewed translations raise it to a warning or an error in the configuration.
struct StringCatalogNeedsReview: Rule {
    static let description = RuleDescription(
        id: "string_catalog_needs_review", severity: .note, category: .stringCatalogs,
        summary: "A String Catalog translation is marked as needing review.",
        documentation: RuleDocumentation(
            why: """
                A translation marked as needing review was flagged after its source changed, or by a translator: it \
                ships, but may no longer say what the source says.
                """,
            bad: """
                "stringUnit" : { "state" : "needs_review", "value" : "Fertig" }
                """,
            good: """
                "stringUnit" : { "state" : "translated", "value" : "Erledigt" }
                """,
            fix: """
                Review the translation and mark it reviewed in Xcode (state translated).
                """))

    func check(_ file: StringCatalogFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for entry in file.catalog.entries {
            for localization in entry.localizations {
                for unit in localization.stringUnits(inState: "needs_review") {
                    found.append(diagnostic(.needsReview(entry.key, language: localization.language),
                                            at: unit.state?.location ?? unit.location))
                }
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func needsReview(_ key: String, language: String) -> Self {
        "the \(language) translation of '\(key)' needs review"
    }
}
