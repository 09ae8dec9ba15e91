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
        let fallbackBundles = TranslationCoverage.fallbackBundles(project)
        var found: [Diagnostic] = []
        for coverage in project.translationCoverage.catalogs where !coverage.missing.isEmpty {
            found.append(
                coverage.note(by: self, of: "catalog") {
                    "'\($0.key)' written here, untranslated into \(coverage.language)"
                })
            for gap in coverage.rawKeys(keysWithDefault: keysWithDefault, fallbackBundles: fallbackBundles) {
                found.append(diagnostic(.rawKey(gap.key, language: coverage.language), at: gap.location))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func rawKey(_ key: String, language: String) -> Self {
        "'\(key)' has no \(language) translation, though \(language) is otherwise complete: users of \(language) see the key, or the default value given in code"
    }
}
