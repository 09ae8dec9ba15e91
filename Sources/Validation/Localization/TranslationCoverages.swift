import TripSource

/// Every language's coverage of each strings table and String Catalog the translation rules judge,
/// complete languages included, computed once per run: `localization_missing_key` and
/// `string_catalog_missing_translation` report the gaps, and the report shows the whole
/// (`Report.coverage`, which the `summary` reporter renders).
///
/// Judged, as the rules document: a `.strings`/`.stringsdict` table whose development language
/// holds it with a key other than the empty one, in each other language but regional variants of
/// the development language, `Base` and private-use codes, leaving out `InfoPlist` tables and the
/// tables of `Base.lproj` documents and the tables no target of their project builds
/// (`TargetMembership`: a development-language table not built is not judged at all, a language's
/// table not built is left out); a String Catalog that a target builds (or that no project
/// places), in the languages its strings are translated into and its project's known regions,
/// leaving out `InfoPlist` catalogs.
struct TranslationCoverages: Sendable {
    /// Of the `.strings` and `.stringsdict` tables, by table and language.
    let tables: [TranslationCoverage]
    /// Of the String Catalogs, by catalog and language.
    let catalogs: [TranslationCoverage]
}

extension TranslationCoverages: ProjectAnalysis {
    static func prepare(_ project: ValidationProject) {
        _ = project.targetMembership
        _ = project.localizationTables
    }

    static func compute(_ project: ValidationProject) -> TranslationCoverages {
        TranslationCoverages(tables: tables(project), catalogs: catalogs(project))
    }

    /// The reference language of a table the translation rules judge, its table in that language
    /// and the file: `nil` for an `InfoPlist` table (a key missing there falls back to the
    /// Info.plist's value), a table no reference language holds, or one that translates a
    /// `Base.lproj` document.
    static func judgedReference(
        of table: LocalizationTables.Table
    ) -> (language: String, table: LocalizationTables.LanguageTable, file: PropertyListFile)? {
        guard !LocalizationMissingKey.isInfoPlistTable(table.name), !table.translatesBaseDocument,
            let language = table.reference, let reference = table.languages[language], let file = reference.file
        else { return nil }
        return (language, reference, file)
    }

    private static func tables(_ project: ValidationProject) -> [TranslationCoverage] {
        var found: [TranslationCoverage] = []
        let membership = project.targetMembership
        for table in project.localizationTables.tables {
            guard let (referenceLanguage, reference, referenceFile) = judgedReference(of: table),
                membership.notBuilt(referenceFile.path) == nil
            else { continue }
            // The empty key is never looked up: NSLocalizedString("") is "".
            let keys = reference.ordered.filter { !$0.key.isEmpty }
            guard !keys.isEmpty else { continue }
            for translation in table.translations
            where !LocalizationTables.isVariant(translation.language, of: referenceLanguage) {
                guard let file = translation.file, membership.notBuilt(file.path) == nil else { continue }
                let missing = keys.compactMap { entry -> TranslationCoverage.Gap? in
                    guard translation.positions[ExactKey(entry.key)] == nil else { return nil }
                    return TranslationCoverage.Gap(key: entry.key, location: entry.location, sourceText: entry.value?.string)
                }
                found.append(
                    TranslationCoverage(
                        language: translation.language, reference: referenceLanguage, total: keys.count,
                        missing: missing, file: file.path, keysFile: referenceFile.path))
            }
        }
        return found
    }

    private static func catalogs(_ project: ValidationProject) -> [TranslationCoverage] {
        var found: [TranslationCoverage] = []
        for file in project.stringCatalogs
        where project.targetMembership.notBuilt(file.path) == nil && !file.localizesInfoPlist {
            guard let source = file.catalog.sourceLanguage?.value else { continue }
            let translatable = file.catalog.entries.filter(\.isTranslatable)
            guard !translatable.isEmpty else { continue }
            // Code that Xcode extracted with a default value shows that value, not the key.
            let extractedWithValue = Set(
                translatable.lazy.filter { $0.extractionState?.value == "extracted_with_value" }.map(\.key))
            let judged = languages(of: file, source: source, project: project)
            var position: [ExactKey: Int] = [:]
            for (index, language) in judged.enumerated() { position[ExactKey(language)] = index }
            // One pass over each string's translations (not one search per language): a language's
            // first translation is the one read, as `Entry.localization(_:)` reads it.
            var missing = Array(repeating: [TranslationCoverage.Gap](), count: judged.count)
            var state = Array(repeating: Translated.absent, count: judged.count)
            // Catalogs list a string's languages in the same order string after string: the language
            // met at each place of the previous string is compared first, and looked up only when
            // another stands there.
            var previous: [(language: String, index: Int?)] = []
            for entry in translatable {
                for index in state.indices { state[index] = .absent }
                for (place, localization) in entry.localizations.enumerated() {
                    let judgedIndex: Int?
                    if place < previous.count, previous[place].language.hasSameScalars(as: localization.language) {
                        judgedIndex = previous[place].index
                    } else {
                        judgedIndex = position[ExactKey(localization.language)]
                        let met = (language: localization.language, index: judgedIndex)
                        if place < previous.count { previous[place] = met } else { previous.append(met) }
                    }
                    guard let index = judgedIndex, state[index] == .absent else { continue }
                    state[index] = localization.isTranslated ? .translated : localization.hasContent ? .content : .empty
                }
                var sourceText: String?
                for index in judged.indices where state[index] != .translated {
                    if sourceText == nil {
                        sourceText = entry.localization(source)?.stringUnit?.value?.value ?? entry.key
                    }
                    missing[index].append(
                        TranslationCoverage.Gap(
                            key: entry.key, location: entry.location, sourceText: sourceText ?? entry.key,
                            mayShowRaw: state[index] != .content && !extractedWithValue.contains(entry.key)))
                }
            }
            for (index, language) in judged.enumerated() {
                found.append(
                    TranslationCoverage(
                        language: language, reference: source, total: translatable.count, missing: missing[index],
                        file: file.path, keysFile: file.path))
            }
        }
        return found
    }

    /// What a string holds in one language: no translation, one with no text, one with a text not
    /// yet translated (every unit `new`), or a translation.
    private enum Translated {
        case absent, empty, content, translated
    }

    /// The languages a catalog is judged in, sorted: those any of its strings has a translation
    /// into and the nearest project's known regions, less `Base`, the source language and its
    /// regional variants, and private-use languages.
    private static func languages(of file: StringCatalogFile, source: String, project: ValidationProject) -> [String] {
        var languages: Set<ExactKey> = []
        for entry in file.catalog.entries {
            for localization in entry.localizations { languages.insert(ExactKey(localization.language)) }
        }
        for region in project.knownRegions(nearestTo: file.path) where region != LocalizationTables.Table.base {
            languages.insert(ExactKey(region))
        }
        return languages.map(\.string).filter {
            !LocalizationTables.isVariant($0, of: source) && !LocalizationTables.isPrivateUse($0)
        }.sorted()
    }
}

extension StringCatalog.Localization {
    /// Whether the translation is done: it holds a text, and not every string unit is in the `new`
    /// state (a translation nobody has done yet).
    var isTranslated: Bool {
        hasContent && containsStringUnit { $0.state?.value != "new" }
    }
}

extension ValidationProject {
    /// Every language's coverage of each table and catalog judged, computed the first time asked.
    var translationCoverage: TranslationCoverages {
        analysis(TranslationCoverages.self)
    }
}
