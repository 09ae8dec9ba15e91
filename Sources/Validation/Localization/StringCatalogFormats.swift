/// The format disagreements of every String Catalog translation with its source language.
enum StringCatalogFormats {
    typealias Found = LocalizationFormats.Found

    static func disagreements(in file: StringCatalogFile) -> [Found] {
        file.formatsCache.value { computeDisagreements(in: file) }.found
    }

    /// Where the compared texts are whose conversions the limit cut short, each place once.
    static func cutTexts(in file: StringCatalogFile) -> [SourceLocation] {
        file.formatsCache.value { computeDisagreements(in: file) }.cut
    }

    private static func computeDisagreements(in file: StringCatalogFile) -> LocalizationFormats.Value {
        guard let source = file.catalog.sourceLanguage?.value else { return LocalizationFormats.Value(found: [], cut: []) }
        let limit = file.formatConversionLimit
        var found: [Found] = []
        var cut = LocalizationFormats.CutPlaces()
        for entry in file.catalog.entries {
            guard entry.localizations.contains(where: { !$0.language.hasSameScalars(as: source) }),
                  let expected = entry.referenceFormat(sourceLanguage: source, limit: limit) else { continue }
            cut.note(expected)
            let declared = entry.declaredFormat(limit: limit)
            // The source's text, or the key Xcode extracted from code, escaping a `%`.
            let escapesPercent = entry.localization(source)?.escapesPercent
                ?? (declared != nil && entry.key.contains("%%"))
            let expectation = LocalizedFormat.Expectation(reference: expected, declared: declared,
                                                          escapesPercent: escapesPercent)
            for localization in entry.localizations where !localization.language.hasSameScalars(as: source) {
                // A translation of a format string is formatted: read it as Foundation does.
                guard let actual = localization.format(limit: limit, asFormatted: expectation.isFormatString)
                else { continue }
                cut.note(actual)
                guard expected.readsArguments || actual.readsArguments else { continue }
                let all = actual.disagreements(with: expectation)
                for subset in [all.filter(\.isKindOrWidth), all.filter { !$0.isKindOrWidth }] {
                    for group in FormatDisagreement.groupedByPlace(subset) {
                        found.append(Found(key: entry.key, language: localization.language, reference: source,
                                           disagreements: group))
                    }
                }
            }
        }
        return LocalizationFormats.Value(found: found, cut: cut.places)
    }
}
