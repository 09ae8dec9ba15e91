/// A `.stringsdict` plural variant for a category the file's language never uses (`few` in
/// `en.lproj`, `one` in `ja.lproj`): the text is never shown, and the forms the language needs
/// are often what is missing instead.
///
/// The language is the `.lproj` folder's; its categories come from CLDR (`PluralRules`). `zero` is
/// accepted in every language (Foundation uses it for 0). A file outside an `.lproj` folder, in
/// `Base.lproj`, or of a language the table does not know is not judged; a key that names no
/// category at all (a typo such as `ohter`) is reported whatever the language, as a warning. An
/// unused variant is dead text, not a fault users see, so it is a note.
struct StringsdictUnusedPluralCategory: Rule {
    static let description = RuleDescription(
        id: "stringsdict_unused_plural_category", severity: .note, category: .localizations,
        summary: "A .stringsdict plural variant is for a category its language never uses.",
        evidence: "The language is the .lproj folder's and its categories are CLDR 47's; Base.lproj and languages "
            + "CLDR does not know are not judged, except for keys that are no plural category at all.",
        documentation: RuleDocumentation(
            why: """
                A variant for a category the language never uses (`few` in English) is never shown; often the category \
                the language does need is what is missing.
                """,
            bad: """
                <!-- en.lproj -->
                <key>few</key><string>%d files</string>
                """,
            good: """
                <!-- en.lproj -->
                <key>one</key><string>%d file</string>
                <key>other</key><string>%d files</string>
                """,
            fix: """
                Remove the unused variant and write the categories the language uses (CLDR's plural rules list them).
                """))

    func check(_ file: PropertyListFile) -> [Diagnostic] {
        guard StringsdictFiles.isStringsdict(file.path) else { return [] }
        let language = LocalizationTables.language(of: file.path)
        let categories = language.flatMap(PluralRules.categories(forLanguage:))
        var found: [Diagnostic] = []
        for entry in StringsdictEntry.entries(of: file.document) {
            for variable in entry.variables where variable.isPluralRule {
                for variant in variable.variants {
                    guard let category = PluralCategory(rawValue: variant.name) else {
                        found.append(diagnostic(.notACategory(variant.name, variable: variable.name, key: entry.key),
                                                at: variant.keyLocation, severity: .warning))
                        continue
                    }
                    if let categories, let language, !categories.contains(category) {
                        found.append(diagnostic(.unused(category, language: language, variable: variable.name, key: entry.key),
                                                at: variant.keyLocation))
                    }
                }
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func unused(_ category: PluralCategory, language: String, variable: String, key: String) -> Self {
        Self("\(language) never uses the plural category '\(category.rawValue)' (plural rule '\(variable)' of '\(key)'): "
            + "this variant is never shown")
    }

    fileprivate static func notACategory(_ name: String, variable: String, key: String) -> Self {
        "'\(name)' in plural rule '\(variable)' of '\(key)' is no plural category (zero, one, two, few, many or other)"
    }
}
