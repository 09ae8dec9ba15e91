import TripSource

/// The format disagreements of every key that a translation and its development language share.
enum LocalizationFormats {
    struct Found {
        let key: String
        let language: String
        let reference: String
        /// Disagreements at one place, all about types or all about counts.
        let disagreements: [FormatDisagreement]

        var location: TripSource.SourceLocation { disagreements[0].location }
        var isKindOrWidth: Bool { disagreements[0].isKindOrWidth }
        /// Whether one argument is read as another kind (not only another width).
        var hasKindMismatch: Bool { disagreements.contains { $0.problem == .kind } }
        var text: String {
            "'\(key)' in \(language): " + disagreements.map { $0.text(language: language, referenceLanguage: reference) }
                .joined(separator: "; ")
        }
    }

    static func disagreements(in project: ValidationProject) -> [Found] {
        var found: [Found] = []
        for table in LocalizationTables(project).tables {
            guard let referenceLanguage = table.reference, let reference = table.languages[referenceLanguage] else { continue }
            for translation in table.translations {
                for key in translation.order {
                    guard let theirs = reference.entries[key], let mine = translation.entries[key],
                          let expected = theirs.format, let actual = mine.format else { continue }
                    guard expected.readsArguments || actual.readsArguments else { continue }
                    let all = actual.disagreements(with: expected)
                    for subset in [all.filter(\.isKindOrWidth), all.filter { !$0.isKindOrWidth }] {
                        for group in FormatDisagreement.groupedByPlace(subset) {
                            found.append(Found(key: mine.key, language: translation.language, reference: referenceLanguage,
                                               disagreements: group))
                        }
                    }
                }
            }
        }
        return found
    }
}
