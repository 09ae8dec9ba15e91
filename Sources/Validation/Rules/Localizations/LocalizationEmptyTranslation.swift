import TripSource

/// A translation that is the empty string where the source text is not: a `.strings` value `""`
/// whose key the development language's table gives a text, or a String Catalog string unit
/// marked translated (or needing review) whose value is `""` while the source language's (or,
/// without one, the key extracted from code) is not. Foundation returns the empty value as found,
/// so users of that language see a blank label, button or alert, not the source text: translation
/// platforms export strings nobody translated this way.
///
/// A note where the blank is likely meant or never seen: a source text without a letter or digit
/// (`". "`, `":"`, a separator some languages leave out), and a storyboard or XIB placeholder
/// that code replaces at run time (`Label`, `Text Cell`, `Warning Label`) in a table translating
/// an Interface Builder document. A table or catalog that no target builds is a note too
/// (`NotBuiltFindings`). `.stringsdict` variants, strings marked "Don't translate" and stale
/// strings are not judged; nor are tables without a development-language table.
struct LocalizationEmptyTranslation: Rule {
    static let description = RuleDescription(
        id: "localization_empty_translation", severity: .warning, category: .localizations,
        summary: "A translation is the empty string where the source text is not: users see a blank.",
        evidence: "Compares each .strings value with the development language's table of the same bundle, and each "
            + "translated (or needs-review) String Catalog unit with the source language's text, else the key. A note "
            + "when the source has no letter or digit (a separator a language may omit), or is an Interface Builder "
            + "placeholder (Label, Text Cell) in a document's table, which code likely replaces; tables no target "
            + "builds are notes.",
        documentation: RuleDocumentation(
            why: """
                Foundation returns an empty translation as found, not the source text: users of that language see a \
                blank label, button or alert. Translation platforms export untranslated strings this way.
                """,
            bad: """
                /* en */ "settings.title" = "Settings";
                /* fi */ "settings.title" = "";
                """,
            good: """
                /* fi */ "settings.title" = "Asetukset";
                /* or leave the key out: fi then shows the development language's text */
                """,
            fix: """
                Translate the string, or remove the empty translation (configure the translation platform to skip \
                untranslated strings) so the development language's text shows.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for table in project.localizationTables.tables {
            guard let referenceLanguage = table.reference, let reference = table.languages[referenceLanguage] else { continue }
            for translation in table.translations {
                // Few values are empty: only those look their key up in the reference table.
                for entry in translation.ordered where entry.text?.isEmpty == true {
                    guard let source = reference[ExactKey(entry.key)]?.text, !source.isEmpty else { continue }
                    found.append(finding(key: entry.key, language: translation.language, source: source,
                                         reference: referenceLanguage, at: entry.textLocation,
                                         inDocument: table.translatesBaseDocument))
                }
            }
        }
        for file in project.stringCatalogs {
            guard let sourceLanguage = file.catalog.sourceLanguage?.value else { continue }
            for entry in file.catalog.entries where entry.isTranslatable {
                let sourceUnits = entry.localization(sourceLanguage)?.stringUnits
                for localization in entry.localizations where !localization.language.hasSameScalars(as: sourceLanguage) {
                    // Most translations are one unit with a value: a non-empty one needs no walk.
                    if localization.variations.isEmpty, localization.substitutions.isEmpty,
                       localization.stringUnit?.value?.value.isEmpty != true { continue }
                    for (unit, category) in localization.stringUnits {
                        guard let value = unit.value, value.value.isEmpty,
                              let state = unit.state?.value, Self.shownStates.contains(state) else { continue }
                        let source = sourceUnits.map { units in
                            (units.first { $0.category == category } ?? units.first)?.unit.value?.value ?? ""
                        } ?? entry.key
                        guard !source.isEmpty else { continue }
                        found.append(finding(key: entry.key, language: localization.language, source: source,
                                             reference: sourceLanguage, at: value.location,
                                             inDocument: Self.isDocumentKey(entry.key)))
                    }
                }
            }
        }
        return found
    }

    /// The states whose value the build ships as the language's text.
    private static let shownStates: Set<String> = ["translated", "needs_review"]

    private func finding(
        key: String, language: String, source: String, reference: String, at location: SourceLocation, inDocument: Bool
    ) -> Diagnostic {
        if !source.contains(where: { $0.isLetter || $0.isNumber }) {
            return diagnostic(.emptyFragment(key, language: language, source: source), at: location, severity: .note)
        }
        if inDocument, Self.isPlaceholder(source) {
            return diagnostic(.emptyPlaceholder(key, language: language, source: source), at: location, severity: .note)
        }
        return diagnostic(.empty(key, language: language, source: source, reference: reference), at: location)
    }

    /// Whether a text is one Interface Builder gives a new element (`Label`, `Text Cell`), or a
    /// name ending so (`Warning Label`): code sets such an element's text at run time.
    static func isPlaceholder(_ text: String) -> Bool {
        placeholders.contains(text) || text.hasSuffix(" Label")
    }

    private static let placeholders: Set<String> = [
        "Label", "Text Cell", "Title", "Button", "Text", "Item", "Box", "Multiline Label", "Static Text", "Text Field",
        "Table View Cell", "Menu Item", "Window", "View",
    ]

    /// Whether a String Catalog key is an Interface Builder document's (`kYn-pW-tq6.title`): the
    /// catalog Xcode writes for a storyboard or XIB (`mul.lproj/Main.xcstrings`).
    static func isDocumentKey(_ key: String) -> Bool {
        let parts = key.split(separator: ".", maxSplits: 1)
        guard parts.count == 2 else { return false }
        let id = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        return id.count == 3 && id.map(\.count) == [3, 2, 3] && id.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}

extension Diagnostic.Message {
    fileprivate static func empty(_ key: String, language: String, source: String, reference: String) -> Self {
        Self("the \(language) translation of '\(key)' is empty, but the \(reference) text is '\(source.truncatedForMessage)': "
            + "users of \(language) see a blank, not the \(reference) text")
    }

    fileprivate static func emptyFragment(_ key: String, language: String, source: String) -> Self {
        Self("the \(language) translation of '\(key)' is empty, and the source text '\(source)' has no letter or digit: "
            + "a separator \(language) may leave out on purpose")
    }

    fileprivate static func emptyPlaceholder(_ key: String, language: String, source: String) -> Self {
        Self("the \(language) translation of '\(key)' is empty, and the source text '\(source)' is an Interface Builder "
            + "placeholder, which code likely replaces at run time")
    }
}

extension String {
    /// The text, cut to 60 characters with an ellipsis: a message quotes a source text, not a page.
    fileprivate var truncatedForMessage: String {
        count <= 60 ? self : String(prefix(60)) + "…"
    }
}
