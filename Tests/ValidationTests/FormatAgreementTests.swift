import Testing
import TripSource
@testable import Validation

@Suite("Format agreement")
struct FormatAgreementTests {
    /// Pieces of texts: conversions of every kind and width, positional ones, a variable, escaped
    /// and bare percent signs, and plain words.
    private static let pieces = [
        "%@", "%d", "%ld", "%lld", "%i", "%u", "%f", "%g", "%s", "%p", "%1$@", "%2$@", "%2$d", "%3$lld", "%1$ld",
        "%#@files@", "%%", "% d", "100% sure", "%", "word ", " ", "%-5d", "%.2f", "%*d",
    ]

    private static func text(_ count: Int, using generator: inout some RandomNumberGenerator) -> String {
        (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    private static let location = SourceLocation(file: "Localizable.strings", line: 1, column: 1, offset: 0)

    @Test("a translation that agrees exactly has no disagreement, whatever the reference and what code shows")
    func agreementMeansNoDisagreement() {
        var generator = SystemRandomNumberGenerator()
        var agreed = 0
        for round in 0..<6_000 {
            let referenceText = Self.text(Int.random(in: 0...4, using: &generator), using: &generator)
            // A third of the translations are the reference's own text, the rest random.
            let translationText = round % 3 == 0
                ? referenceText : Self.text(Int.random(in: 0...4, using: &generator), using: &generator)
            let limit = round % 7 == 0 ? 2 : 100
            let reference = LocalizedFormat(string: referenceText, location: Self.location, limit: limit)
            let declared = round % 5 == 0
                ? LocalizedFormat(string: Self.text(2, using: &generator), location: Self.location, limit: limit) : nil
            let formattedByCode = round % 6 == 0 ? Int.random(in: 0...3, using: &generator) : nil
            let expectation = LocalizedFormat.Expectation(
                reference: reference, declared: declared, escapesPercent: round % 4 == 0,
                formattedByCode: formattedByCode, showsPassedArguments: round % 2 == 0)
            // What is worked out without the signature agrees with the signature.
            let signature = expectation.signature
            #expect(expectation.lastArgument == max(signature.keys.max() ?? 0, formattedByCode ?? 0))
            #expect(expectation.isFormatString == (round % 4 == 0 || formattedByCode != nil || !signature.isEmpty))
            let (specifiers, isCut) = LocalizedFormat.conversions(
                in: translationText, limit: limit, asFormatted: expectation.isFormatString)
            guard !isCut, expectation.agrees(exactly: specifiers) else { continue }
            agreed += 1
            let translation = LocalizedFormat(
                arguments: FormatArguments(firstOf: specifiers), location: Self.location, isCut: isCut)
            let found = translation.disagreements(with: expectation)
            #expect(found.isEmpty, "'\(translationText)' against '\(referenceText)': \(found.map(\.problem))")
        }
        #expect(agreed > 1_000)
    }

    @Test("the reference's own conversions agree; another kind, width, order, count or argument does not")
    func whatAgrees() {
        func agrees(_ translation: String, with reference: String) -> Bool {
            let expectation = LocalizedFormat.Expectation(
                reference: LocalizedFormat(string: reference, location: Self.location, limit: 100))
            return expectation.agrees(
                exactly: LocalizedFormat.conversions(in: translation, limit: 100, asFormatted: expectation.isFormatString).specifiers)
        }
        #expect(agrees("fr %@ a %lld", with: "en %@ has %lld"))
        #expect(agrees("fr %1$@ a %2$lld", with: "en %@ has %lld"))
        #expect(agrees("rien", with: "nothing"))
        #expect(!agrees("fr %@ a %d", with: "en %@ has %lld"))
        #expect(!agrees("fr %lld a %@", with: "en %@ has %lld"))
        #expect(!agrees("fr %2$lld a %1$@", with: "en %@ has %lld"))
        #expect(!agrees("fr %@", with: "en %@ has %lld"))
        #expect(!agrees("fr %@ %@", with: "en %@"))
        #expect(!agrees("fr %2$@", with: "en %@"))
        // A reference of several forms is never judged so.
        let plural = LocalizedFormat(variants: [
            (kind: "plural", name: "one", format: LocalizedFormat(string: "%lld file", location: Self.location, limit: 100)),
            (kind: "plural", name: "other", format: LocalizedFormat(string: "%lld files", location: Self.location, limit: 100)),
        ])
        let expectation = LocalizedFormat.Expectation(reference: plural)
        #expect(!expectation.agrees(exactly: FormatSpecifier.conversions(in: "%lld", limit: 100).specifiers))
    }

    @Test("a short text is noted as cut exactly when reading its conversions stops at the limit")
    func shortTextCut() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<3_000 {
            let limit = round % 5
            let text = Self.text(Int.random(in: 0...6, using: &generator), using: &generator)
            var memo = LocalizationFormats.Memo(limit: limit)
            memo.noteCut(ofShortText: text, at: Self.location)
            let isCut = FormatSpecifier.conversions(in: text, limit: limit).isCut
            #expect(memo.cut.places.count == (isCut ? 1 : 0), "'\(text)', limit \(limit)")
        }
    }

    @Test("a text escapes a percent sign where it holds '%%', as String.contains finds it in ASCII texts")
    func escapedPercent() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = String((0..<Int.random(in: 0...8, using: &generator)).map { _ in "%a d".randomElement(using: &generator)! })
            #expect(FormatSpecifier.escapesPercent(in: text) == text.contains("%%"), "'\(text)'")
        }
        #expect(FormatSpecifier.escapesPercent(in: "100%% sûr") && !FormatSpecifier.escapesPercent(in: "%d%s% %"))
    }
}
