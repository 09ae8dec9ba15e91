import TripSource

/// A key of a language's strings table that the development language's table of the same bundle
/// lacks: either a leftover translation of a key the code no longer uses, or a key the development
/// language is missing (its users then see the key itself).
///
/// Reported at the key, once per language. Which of the two it is only the code knows, and the
/// development language's table may itself translate a document that is not among the inputs (an
/// intent definition's `Intents.strings`), so this is a note. A table of a storyboard or XIB in
/// `Base.lproj` is not judged, nor `InfoPlist.strings`, whose keys are the Info.plist's
/// (`infoplist_strings_unknown_key`).
struct LocalizationExtraKey: Rule {
    static let description = RuleDescription(
        id: "localization_extra_key", severity: .note, category: .localizations,
        summary: "A key of a language's strings table is not in the development language's table.",
        evidence: "Compares the .strings and .stringsdict tables of sibling .lproj folders with the development "
            + "language's (the nearest .xcodeproj's developmentRegion, else en, else Base); a table the development "
            + "language does not hold, or that translates a storyboard, XIB, compiled nib or intent definition (in "
            + "Base.lproj or the development language's folder), is not judged; a note, since "
            + "the development language's table may translate a document that is not among the inputs.",
        documentation: RuleDocumentation(
            why: """
                A key only a translation has is either a leftover of a key the code no longer uses (dead text) or a \
                key the development language lacks, whose users then see the raw key.
                """,
            bad: """
                /* en */ "done" = "Done";
                /* fr */ "done" = "Terminé";
                /* fr */ "cancel" = "Annuler";
                """,
            good: """
                /* en */ "done" = "Done";
                /* en */ "cancel" = "Cancel";
                /* fr */ "done" = "Terminé";
                /* fr */ "cancel" = "Annuler";
                """,
            fix: """
                Add the key to the development language's table if code uses it, else remove it from the translation.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for table in project.localizationTables.tables where !LocalizationMissingKey.isInfoPlistTable(table.name) {
            guard let referenceLanguage = table.reference, let reference = table.languages[referenceLanguage],
                  let referenceFile = reference.file, !table.translatesBaseDocument else { continue }
            for translation in table.translations {
                for entry in translation.ordered where reference.positions[ExactKey(entry.key)] == nil {
                    found.append(diagnostic(
                        .extra(entry.key, language: translation.language, reference: referenceLanguage), at: entry.location,
                        related: [RelatedLocation(SourceLocation(wholeFile: referenceFile.path), "the \(referenceLanguage) table")]))
                }
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func extra(_ key: String, language: String, reference: String) -> Self {
        Self("key '\(key)' is in \(language) but not in the \(reference) table (the development language): "
            + "a leftover translation, or a key \(reference) is missing")
    }
}
