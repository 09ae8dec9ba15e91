import TripSource

/// Strings of a String Catalog without a translation into a language the catalog has translations
/// for, or that the nearest Xcode project lists (`knownRegions`, which Xcode shows as the catalog's
/// languages): users of that language see the source text, or for a key that is an identifier
/// (`settings.title`) the key itself.
///
/// A translation's gaps are a coverage fact, reported as `.strings` tables' are
/// (`TranslationCoverage`): one note per language and catalog at the catalog,
/// `fr lacks 312 of 2,104 keys of en (85% translated); first: 'settings.title'`, with the first
/// keys as related places. A key is a warning of its own only where a user is likely to see it
/// raw: the language is otherwise complete (it lacks at most 2% of the strings), the string has no
/// translation into it at all, the key looks like an identifier and differs from its
/// source-language text, and neither the catalog (`extractionState: extracted_with_value`) nor
/// the code (`String(localized:defaultValue:)`, `NSLocalizedString`'s `value:`) gives a default
/// value, which users would see instead.
///
/// What counts as translated follows the states Xcode gives a translation's string units:
/// `translated`, and `needs_review` (a translation Xcode or a translator flagged after the source
/// changed: it still ships and shows the language's text; `string_catalog_needs_review` reports
/// it). A translation whose units are all `new` is not translated: Xcode writes `new` for a
/// translation nobody has done yet (an XLIFF import without a target, variants Xcode filled with
/// the source text) and counts it as untranslated in its editor; it is a gap in the coverage, but
/// never a raw-key warning, since the catalog holds a text for it.
///
/// Not judged: strings marked "Don't translate" (`shouldTranslate: false`), strings no longer in
/// code (`extractionState: stale`, `string_catalog_stale`'s matter) and the empty key; regional
/// variants of the source language (`en-GB` for `en`), which show its text; private-use languages
/// (`qqq`); catalogs that no target of their Xcode project builds, which are never loaded; and
/// `InfoPlist.xcstrings`, whose missing keys fall back to the Info.plist's values.
struct StringCatalogMissingTranslation: Rule {
    static let description = RuleDescription(
        id: "string_catalog_missing_translation", severity: .warning, category: .stringCatalogs,
        summary: "A String Catalog string has no translation into one of the catalog's or the project's languages.",
        evidence: "The languages are those any string of the catalog is translated into, and the nearest .xcodeproj's "
            + "knownRegions (without Base), less regional variants of the source language (en-GB); strings marked not "
            + "to translate, stale strings, InfoPlist catalogs and catalogs no target builds are not judged; a translation whose units are "
            + "all 'new' is untranslated. Each language's gaps are one note per catalog (its coverage); a string is a "
            + "warning only when the language lacks at most 2% of the strings, has no translation of it at all, and the "
            + "key looks like an identifier with no default value in the catalog or the code (a user would see it raw).",
        documentation: RuleDocumentation(
            why: """
                Users of a language a string is not translated into see the source text, or for an identifier-like key \
                the key itself.
                """,
            bad: """
                "settings.title" : { "localizations" : { "en" : { ... } } }   // project knows de
                """,
            good: """
                "settings.title" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } },
                  "en" : { ... } } }
                """,
            fix: """
                Translate the string into the language in Xcode's catalog editor or your translation platform, or mark \
                it "Don't translate" if it must stay as written.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        guard !project.stringCatalogs.isEmpty else { return [] }
        let keysWithDefault = TranslationCoverage.keysWithDefaultValue(project)
        var found: [Diagnostic] = []
        for file in project.stringCatalogs
        where project.targetMembership.notBuilt(file.path) == nil && !Self.localizesInfoPlist(file) {
            guard let source = file.catalog.sourceLanguage?.value else { continue }
            let translatable = file.catalog.entries.filter(\.isTranslatable)
            guard !translatable.isEmpty else { continue }
            let place = SourceLocation(wholeFile: file.path)
            // Code that Xcode extracted with a default value shows that value, not the key.
            let extractedWithValue = Set(
                translatable.lazy.filter { $0.extractionState?.value == "extracted_with_value" }.map(\.key))
            for language in Self.languages(of: file, source: source, project: project) {
                var missing: [TranslationCoverage.Gap] = []
                var absent: Set<String> = []
                for entry in translatable {
                    let localization = entry.localization(language)
                    guard localization?.isTranslated != true else { continue }
                    if localization?.hasContent != true { absent.insert(entry.key) }
                    missing.append(
                        TranslationCoverage.Gap(
                            key: entry.key, location: entry.location,
                            sourceText: entry.localization(source)?.stringUnit?.value?.value ?? entry.key))
                }
                guard !missing.isEmpty else { continue }
                let coverage = TranslationCoverage(
                    language: language, reference: source, total: translatable.count, missing: missing)
                found.append(
                    coverage.note(by: self, at: place, keysIn: file.path, of: "catalog") {
                        "'\($0.key)' written here, untranslated into \(language)"
                    })
                for gap in coverage.rawKeys(keysWithDefault: keysWithDefault)
                where absent.contains(gap.key) && !extractedWithValue.contains(gap.key) {
                    found.append(diagnostic(.rawKey(gap.key, language: language), at: gap.location))
                }
            }
        }
        return found
    }

    /// Whether the catalog is an Info.plist's localization (`InfoPlist.xcstrings`, in any letter
    /// case): a key missing there falls back to the Info.plist's value, as in `InfoPlist.strings`.
    private static func localizesInfoPlist(_ file: StringCatalogFile) -> Bool {
        let name = Paths.fileName(of: file.path)
        return LocalizationMissingKey.isInfoPlistTable(String(name.dropLast(".xcstrings".count)))
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
    fileprivate var isTranslated: Bool {
        hasContent && stringUnits.contains { $0.unit.state?.value != "new" }
    }
}

extension Diagnostic.Message {
    fileprivate static func rawKey(_ key: String, language: String) -> Self {
        "'\(key)' has no \(language) translation, though \(language) is otherwise complete: users of \(language) see the key, or the default value given in code"
    }
}
