/// A String Catalog plural variant for a category its language never uses (`few` in `en`, `one`
/// in `ja`): the text is never shown. The categories are CLDR's (`PluralRules`); `zero` is
/// accepted in every language, and a language CLDR does not know is not judged. Dead text, not a
/// fault users see: a note.
struct StringCatalogUnusedPluralCategory: Rule {
    static let description = RuleDescription(
        id: "string_catalog_unused_plural_category", severity: .note, category: .stringCatalogs,
        summary: "A String Catalog plural variant is for a category its language never uses.",
        evidence: "The categories are CLDR 47's for the localization's language; languages CLDR does not know are not judged.",
        documentation: RuleDocumentation(
            why: """
                A variant for a category the language never uses (`few` in English) is never shown; the category the \
                language does need may be what is missing.
                """,
            bad: """
                "en" : { "variations" : { "plural" : { "few" : ..., "other" : ... } } }
                """,
            good: """
                "en" : { "variations" : { "plural" : { "one" : ..., "other" : ... } } }
                """,
            fix: """
                Remove the unused variant and write the categories the language uses.
                """))

    func check(_ file: StringCatalogFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // A catalog names few languages in many strings: each language's categories are looked up once.
        var categoriesByLanguage: [String: Set<PluralCategory>?] = [:]
        for entry in file.catalog.entries {
            for localization in entry.localizations {
                // Most translations vary by nothing: no language to look up.
                let plurals = localization.pluralVariations
                guard !plurals.isEmpty else { continue }
                let language = localization.language
                if categoriesByLanguage[language] == nil {
                    categoriesByLanguage[language] = .some(PluralRules.categories(forLanguage: language))
                }
                guard let categories = categoriesByLanguage[language] ?? nil else { continue }
                for (variations, _) in plurals {
                    for variant in variations.cases {
                        guard let category = PluralCategory(rawValue: variant.language), !categories.contains(category) else { continue }
                        found.append(diagnostic(.unused(category, language: localization.language, key: entry.key),
                                                at: variant.location))
                    }
                }
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func unused(_ category: PluralCategory, language: String, key: String) -> Self {
        "\(language) never uses the plural category '\(category.rawValue)' ('\(key)'): this variant is never shown"
    }
}
