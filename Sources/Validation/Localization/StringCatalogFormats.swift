/// The format disagreements of every String Catalog translation with its source language, judged
/// with what the project's code shows about each key (`FormattedKeys`): a key code passes to
/// `String(format:)` is a format string whatever its source text holds, and an argument read past
/// the last one passed is certain only where the code is seen passing them.
enum StringCatalogFormats {
    typealias Found = LocalizationFormats.Found

    static func disagreements(in catalog: CatalogWithCode) -> [Found] {
        catalog.file.formatsCache.value { computeDisagreements(in: catalog.file, code: catalog.code) }.found
    }

    /// Where the compared texts are whose conversions the limit cut short, each place once.
    static func cutTexts(in catalog: CatalogWithCode) -> [SourceLocation] {
        catalog.file.formatsCache.value { computeDisagreements(in: catalog.file, code: catalog.code) }.cut
    }

    private static func computeDisagreements(in file: StringCatalogFile, code: FormattedKeys) -> LocalizationFormats.Value {
        guard let source = file.catalog.sourceLanguage?.value else { return LocalizationFormats.Value(found: [], cut: []) }
        let limit = file.formatConversionLimit
        let table = file.tableName
        var found: [Found] = []
        var cut = LocalizationFormats.CutPlaces()
        for entry in file.catalog.entries {
            guard entry.localizations.contains(where: { !$0.language.hasSameScalars(as: source) }),
                  let expected = entry.referenceFormat(sourceLanguage: source, limit: limit) else { continue }
            cut.note(expected)
            let declared = entry.declaredFormat(limit: limit)
            // The source's text, or the key Xcode extracted from code, escaping a `%`.
            let escapesPercent = entry.localization(source)?.escapesPercent
                ?? (declared != nil && FormatSpecifier.escapesPercent(in: entry.key))
            let expectation = LocalizedFormat.Expectation(
                reference: expected, declared: declared, escapesPercent: escapesPercent,
                formattedByCode: code.arguments(of: entry.key, table: table),
                showsPassedArguments: code.looksUp(entry.key, table: table))
            for localization in entry.localizations where !localization.language.hasSameScalars(as: source) {
                // A translation of a format string is formatted: read it as Foundation does.
                let actual: LocalizedFormat
                if let value = localization.stringUnit?.value, localization.substitutions.isEmpty {
                    // One text (most translations): its conversions, and no format built when they
                    // are the reference's own.
                    let (specifiers, isCut) = LocalizedFormat.conversions(
                        in: value.value, limit: limit, asFormatted: expectation.isFormatString)
                    if !isCut && expectation.agrees(exactly: specifiers) { continue }
                    actual = LocalizedFormat(
                        arguments: FormatArguments(firstOf: specifiers), location: value.location, isCut: isCut)
                } else {
                    guard let format = localization.format(limit: limit, asFormatted: expectation.isFormatString)
                    else { continue }
                    actual = format
                }
                cut.note(actual)
                guard expected.readsArguments || actual.readsArguments else { continue }
                let all = actual.disagreements(with: expectation)
                guard !all.isEmpty else { continue }
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

/// A String Catalog with what its project's code shows about the keys it looks up, for the rules
/// that judge the catalog's formats one catalog at a time.
struct CatalogWithCode: Sendable {
    let file: StringCatalogFile
    let code: FormattedKeys
}

extension ValidationProject {
    /// Each String Catalog with what the code shows about its keys.
    var catalogsWithCode: [CatalogWithCode] {
        guard !stringCatalogs.isEmpty else { return [] }
        let code = analysis(FormattedKeys.self)
        return stringCatalogs.map { CatalogWithCode(file: $0, code: code) }
    }
}
