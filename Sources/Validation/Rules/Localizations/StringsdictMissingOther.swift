/// A `.stringsdict` plural rule without the `other` variant: `other` is the form every language
/// uses, and the one Foundation falls back to when a number's category has no variant, so a
/// number in a missing category prints nothing useful.
///
/// One case is only a note: an integer argument in a language whose `one`, `few` and `many` take
/// every whole number (Belarusian, Polish, Russian, Ukrainian), with those three variants written.
/// There `other` is chosen for fractions only, which an integer never is, so users never miss it;
/// translation platforms export such rules without `other`.
struct StringsdictMissingOther: Rule {
    static let description = RuleDescription(
        id: "stringsdict_missing_other", severity: .warning, category: .localizations,
        summary: "A .stringsdict plural rule has no 'other' variant.",
        evidence: "A note when the argument is an integer and the .lproj folder's language takes one, few or many "
            + "for every whole number (be, pl, ru, uk) and those variants are written.",
        documentation: RuleDocumentation(
            why: """
                `other` is the variant every language has and the one used when a number's category has no variant; \
                without it such numbers show no text.
                """,
            bad: """
                <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                <key>files</key><dict>... <key>one</key><string>%d file</string></dict>
                """,
            good: """
                <key>files</key><dict>... <key>one</key><string>%d file</string>
                  <key>other</key><string>%d files</string></dict>
                """,
            fix: """
                Add an `other` variant to the plural rule.
                """))

    func check(_ file: PropertyListFile) -> [Diagnostic] {
        guard StringsdictFiles.isStringsdict(file.path) else { return [] }
        let language = LocalizationTables.language(of: file.path)
        var found: [Diagnostic] = []
        for entry in StringsdictEntry.entries(of: file.document) {
            for variable in entry.variables where variable.isPluralRule
                && !variable.variants.contains(where: { $0.name == PluralCategory.other.rawValue }) {
                let at = variable.location ?? entry.location
                if let language, Self.wholeNumbersAreCovered(variable, language: language) {
                    found.append(diagnostic(.otherOnlyForFractions(entry.key, variable: variable.name, language: language),
                                            at: at, severity: .note))
                } else {
                    found.append(diagnostic(.missingOther(entry.key, variable: variable.name), at: at))
                }
            }
        }
        return found
    }

    /// Whether the rule's argument is an integer and its variants cover every whole number in the
    /// language.
    private static func wholeNumbersAreCovered(_ variable: StringsdictEntry.Variable, language: String) -> Bool {
        guard PluralRules.wholeNumbersNeverTakeOther(inLanguage: language),
              let valueType = variable.valueType, case .integer? = FormatSpecifier.kind(ofValueType: valueType) else {
            return false
        }
        let written = Set(variable.variants.map(\.name))
        return [PluralCategory.one, .few, .many].allSatisfy { written.contains($0.rawValue) }
    }
}

extension Diagnostic.Message {
    fileprivate static func missingOther(_ key: String, variable: String) -> Self {
        "plural rule '\(variable)' of '\(key)' has no 'other' variant, which every language needs"
    }

    fileprivate static func otherOnlyForFractions(_ key: String, variable: String, language: String) -> Self {
        Self("plural rule '\(variable)' of '\(key)' has no 'other' variant; in \(language) its one, few and many "
            + "variants take every whole number and its argument is an integer, so only a fraction would need 'other'")
    }
}

/// Telling `.stringsdict` files apart among the property lists.
enum StringsdictFiles {
    static func isStringsdict(_ path: String) -> Bool {
        path.utf8.count > 12 && path.lowercased().hasSuffix(".stringsdict")
    }
}
