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
            var present: [Set<ExactKey>] = []
            var translatedCount: [ExactKey: Int] = [:]
            for entry in translatable {
                let here = Set(entry.localizations.filter(\.hasContent).map { ExactKey($0.language) }).intersection(languages)
                for language in here { translatedCount[language, default: 0] += 1 }
                present.append(here)
            }
            // A language most strings lack is a translation under way: its gaps are notes.
            let established = languages.filter { (translatedCount[$0] ?? 0) * 2 >= translatable.count }
            for (entry, here) in zip(translatable, present) where here.count < ordered.count {
                // Listing stops after a few names, so each string costs its own translations, not
                // the catalog's languages.
                var named: [String] = []
                for language in ordered where !here.contains(ExactKey(language)) {
                    named.append(language)
                    if named.count > Self.namesListed { break }
                }
                let establishedMissing = established.count - here.reduce(0) { $0 + (established.contains($1) ? 1 : 0) }
                found.append(diagnostic(.missing(entry.key, languages: named, count: ordered.count - here.count, of: ordered.count),
                                        at: entry.location, severity: establishedMissing == 0 ? .note : nil))
            }
        }
        return found
    }
}

extension StringCatalogMissingTranslation {
    /// The most languages a message names.
    static let namesListed = 8
}

extension Diagnostic.Message {
    fileprivate static func missing(_ key: String, languages: [String], count: Int, of total: Int) -> Self {
        let shown = languages.prefix(StringCatalogMissingTranslation.namesListed)
        let listed = count > shown.count ? shown.joined(separator: ", ") + " and \(count - shown.count) more"
            : shown.joined(separator: ", ")
        return Self("'\(key)' has no translation into \(listed) (\(count) of \(total) languages): users of "
            + "\(count == 1 ? "it" : "them") see the source text")
    }
}
