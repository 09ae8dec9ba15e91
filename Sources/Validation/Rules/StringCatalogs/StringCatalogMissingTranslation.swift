import TripSource

/// A string of a String Catalog without a translation into a language the catalog has
/// translations for, or that the nearest Xcode project lists (`knownRegions`, which Xcode shows as
/// the catalog's languages): users of that language see the source text.
///
/// Reported once per string, at its key, naming every language it lacks. A language most strings
/// lack is a translation under way: a string missing only in such languages is a note. Strings
/// marked "Don't translate" (`shouldTranslate: false`), strings no longer in code
/// (`extractionState: stale`) and the empty key are not judged.
struct StringCatalogMissingTranslation: Rule {
    static let description = RuleDescription(
        id: "string_catalog_missing_translation", severity: .warning, category: .stringCatalogs,
        summary: "A String Catalog string has no translation into one of the catalog's or the project's languages.",
        evidence: "The languages are those any string of the catalog is translated into, and the nearest .xcodeproj's "
            + "knownRegions (without Base); strings marked not to translate and stale strings are not judged; a string "
            + "missing only in languages most strings lack is a note.")

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for file in project.stringCatalogs {
            guard let source = file.catalog.sourceLanguage?.value else { continue }
            var languages: Set<ExactKey> = []
            for entry in file.catalog.entries {
                for localization in entry.localizations { languages.insert(ExactKey(localization.language)) }
            }
            for region in project.knownRegions(nearestTo: file.path) where region != LocalizationTables.Table.base {
                languages.insert(ExactKey(region))
            }
            languages.remove(ExactKey(source))
            languages = languages.filter { !LocalizationTables.isPrivateUse($0.string) }
            guard !languages.isEmpty else { continue }
            let ordered = languages.map(\.string).sorted()
            let translatable = file.catalog.entries.filter(\.isTranslatable)
            var present: [[ExactKey]] = []
            var translatedCount: [ExactKey: Int] = [:]
            for entry in translatable {
                let languages = entry.localizations.filter(\.hasContent).map { ExactKey($0.language) }
                for language in Set(languages) { translatedCount[language, default: 0] += 1 }
                present.append(languages)
            }
            // A language most strings lack is a translation under way: its gaps are notes.
            let inProgress = Set(ordered.filter { (translatedCount[ExactKey($0)] ?? 0) * 2 < translatable.count })
            for (entry, languages) in zip(translatable, present) {
                let here = Set(languages)
                let missing = ordered.filter { !here.contains(ExactKey($0)) }
                guard !missing.isEmpty else { continue }
                let severity: Severity? = missing.allSatisfy(inProgress.contains) ? .note : nil
                found.append(diagnostic(.missing(entry.key, languages: missing, of: ordered.count), at: entry.location,
                                        severity: severity))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(_ key: String, languages: [String], of total: Int) -> Self {
        let listed = languages.count > 8 ? languages.prefix(8).joined(separator: ", ") + " and \(languages.count - 8) more"
            : languages.joined(separator: ", ")
        return Self("'\(key)' has no translation into \(listed) (\(languages.count) of \(total) languages): users of "
            + "\(languages.count == 1 ? "it" : "them") see the source text")
    }
}
