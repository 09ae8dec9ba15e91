/// A String Catalog translation that reads more or fewer format arguments than the source
/// language: an argument the code may not pass, or one whose value is lost. A plural variant other
/// than `other` may leave arguments out ("one file").
///
/// A translation that only leaves arguments out is a note: the text loses a value, which a
/// translator may do on purpose, and nothing is misread. One that reads an argument more, or
/// corrupts a specifier, stays a warning (or `*_format_mismatch`'s error).
///
/// A string certainly formatted (the source text reads an argument, or escapes a percent sign as
/// `%%`, which only a format string does, or code passes its lookup to `String(format:)`) has its
/// translations read as Foundation reads them: a `%` before a space and a letter is a conversion
/// (`50% de` is `% d`), not prose. A translation that reads an argument past the last one the
/// source text (or the code) reads is then an error where the code shows what it passes (Xcode
/// extracted the key from code, or code looks it up by name): the code passes no such argument, and
/// `String(format:)` reads garbage or crashes. A manual key no code names keeps the warning.
struct StringCatalogFormatArguments: Rule {
    static let description = RuleDescription(
        id: "string_catalog_format_arguments", severity: .warning, category: .stringCatalogs,
        summary: "A String Catalog translation reads format arguments the source language does not, or leaves some out.",
        evidence: "Compares each translation with the source language's localization, or with the key when Xcode "
            + "extracted it from code; a plural variant other than 'other' may leave arguments out. A translation that only leaves arguments out is "
            + "a note (the text loses a value; nothing is misread); one that reads an argument more stays a warning. In a "
            + "string certainly formatted (the source language reads an argument, or escapes a % as %%, or code passes its lookup "
            + "to String(format:) or stringWithFormat:), the translation is read as Foundation reads it ('50% de' is '% d'), and "
            + "an argument past the last one the source language reads or the code passes is an error where the code shows what "
            + "it passes (Xcode extracted the key from code, or code looks it up by name); for a manual key no code names, a warning.",
        documentation: RuleDocumentation(
            why: """
                Code passes the arguments the source language's string reads: a translation that reads one more reads \
                memory never passed (garbage or a crash); one that reads fewer drops a value.
                """,
            bad: """
                "en" : "%lld photos in %@"
                "fr" : "%lld photos dans %@ de %@"
                """,
            good: """
                "en" : "%lld photos in %@"
                "fr" : "%lld photos dans %@"
                """,
            fix: """
                Make the translation read the same arguments as the source language (positions such as %2$@ may \
                reorder them).
                """))

    func check(_ catalog: CatalogWithCode) -> [Diagnostic] {
        StringCatalogFormats.disagreements(in: catalog).compactMap { found in
            guard !found.isKindOrWidth else { return nil }
            return diagnostic(Diagnostic.Message(found.text), at: found.location, severity: found.readsUnpassedArgument ? .error : found.onlyDropsArguments ? .note : nil)
        }
    }
}
