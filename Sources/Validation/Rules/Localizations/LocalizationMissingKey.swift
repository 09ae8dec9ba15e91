import TripSource

/// A key of the development language's strings table that another language's table of the same
/// bundle lacks: Foundation does not fall back to the development language for a missing key, so
/// users of that language see the key itself (or the value passed in code).
///
/// Reported once per key and language, in the language's file (the key has no line there), with
/// the development language's key as the related location. A language lacking more than half the
/// keys is a translation under way, and its gaps are notes. A language whose `.lproj` folder has
/// at least half the development language's tables but not this one is one note for the whole
/// table (a language holding fewer localizes only part of the bundle on purpose, such as its app
/// name; one may hold a whole storyboard instead of its table). A table of a storyboard or XIB
/// in `Base.lproj` is not judged: every language translates the document, partly if it likes.
///
/// `InfoPlist.strings` is left out: a key missing there falls back to the Info.plist value, and
/// usage descriptions missing in one localization have their own rule.
struct LocalizationMissingKey: Rule {
    static let description = RuleDescription(
        id: "localization_missing_key", severity: .warning, category: .localizations,
        summary: "A key of the development language's strings table is missing from another language's table.",
        evidence: "Compares the .strings and .stringsdict tables of sibling .lproj folders with the development "
            + "language's (the nearest .xcodeproj's developmentRegion, else en, else Base); a table the development "
            + "language does not hold, or that translates a Base.lproj storyboard, XIB or intent definition, is not judged. A language "
            + "lacking more than half the keys, or the whole table, is a note.")

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let index = project.localizationTables
        let localizedDocuments = Self.localizedInterfaceFiles(project)
        var found: [Diagnostic] = []
        for table in index.tables where !Self.isInfoPlistTable(table.name) {
            guard let referenceLanguage = table.reference, let reference = table.languages[referenceLanguage],
                let referenceFile = reference.file
            else { continue }
            guard !table.translatesBaseDocument else { continue }
            for translation in table.translations {
                guard let file = translation.file else { continue }
                let place = SourceLocation(wholeFile: file.path)
                // The empty key is never looked up: NSLocalizedString("") is "".
                let missing = reference.order.filter { translation.entries[$0] == nil && !$0.string.isEmpty }
                // A table lacking most keys is a translation under way: its gaps are notes.
                let inProgress = missing.count * 2 > reference.order.count
                for key in missing {
                    guard let entry = reference.entries[key] else { continue }
                    found.append(
                        diagnostic(
                            .missing(entry.key, language: translation.language, reference: referenceLanguage),
                            at: place,
                            related: [RelatedLocation(entry.location, "written here in \(referenceLanguage)")],
                            severity: inProgress ? .note : nil))
                }
            }
            guard !reference.order.isEmpty,
                let referenceTableCount = index.tableCount[table.bundle + "\u{0}" + referenceLanguage]
            else { continue }
            // Only a language holding at least half the reference language's tables localizes the
            // bundle; one holding a table or two (an app name) does so on purpose. This also keeps
            // the notes linear: few languages can each hold half of many tables.
            for language in (index.languagesByBundle[table.bundle] ?? []).sorted()
            where table.languages[language] == nil && language != LocalizationTables.Table.base
                && (index.tableCount[table.bundle + "\u{0}" + language] ?? 0) * 2 >= referenceTableCount
                && !LocalizationTables.isPrivateUse(language)
                && localizedDocuments[table.bundle]?.contains("\(language)/\(table.name)") != true
            {
                found.append(
                    diagnostic(
                        .missingTable(
                            table.name, language: language, count: reference.order.count, reference: referenceLanguage),
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
        "key '\(key)' of the \(reference) table is missing in \(language): users of \(language) see the key, or the default value given in code"
    }

    fileprivate static func missingTable(_ table: String, language: String, count: Int, reference: String) -> Self {
        "\(language).lproj has no \(table) table: its \(count) key\(count == 1 ? "" : "s") show untranslated in \(language)"
    }
}
