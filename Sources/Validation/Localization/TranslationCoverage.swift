import TextFormats
import TripSource

/// One language's coverage of a table or catalog's keys: how many of the source language's keys it
/// lacks, and which. The `.strings` and String Catalog rules report it the same way: one note per
/// language and table (`fr lacks 312 of 2,104 keys of en (85% translated); first: 'settings.title'`)
/// with the first keys as related places, and a warning of its own for each key a user would see
/// raw (`rawKeys`).
struct TranslationCoverage {
    /// A key the language lacks.
    struct Gap {
        /// The key.
        let key: String
        /// Where the key is written in the source language's table, or in the catalog.
        let location: SourceLocation
        /// The source language's text for the key, if known.
        let sourceText: String?
        /// Whether nothing else than the key could show in its place: no text of the language at
        /// all, and no default value in the catalog. Always so for a `.strings` table.
        var mayShowRaw = true
    }

    /// The language judged (`fr`).
    let language: String
    /// The source language (`en`).
    let reference: String
    /// The keys to translate (the empty key left out).
    let total: Int
    /// The keys the language lacks, in the source's order.
    let missing: [Gap]
    /// The language's file: its table (`fr.lproj/Localizable.strings`), or the catalog.
    let file: String
    /// Where the keys are written: the source language's table, or the catalog.
    let keysFile: String

    /// The most missing keys a coverage note lists as related places.
    static let keysListed = 20

    /// Whether the language is otherwise complete: it lacks at most 2% of the keys, and at least
    /// one may be lacking. Its gaps are then oversights, not a translation under way.
    var isOtherwiseComplete: Bool {
        missing.count <= max(1, total / 50)
    }

    /// The coverage note `rule` reports at the language's file: the counts and the first key
    /// (`fr lacks 312 of 2,104 keys of en (85% translated); first: 'settings.title'`), with the first
    /// `keysListed` keys as related places, each described by `describe`, then, if more are missing,
    /// `keysFile` with their count (`and 12 more keys of this table`, `whole` naming what it is).
    func note(by rule: some Rule, of whole: String, describe: (Gap) -> String) -> Diagnostic {
        rule.diagnostic(
            message, at: SourceLocation(wholeFile: file), related: related(of: whole, describe: describe), severity: .note)
    }

    /// The coverage as reports show it (`Report.coverage`).
    var languageCoverage: LanguageCoverage {
        LanguageCoverage(language: language, file: file, table: keysFile, translated: total - missing.count, total: total)
    }

    /// The coverage note's message.
    private var message: Diagnostic.Message {
        Diagnostic.Message(
            "\(language) lacks \(GroupedDigits.text(missing.count)) of \(GroupedDigits.text(total)) "
                + "key\(total == 1 ? "" : "s") of \(reference) (\(languageCoverage.percent)% translated); "
                + "first: '\(missing.first?.key ?? "")'")
    }

    /// The coverage note's related places (see `note(by:of:describe:)`).
    private func related(of whole: String, describe: (Gap) -> String) -> [RelatedLocation] {
        var related = missing.prefix(Self.keysListed).map { RelatedLocation($0.location, describe($0)) }
        if missing.count > Self.keysListed {
            related.append(
                RelatedLocation(
                    SourceLocation(wholeFile: keysFile),
                    "and \(missing.count - Self.keysListed) more keys of this \(whole)"))
        }
        return related
    }

    /// The keys a user of the language is likely to see raw: none unless the language is otherwise
    /// complete; then those that look like identifiers (`looksLikeIdentifier`) and that no code
    /// passes to a call giving a default value (`keysWithDefault`), which users would see instead.
    func rawKeys(keysWithDefault: Set<String>, fallbackBundles: Set<String> = []) -> [Gap] {
        guard isOtherwiseComplete, !fallbackBundles.contains(reference), !fallbackBundles.contains("Base") else { return [] }
        return missing.filter {
            $0.mayShowRaw && Self.looksLikeIdentifier($0.key, sourceText: $0.sourceText)
                && !keysWithDefault.contains($0.key)
        }
    }

    /// Whether a key would show as a raw key: it has no space, has a `.` or `_` or a lowercase
    /// letter followed by a capital, and differs from its source-language text.
    static func looksLikeIdentifier(_ key: String, sourceText: String?) -> Bool {
        guard !key.isEmpty, !key.contains(where: \.isWhitespace), sourceText != key else { return false }
        if key.contains(".") || key.contains("_") { return true }
        var previousIsLower = false
        for character in key {
            if previousIsLower && character.isUppercase { return true }
            previousIsLower = character.isLowercase
        }
        return false
    }

    /// The `.lproj` bundles the code opens by a literal name, when a file names `"lproj"` as a
    /// type: the string literals of such files (`Bundle.main.path(forResource: "en", ofType:
    /// "lproj")`). A project that opens its source language's bundle this way looks a missing key
    /// up there (SwiftGen helpers falling back to English): its users see that text, not the key.
    static func fallbackBundles(_ project: ValidationProject) -> Set<String> {
        project.codeFiles.reduce(into: Set<String>()) { names, file in
            if file.stringLiterals.contains("lproj") { names.formUnion(file.stringLiterals) }
        }
    }

    /// The string literals the code passes to a call that gives a default value
    /// (`NSLocalizedString`'s `value:`, `String(localized:defaultValue:)`, SwiftGen's `fallback:`).
    static func keysWithDefaultValue(_ project: ValidationProject) -> Set<String> {
        project.codeFiles.reduce(into: Set<String>()) { $0.formUnion($1.literalsWithDefaultValue) }
    }
}
