import TripSource

extension LocalizationFormats {
    /// What the format checks compute once per distinct text in one run: each `.strings` value's
    /// conversions, each reference value's expectation, and each comparison of a translation's value
    /// with the reference's at one place.
    ///
    /// A binary `.strings` file may give every one of its keys the same shared value (a long run of
    /// conversions, say): read per key, its few kilobytes cost the file's keys times its length in
    /// time and memory. Keyed by text (exact scalars), the work is that of the distinct values, which
    /// the file holds; a key only looks its value up.
    struct Memo {
        private var arguments: [ExactKey: FormatArguments] = [:]
        private var foundationArguments: [ExactKey: FormatArguments] = [:]
        /// By text, and whether code shows what it passes (`Expectation.showsPassedArguments`).
        private var expectations: [ExactKey: LocalizedFormat.Expectation] = [:]
        private var unshownExpectations: [ExactKey: LocalizedFormat.Expectation] = [:]
        private var comparisons: [Comparison: [FormatDisagreement]] = [:]
        /// The places of the translations' texts compared once: only a place met again (one value a
        /// binary file shares among keys) has its comparisons kept.
        private var comparedOnce: Set<SourceLocation> = []
        /// Texts whose conversions the limit cut short (the shared value of many keys once).
        private var cutTexts: Set<ExactKey> = []
        /// The most conversions read from one text (`InputLimit.formatConversions`).
        let limit: Int
        /// The length in UTF-8 bytes above which a text is read only through the memo: reading a
        /// shorter one again for each key that holds it costs at most this much per key.
        static let longText = 256
        /// Where the texts are whose conversions the limit cut short, each place once.
        private(set) var cut = CutPlaces()

        init(limit: Int) {
            self.limit = limit
        }

        /// A translation's value compared with a reference value: the same texts at the same place
        /// disagree alike. The place stands for the translation's text (one place holds one text).
        private struct Comparison: Hashable {
            let reference: ExactKey
            let location: SourceLocation
        }

        /// The entry's format, its conversions read once per distinct text.
        mutating func format(of entry: LocalizationTables.Entry) -> LocalizedFormat? {
            guard let text = entry.text else {
                let format = entry.format(limit: limit)
                cut.note(format)
                return format
            }
            let key = ExactKey(text)
            if let known = arguments[key] {
                let format = LocalizedFormat(arguments: known, location: entry.textLocation, isCut: cutTexts.contains(key))
                cut.note(format)
                return format
            }
            let (specifiers, isCut) = FormatSpecifier.conversions(in: text, limit: limit)
            let parsed = FormatArguments(firstOf: specifiers)
            arguments[key] = parsed
            if isCut { cutTexts.insert(key) }
            let format = LocalizedFormat(arguments: parsed, location: entry.textLocation, isCut: isCut)
            cut.note(format)
            return format
        }

        /// Notes the place of a short text (`longText`) whose conversions the limit cuts short, as
        /// `format(of:)` does, without building its format or keeping anything: a text holds at most
        /// as many conversions as `%` and `*` signs, so most need no reading.
        mutating func noteCut(ofShortText text: String, at location: SourceLocation) {
            var signs = 0
            for byte in text.utf8 where byte == UInt8(ascii: "%") || byte == UInt8(ascii: "*") { signs += 1 }
            guard signs > limit, FormatSpecifier.conversions(in: text, limit: limit).isCut else { return }
            cut.note(location)
        }

        /// The `.strings` entry's format as Foundation reads a format string
        /// (`FormatSpecifier.foundationConversions`), read once per distinct text; `nil` for an
        /// entry that is not one string.
        mutating func foundationFormat(of entry: LocalizationTables.Entry) -> LocalizedFormat? {
            guard let text = entry.text else { return nil }
            let key = ExactKey(text)
            if let known = foundationArguments[key] {
                return LocalizedFormat(arguments: known, location: entry.textLocation, isCut: cutTexts.contains(key))
            }
            let (specifiers, isCut) = FormatSpecifier.foundationConversions(in: text, limit: limit)
            let parsed = FormatArguments(firstOf: specifiers)
            foundationArguments[key] = parsed
            if isCut { cutTexts.insert(key) }
            return LocalizedFormat(arguments: parsed, location: entry.textLocation, isCut: isCut)
        }

        /// What translations of the reference entry are compared with, built once per distinct text.
        /// `formattedByCode`: the arguments code passes when it formats the text, and
        /// `showsPassedArguments`: whether code looks the key up by name (`FormattedKeys`).
        mutating func expectation(
            of entry: LocalizationTables.Entry, formattedByCode: Int? = nil, showsPassedArguments: Bool = true
        ) -> LocalizedFormat.Expectation? {
            guard let text = entry.text else {
                let format = entry.format(limit: limit)
                cut.note(format)
                return format.map {
                    LocalizedFormat.Expectation(reference: $0, formattedByCode: formattedByCode,
                                                showsPassedArguments: showsPassedArguments)
                }
            }
            let key = ExactKey(text)
            let known = showsPassedArguments ? expectations[key] : unshownExpectations[key]
            if formattedByCode == nil, let known { return known }
            guard let format = format(of: entry) else { return nil }
            let made = LocalizedFormat.Expectation(
                reference: format, escapesPercent: FormatSpecifier.escapesPercent(in: text), formattedByCode: formattedByCode,
                showsPassedArguments: showsPassedArguments)
            if formattedByCode == nil {
                if showsPassedArguments { expectations[key] = made } else { unshownExpectations[key] = made }
            }
            return made
        }

        /// How the translation's entry disagrees with the reference's, computed once per pair of
        /// distinct texts at one place.
        mutating func disagreements(
            of translation: LocalizationTables.Entry, format: LocalizedFormat,
            reference: LocalizationTables.Entry, expectation: LocalizedFormat.Expectation
        ) -> [FormatDisagreement] {
            guard translation.text != nil, let referenced = reference.text else {
                return format.disagreements(with: expectation)
            }
            let location = translation.textLocation
            // Most places hold one key's text: compared once, with nothing kept.
            if comparedOnce.insert(location).inserted { return format.disagreements(with: expectation) }
            let comparison = Comparison(reference: ExactKey(referenced), location: location)
            if let known = comparisons[comparison] { return known }
            let found = format.disagreements(with: expectation)
            comparisons[comparison] = found
            return found
        }
    }
}
