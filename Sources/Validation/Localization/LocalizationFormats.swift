/// The format disagreements of every key that a translation and its development language share.
enum LocalizationFormats {
    struct Found {
        let key: String
        let language: String
        let reference: String
        let disagreement: FormatDisagreement
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
                    for disagreement in actual.disagreements(with: expected) {
                        found.append(Found(key: mine.key, language: translation.language, reference: referenceLanguage,
                                           disagreement: disagreement))
                    }
                }
            }
        }
        return found
    }
}
