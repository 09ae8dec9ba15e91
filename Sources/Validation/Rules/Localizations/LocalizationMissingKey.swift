import TripSource

/// Keys of the development language's strings table that another language's table of the same
/// bundle lacks: Foundation does not fall back to the development language for a missing key, so
/// users of that language see the key itself (or the value passed in code).
///
/// A translation's gaps are a coverage fact, reported once per language and table as a note at the
/// language's file: `fr lacks 312 of 2,104 keys of en (85% translated); first: 'settings.title'`,
/// with the first keys (`TranslationCoverage.keysListed`) as related places in the development language's table. A key
/// is a warning of its own only where a user is likely to see a raw key: the language is otherwise
/// complete (it lacks at most 2% of the keys, at least one: `TranslationCoverage.isOtherwiseComplete`), and the key looks
/// like an identifier (`settings.title`, `login_button`, `LoginTitle`: no space, and a `.` or `_` or
/// a lowercase letter followed by a capital) and differs from its development-language text, so it is
/// no English sentence shown as itself, and no code passes it to a call that gives a default value
/// (`NSLocalizedString`'s `value:`, `String(localized:defaultValue:)`, SwiftGen's `fallback:`), which
/// users would see instead. Regional variants of the development language (`en-GB` for `en`) show its text
/// and are not judged; nor is the empty key, which nothing looks up; nor is a table that no target
/// of its Xcode project builds (`TargetMembership`), which the app never loads.
///
/// A language whose `.lproj` folder has at least half the development language's tables but not
/// this one is one note for the whole table (a language holding fewer localizes only part of the
/// bundle on purpose, such as its app name; one may hold a whole storyboard instead of its table).
/// A table of a storyboard, XIB or compiled nib in `Base.lproj` (or in the development language's
/// own folder, as projects made before Base localization keep them) is not judged: a key it lacks
/// leaves the document's own text, not a raw key, and every language translates the
/// document, partly if it likes. `InfoPlist.strings` is left out: a key missing there falls back
/// to the Info.plist value, and usage descriptions missing in one localization have their own rule.
struct LocalizationMissingKey: Rule {
    static let description = RuleDescription(
        id: "localization_missing_key", severity: .warning, category: .localizations,
        summary: "A key of the development language's strings table is missing from another language's table.",
        evidence: "Compares the .strings and .stringsdict tables of sibling .lproj folders with the development "
            + "language's (the nearest .xcodeproj's developmentRegion, else en, else Base); a table the development "
            + "language does not hold, or that translates a storyboard, XIB, compiled nib or intent definition (in Base.lproj or the "
            + "development language's folder), and "
            + "regional variants of the development language (en-GB), and tables no target of their Xcode project builds, "
            + "are not judged. Each language's gaps are one note "
            + "per table (its coverage); a key is a warning only when the language lacks at most 2% of the keys and the "
            + "key looks like an identifier and no code gives it a default value (a user would see it raw), unless code "
            + "opens the development language's .lproj bundle by name (a fallback lookup). A language "
            + "lacking the whole table is a note.",
        documentation: RuleDocumentation(
            why: """
                Foundation does not fall back to the development language for a key a translation lacks: users of that \
                language see the key itself (or the default value code passes).
                """,
            bad: """
                /* en */ "settings.title" = "Settings";
                /* de */ (no settings.title)
                """,
            good: """
                /* en */ "settings.title" = "Settings";
                /* de */ "settings.title" = "Einstellungen";
                """,
            fix: """
                Translate the key into the language, or have your translation platform export it.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let index = project.localizationTables
        let localizedDocuments = Self.localizedInterfaceFiles(project)
        let keysWithDefault = TranslationCoverage.keysWithDefaultValue(project)
        let fallbackBundles = TranslationCoverage.fallbackBundles(project)
        var found: [Diagnostic] = []
        for coverage in project.translationCoverage.tables where !coverage.missing.isEmpty {
            found.append(
                coverage.note(by: self, of: "table") { "'\($0.key)' written here in \(coverage.reference)" })
            for gap in coverage.rawKeys(keysWithDefault: keysWithDefault, fallbackBundles: fallbackBundles) {
                found.append(
                    diagnostic(
                        .missing(gap.key, language: coverage.language, reference: coverage.reference),
                        at: SourceLocation(wholeFile: coverage.file),
                        related: [RelatedLocation(gap.location, "written here in \(coverage.reference)")]))
            }
        }
        for table in index.tables {
            guard let (referenceLanguage, reference, referenceFile) = TranslationCoverages.judgedReference(of: table),
                project.targetMembership.notBuilt(referenceFile.path) == nil
            else { continue }
            // The empty key is never looked up: NSLocalizedString("") is "".
            let keyCount = reference.ordered.count { !$0.key.isEmpty }
            guard !reference.ordered.isEmpty,
                let referenceTableCount = index.tableCount[table.bundle + "\u{0}" + referenceLanguage]
            else { continue }
            // Only a language holding at least half the reference language's tables localizes the
            // bundle; one holding a table or two (an app name) does so on purpose. This also keeps
            // the notes linear: few languages can each hold half of many tables.
            for language in (index.languagesByBundle[table.bundle] ?? []).sorted()
            where table.languages[language] == nil && language != LocalizationTables.Table.base
                && (index.tableCount[table.bundle + "\u{0}" + language] ?? 0) * 2 >= referenceTableCount
                && !LocalizationTables.isPrivateUse(language)
                && !LocalizationTables.isVariant(language, of: referenceLanguage)
                && localizedDocuments[table.bundle]?.contains("\(language)/\(table.name)") != true
            {
                found.append(
                    diagnostic(
                        .missingTable(
                            table.name, language: language, count: keyCount, reference: referenceLanguage),
                        at: SourceLocation(wholeFile: referenceFile.path), severity: .note))
            }
        }
        return found
    }

    /// Whether a table is an Info.plist's localization, `InfoPlist`, in any letter case (a
    /// repository may spell one folder's `infoPlist.strings`, and Xcode builds on a disk that
    /// ignores case).
    static func isInfoPlistTable(_ name: String) -> Bool {
        name.utf8.count == 9 && name.lowercased() == "infoplist"
    }

    /// `de/Main` for each storyboard or XIB in an `.lproj` folder, by bundle: a language may hold a
    /// whole document instead of its strings table.
    private static func localizedInterfaceFiles(_ project: ValidationProject) -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for file in project.interfaceFiles {
            let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { continue }
            let fileName = parts[parts.count - 1]
            let base = fileName.lastIndex(of: ".").map { fileName[..<$0] } ?? fileName
            names[parts.dropLast(2).joined(separator: "/"), default: []]
                .insert("\(parts[parts.count - 2].dropLast(".lproj".count))/\(base)")
        }
        return names
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(_ key: String, language: String, reference: String) -> Self {
        "key '\(key)' of the \(reference) table is missing in \(language), otherwise complete: users of \(language) see the key, or the default value given in code"
    }

    fileprivate static func missingTable(_ table: String, language: String, count: Int, reference: String) -> Self {
        "\(language).lproj has no \(table) table: its \(count) key\(count == 1 ? "" : "s") show untranslated in \(language)"
    }
}
