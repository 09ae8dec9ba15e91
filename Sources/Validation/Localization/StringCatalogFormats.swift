/// The format disagreements of every String Catalog translation with its source language.
enum StringCatalogFormats {
    typealias Found = LocalizationFormats.Found

    static func disagreements(in file: StringCatalogFile) -> [Found] {
        file.formatsCache.value { computeDisagreements(in: file) }
    }

    private static func computeDisagreements(in file: StringCatalogFile) -> [Found] {
        guard let source = file.catalog.sourceLanguage?.value else { return [] }
        var found: [Found] = []
        for entry in file.catalog.entries {
            guard entry.localizations.contains(where: { !$0.language.hasSameScalars(as: source) }),
                  let expected = entry.referenceFormat(sourceLanguage: source) else { continue }
            let expectation = LocalizedFormat.Expectation(reference: expected, declared: entry.declaredFormat)
            for localization in entry.localizations where !localization.language.hasSameScalars(as: source) {
                guard let actual = localization.format, expected.readsArguments || actual.readsArguments else { continue }
                let all = actual.disagreements(with: expectation)
                for subset in [all.filter(\.isKindOrWidth), all.filter { !$0.isKindOrWidth }] {
                    for group in FormatDisagreement.groupedByPlace(subset) {
                        found.append(Found(key: entry.key, language: localization.language, reference: source,
                                           disagreements: group))
                    }
                }
            }
        }
        return found
    }
}
