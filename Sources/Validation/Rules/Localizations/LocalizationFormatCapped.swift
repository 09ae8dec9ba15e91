import TripSource

/// A localized format string holding more conversions than the format checks read
/// (`InputLimit.formatConversions`, 100 unless set): the rest of the string is not compared with
/// the development language's, so a mismatch there goes unreported. A string a translator writes
/// holds a handful; one made to hold thousands would make every comparison cost its length.
///
/// Reported once per text compared (a `.strings` or `.stringsdict` value, a String Catalog string
/// unit), at the text.
struct LocalizationFormatCapped: Rule {
    static let description = RuleDescription(
        id: "localization_format_capped", severity: .note, category: .localizations,
        summary: "A format string holds more conversions than the limit (maxFormatConversions); the rest is not compared.",
        documentation: RuleDocumentation(
            why: """
                A format string longer than the limit is compared only up to it, so a mismatch after it goes \
                unreported; such strings are rare and often generated.
                """,
            bad: """
                "report" = "%1$@ %2$@ %3$@ ... %150$@";
                """,
            good: """
                "report" = "%1$@ %2$@ %3$@";
                """,
            fix: """
                Split the string, or raise maxFormatConversions under limits: in the configuration if it is meant to \
                be that long.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let limit = project.formatConversionLimit
        var found = LocalizationFormats.cutTexts(in: project).map { diagnostic(.capped(limit), at: $0) }
        for catalog in project.catalogsWithCode {
            found += StringCatalogFormats.cutTexts(in: catalog).map { diagnostic(.capped(catalog.file.formatConversionLimit), at: $0) }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func capped(_ limit: Int) -> Self {
        let name = InputLimit.formatConversions.rawValue
        return "the format string holds more than \(limit) conversions (limit \(name)): only the first \(limit) are compared"
    }
}
