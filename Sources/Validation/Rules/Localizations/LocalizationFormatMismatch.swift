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
            + "width is a warning.",
        documentation: RuleDocumentation(
            why: """
                The code passes an argument of the development language's type: a translation that reads it as another \
                type (`%d` for an object) prints garbage or crashes.
                """,
            bad: """
                /* en */ "welcome" = "Welcome, %@";
                /* es */ "welcome" = "Bienvenido, %d";
                """,
            good: """
                /* en */ "welcome" = "Welcome, %@";
                /* es */ "welcome" = "Bienvenido, %@";
                """,
            fix: """
                Use the development language's specifiers in the translation, in the same order or with explicit \
                positions (%1$@).
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        LocalizationFormats.disagreements(in: project).compactMap { found in
            guard found.isKindOrWidth else { return nil }
            return diagnostic(Diagnostic.Message(found.text), at: found.location, severity: found.hasKindMismatch ? nil : .warning)
        }
    }
}
