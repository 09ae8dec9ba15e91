/// A translation that reads more or fewer format arguments than the development language: an
/// argument read that the code may not pass (undefined behaviour), or one left out (its value is
/// lost). A plural variant other than `other` may leave arguments out ("one file").
struct LocalizationFormatArguments: Rule {
    static let description = RuleDescription(
        id: "localization_format_arguments", severity: .warning, category: .localizations,
        summary: "A translation reads format arguments the development language does not, or leaves some out.",
        evidence: "Compares each key of a .strings or .stringsdict table with the development language's table of "
            + "the same bundle; a plural variant other than 'other' may leave arguments out.")

    func check(_ project: ValidationProject) -> [Diagnostic] {
        LocalizationFormats.disagreements(in: project).compactMap { found in
            guard !found.isKindOrWidth else { return nil }
            return diagnostic(Diagnostic.Message(found.text), at: found.location)
        }
    }
}
