/// A String Catalog translation that reads an argument as another kind of value than the source
/// language does (`%@` against `%lld`, or the same conversions in another order without
/// positions): the argument is read as the wrong type, which prints garbage or crashes. An
/// integer of another width is a warning. Substitutions (`%#@count@`) and their `%arg` are
/// resolved through their `formatSpecifier` and `argNum`.
struct StringCatalogFormatMismatch: Rule {
    static let description = RuleDescription(
        id: "string_catalog_format_mismatch", severity: .error, category: .stringCatalogs,
        summary: "A String Catalog translation reads a format argument as another type than the source language does.",
        evidence: "Compares each translation with the source language's localization, or with the key when Xcode "
            + "extracted it from code; an integer of another width is a warning.",
        documentation: RuleDocumentation(
            why: """
                The code passes an argument of the source language's type: a translation that reads it as another type \
                prints garbage or crashes.
                """,
            bad: """
                "en" : "Welcome, %@"
                "es" : "Bienvenido, %lld"
                """,
            good: """
                "en" : "Welcome, %@"
                "es" : "Bienvenido, %@"
                """,
            fix: """
                Use the source language's specifiers in the translation, in the same order or with explicit positions \
                (%1$@).
                """))

    func check(_ catalog: CatalogWithCode) -> [Diagnostic] {
        StringCatalogFormats.disagreements(in: catalog).compactMap { found in
            guard found.isKindOrWidth else { return nil }
            return diagnostic(Diagnostic.Message(found.text), at: found.location, severity: found.hasKindMismatch ? nil : .warning)
        }
    }
}
