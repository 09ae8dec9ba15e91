/// A translation that reads more or fewer format arguments than the development language: an
/// argument read that the code may not pass (undefined behaviour), or one left out (its value is
/// lost). A plural variant other than `other` may leave arguments out ("one file").
///
/// A translation that only leaves arguments out is a note: the text loses a value, which a
/// translator may do on purpose, and nothing is misread. One that reads an argument more, or
/// corrupts a specifier, stays a warning (or `*_format_mismatch`'s error).
///
/// A string certainly formatted (the development language's string reads an argument, or escapes a percent sign as
/// `%%`, which only a format string does, or code passes its lookup to `String(format:)`,
/// `String.localizedStringWithFormat` or `+[NSString stringWithFormat:]`) has its translations read as Foundation
/// reads them: a `%` before a space and a letter is a conversion (`50% de` is `% d`), not prose. A translation
/// that reads an argument past the last one the development language's string reads (or the code passes) is then an
/// error where code looks the key up by name: the code passes no such argument, and `String(format:)` reads garbage
/// or crashes. A key no code names (a table read by keys built at run time, which may pass any number of arguments)
/// keeps the warning, which says so. A string no evidence
/// shows to be formatted (no conversion, no `%%`, no code formatting it: a storyboard's label) is shown as
/// written, and a `%` its translations hold (`%100ean`) is text, not a format defect.
struct LocalizationFormatArguments: Rule {
    static let description = RuleDescription(
        id: "localization_format_arguments", severity: .warning, category: .localizations,
        summary: "A translation reads format arguments the development language does not, or leaves some out.",
        evidence: "Compares each key of a .strings or .stringsdict table with the development language's table of "
            + "the same bundle; a plural variant other than 'other' may leave arguments out. A translation that only leaves arguments out is "
            + "a note (the text loses a value; nothing is misread); one that reads an argument more stays a warning. In a "
            + "string certainly formatted (the development language reads an argument or escapes a % as %%, or code passes its "
            + "lookup to String(format:) or stringWithFormat:), the translation is read as Foundation reads it ('50% de' is "
            + "'% d'), and an argument past the last one the development language reads or the code passes is an error where code "
            + "looks the key up by name (a key read only through one built at run time may be passed more: a warning). A "
            + "string nothing shows to be formatted is not judged: a % in its translation is text.",
        documentation: RuleDocumentation(
            why: """
                Code passes the arguments the development language's string reads: a translation that reads one more \
                reads memory that was never passed (garbage or a crash); one that reads fewer drops a value.
                """,
            bad: """
                /* en */ "files" = "%d files in %@";
                /* de */ "files" = "%d Dateien in %@ von %@";
                """,
            good: """
                /* en */ "files" = "%d files in %@";
                /* de */ "files" = "%d Dateien in %@";
                """,
            fix: """
                Make the translation read the same arguments as the development language (positions such as %2$@ may \
                reorder them).
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        LocalizationFormats.disagreements(in: project).compactMap { found in
            guard !found.isKindOrWidth else { return nil }
            return diagnostic(Diagnostic.Message(found.text), at: found.location, severity: found.readsUnpassedArgument ? .error : found.onlyDropsArguments ? .note : nil)
        }
    }
}
