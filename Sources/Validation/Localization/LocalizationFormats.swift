import TripSource

/// The format disagreements of every key that a translation and its development language share,
/// judged only for format strings: a development-language text that reads an argument or escapes
/// `%%`, or one code passes to `String(format:)` (`FormattedKeys`). A text shown as written (a
/// storyboard's label, a string no code formats) may hold any `%` in translation. An argument read
/// past the last one passed is certain only where code looks the key up by name (`FormattedKeys`).
enum LocalizationFormats: ProjectAnalysis {
    struct Found: Sendable {
        let key: String
        let language: String
        let reference: String
        /// Disagreements at one place, all about types or all about counts.
        let disagreements: [FormatDisagreement]

        var location: TripSource.SourceLocation { disagreements[0].location }
        var isKindOrWidth: Bool { disagreements[0].isKindOrWidth }
        /// Whether one argument is read as another kind (not only another width).
        var hasKindMismatch: Bool { disagreements.contains { $0.problem == .kind } }
        /// Whether the translation only leaves arguments out: the value is lost from the text, but
        /// nothing is misread, so the finding is a note (one that reads an argument more is not).
        var onlyDropsArguments: Bool { disagreements.allSatisfy { $0.problem == .missingArgument } }
        /// Whether the translation reads an argument past the last one the code passes, in a string
        /// certainly formatted: an error, whatever the rule's severity.
        var readsUnpassedArgument: Bool { disagreements.contains(where: \.readsUnpassedArgument) }
        var text: String {
            "'\(key)' in \(language): " + disagreements.map { $0.text(language: language, referenceLanguage: reference) }
                .joined(separator: "; ")
        }
    }

    /// What one run's comparisons found: the disagreements, and where the texts are whose
    /// conversions were read only up to the limit (`InputLimit.formatConversions`).
    struct Value: Sendable {
        let found: [Found]
        let cut: [SourceLocation]
    }

    /// Where the texts are whose conversions the limit cut short, each place once, in the order
    /// met; kept by the table and the String Catalog comparisons alike.
    struct CutPlaces {
        private(set) var places: [SourceLocation] = []
        private var seen: Set<SourceLocation> = []

        /// Records the places of a format whose reading the limit cut short (`LocalizedFormat.cut`).
        mutating func note(_ format: LocalizedFormat?) {
            for location in format?.cut ?? [] { note(location) }
        }

        /// Records the place of a text whose reading the limit cut short.
        mutating func note(_ location: SourceLocation) {
            if seen.insert(location).inserted { places.append(location) }
        }
    }

    /// The disagreements, computed once per run for the two rules that report them.
    static func disagreements(in project: ValidationProject) -> [Found] {
        project.analysis(LocalizationFormats.self).found
    }

    /// Where the compared texts are whose conversions the limit cut short, in the order met.
    static func cutTexts(in project: ValidationProject) -> [SourceLocation] {
        project.analysis(LocalizationFormats.self).cut
    }

    static func prepare(_ project: ValidationProject) {
        _ = project.analysis(FormattedKeys.self)
        _ = project.localizationTables
    }

    static func compute(_ project: ValidationProject) -> Value {
        var found: [Found] = []
        var memo = Memo(limit: project.formatConversionLimit)
        let formattedKeys = project.analysis(FormattedKeys.self)
        for table in project.localizationTables.tables {
            guard let referenceLanguage = table.reference, let reference = table.languages[referenceLanguage] else { continue }
            // Each reference string's expectation, built once for all its translations, by its place
            // in the reference table.
            var expectations = [LocalizedFormat.Expectation??](repeating: nil, count: reference.ordered.count)
            for translation in table.translations {
                for mine in translation.ordered {
                    guard let position = reference.positions[ExactKey(mine.key)] else { continue }
                    // A short text (most are) is read directly, each time it is compared: when it
                    // reads the reference's own arguments, nothing is built, kept or compared. A long
                    // one, which a binary file may share among many keys, is read once, through the
                    // memo (a short one costs at most `Memo.longText` bytes a key).
                    let shortText = mine.text.flatMap { $0.utf8.count <= Memo.longText ? $0 : nil }
                    var actual: LocalizedFormat?
                    if let shortText {
                        memo.noteCut(ofShortText: shortText, at: mine.textLocation)
                    } else {
                        guard let format = memo.format(of: mine) else { continue }
                        actual = format
                    }
                    let expectation: LocalizedFormat.Expectation
                    if let known = expectations[position] {
                        guard let known else { continue }
                        expectation = known
                    } else {
                        let made = memo.expectation(
                            of: reference.ordered[position],
                            formattedByCode: formattedKeys.arguments(of: mine.key, table: table.name),
                            showsPassedArguments: formattedKeys.looksUp(mine.key, table: table.name))
                        expectations[position] = .some(made)
                        guard let made else { continue }
                        expectation = made
                    }
                    // A translation of a format string is formatted: read it as Foundation does. A
                    // string nothing shows to be one (no conversion, no `%%`, no code formatting it)
                    // is shown as written, whatever `%` its translations hold.
                    guard expectation.isFormatString else { continue }
                    // A string as Foundation reads a format string (a short one from the reading that
                    // found it may disagree, not read again); a plural entry as it is.
                    if let shortText {
                        let (specifiers, isCut) = FormatSpecifier.foundationConversions(in: shortText, limit: memo.limit)
                        if !isCut && expectation.agrees(exactly: specifiers) { continue }
                        actual = LocalizedFormat(
                            arguments: FormatArguments(firstOf: specifiers), location: mine.textLocation, isCut: isCut)
                    } else if let formatted = memo.foundationFormat(of: mine) {
                        actual = formatted
                    }
                    guard let actual else { continue }
                    let all = memo.disagreements(
                        of: mine, format: actual, reference: reference.ordered[position], expectation: expectation)
                    guard !all.isEmpty else { continue }
                    for subset in [all.filter(\.isKindOrWidth), all.filter { !$0.isKindOrWidth }] {
                        for group in FormatDisagreement.groupedByPlace(subset) {
                            found.append(Found(key: mine.key, language: translation.language, reference: referenceLanguage,
                                               disagreements: group))
                        }
                    }
                }
            }
        }
        return Value(found: found, cut: memo.cut.places)
    }
}
