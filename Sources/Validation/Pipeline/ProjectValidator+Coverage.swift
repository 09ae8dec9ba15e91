extension ProjectValidator {
    /// The translation coverage a report shows (`Report.coverage`): each judged language's
    /// coverage of each strings table, when `localization_missing_key` runs, and of each String
    /// Catalog, when `string_catalog_missing_translation` runs, in the files reported on.
    static func coverage(
        of project: ValidationProject, configuration: Configuration, scope: ReportScope?, workingDirectory: String
    ) -> [LanguageCoverage] {
        let tablesRun = configuration.isEnabled(LocalizationMissingKey.description)
        let catalogsRun = configuration.isEnabled(StringCatalogMissingTranslation.description)
        guard tablesRun || catalogsRun else { return [] }
        let coverage = project.translationCoverage
        return ((tablesRun ? coverage.tables : []) + (catalogsRun ? coverage.catalogs : []))
            .filter { scope?.contains($0.file, workingDirectory: workingDirectory) ?? true }
            .map(\.languageCoverage)
    }
}
