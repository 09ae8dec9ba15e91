/// A `.stringsdict` plural rule without the `other` variant: `other` is the form every language
/// uses, and the one Foundation falls back to when a number's category has no variant, so a
/// number in a missing category prints nothing useful.
struct StringsdictMissingOther: Rule {
    static let description = RuleDescription(
        id: "stringsdict_missing_other", severity: .warning, category: .localizations,
        summary: "A .stringsdict plural rule has no 'other' variant.")

    func check(_ file: PropertyListFile) -> [Diagnostic] {
        guard StringsdictFiles.isStringsdict(file.path) else { return [] }
        var found: [Diagnostic] = []
        for entry in StringsdictEntry.entries(of: file.document) {
            for variable in entry.variables where variable.isPluralRule
                && !variable.variants.contains(where: { $0.name == PluralCategory.other.rawValue }) {
                found.append(diagnostic(.missingOther(entry.key, variable: variable.name), at: variable.location ?? entry.location))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func missingOther(_ key: String, variable: String) -> Self {
        "plural rule '\(variable)' of '\(key)' has no 'other' variant, which every language needs"
    }
}

/// Telling `.stringsdict` files apart among the property lists.
enum StringsdictFiles {
    static func isStringsdict(_ path: String) -> Bool {
        path.utf8.count > 12 && path.lowercased().hasSuffix(".stringsdict")
    }
}
