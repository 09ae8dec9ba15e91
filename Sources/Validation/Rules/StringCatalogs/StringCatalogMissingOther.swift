/// A String Catalog plural variation without the `other` variant: `other` is the form every
/// language uses and the one a number falls back to, so a number in a missing category shows no
/// translation.
struct StringCatalogMissingOther: Rule {
    static let description = RuleDescription(
        id: "string_catalog_missing_other", severity: .warning, category: .stringCatalogs,
        summary: "A String Catalog plural variation has no 'other' variant.",
        documentation: RuleDocumentation(
            why: """
                `other` is the variant every language has and the one a number falls back to: without it, a number in \
                a missing category shows no translation.
                """,
            bad: """
                "plural" : { "one" : { "stringUnit" : { "value" : "%lld file" } } }
                """,
            good: """
                "plural" : { "one" : { ... "%lld file" }, "other" : { ... "%lld files" } }
                """,
            fix: """
                Add an `other` variant to the plural variation.
                """))

    func check(_ file: StringCatalogFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for entry in file.catalog.entries {
            for localization in entry.localizations {
                for (variations, owner) in localization.pluralVariations
                where !variations.cases.contains(where: { $0.language == PluralCategory.other.rawValue }) {
                    found.append(diagnostic(.missingOther(entry.key, language: localization.language, owner: owner),
                                            at: variations.location))
                }
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func missingOther(_ key: String, language: String, owner: String?) -> Self {
        "the \(language) plural variations of '\(key)'\(owner.map { " (\($0))" } ?? "") have no 'other' variant, which every language needs"
    }
}
