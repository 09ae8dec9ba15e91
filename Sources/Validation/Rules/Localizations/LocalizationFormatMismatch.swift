/// A translation that reads an argument as another kind of value than the development language
/// does (`%@` against `%d`, or the same conversions in another order without positions): the
/// argument the code passes is read as the wrong type, which prints garbage or crashes.
///
/// An integer read at another width (`%d` against `%lld`) is a warning: the value is truncated,
/// not misread. Compared key by key with the development language's table, the `.stringsdict`
/// variants included (each variant's conversions against the development language's).
struct LocalizationFormatMismatch: Rule {
    static let description = RuleDescription(
        id: "localization_format_mismatch", severity: .error, category: .localizations,
        summary: "A translation reads a format argument as another type than the development language does.",
        evidence: "Compares each key of a .strings or .stringsdict table with the development language's table of "
            + "the same bundle (nearest .xcodeproj's developmentRegion, else en, else Base); an integer of another "
            + "width is a warning.")

    func check(_ project: ValidationProject) -> [Diagnostic] {
        LocalizationFormats.disagreements(in: project).compactMap { found in
            guard found.isKindOrWidth else { return nil }
            return diagnostic(Diagnostic.Message(found.text), at: found.location, severity: found.hasKindMismatch ? nil : .warning)
        }
    }
}
