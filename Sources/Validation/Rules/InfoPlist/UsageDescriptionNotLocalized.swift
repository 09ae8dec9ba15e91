import PropertyList
import TripSource

/// A usage description (`NS…UsageDescription`) that one localization's `InfoPlist.strings`
/// translates and another localization of the same bundle does not: people using that language
/// see the Info.plist's text, in the development language. The localizations of a bundle are the
/// `InfoPlist.strings` files of the `*.lproj` folders in one folder.
///
/// Only keys the bundle declares are asked for: a key of the Info.plist (in that folder or one
/// above, or the one a target building the tables names) or an `INFOPLIST_KEY_` setting of such a
/// target. A key no Info.plist declares is the app's leftover (or, if code asks for it, a
/// `usage_description_missing`), not a translation gap. `Base`, the development language and its
/// regional variants (`en-GB` for `en`) are never judged: they show the Info.plist's text. With no
/// Info.plist nor target found, what is declared is unknown, and a finding is a note. Reported once
/// per localization file, at the file (the keys have no place there), with where another
/// localization has each key: a gap is a coverage fact, and one warning per key and language
/// buried community translations under hundreds of lines. A localization that translates none of
/// the usage descriptions gets a note (its prompts are simply not localized); one that translates
/// some and lacks others, a warning (its users meet two languages).
///
/// An `InfoPlist.xcstrings` String Catalog is judged the same way, by its own languages (those any
/// of its strings is translated into, less the source language, its regional variants and
/// private-use codes): a declared usage description without a translation into some of them is
/// one finding at the string, naming them. Stale strings and strings marked "Don't translate" are not judged.
struct UsageDescriptionNotLocalized: Rule {
    static let description = RuleDescription(
        id: "usage_description_not_localized", severity: .warning, category: .infoPlist,
        summary: "A usage description is translated in one localization's InfoPlist.strings and missing in another's, "
            + "or InfoPlist.xcstrings lacks it in one of its languages.",
        evidence:
            "Judges the InfoPlist.strings files among the inputs that share a folder of .lproj folders, for the keys "
            + "the bundle's Info.plist (in that folder or above, or named by a target building the tables) or its "
            + "INFOPLIST_KEY_ settings declare. Base, the development language and its regional variants are not judged "
            + "(they show the Info.plist's text); with no Info.plist nor target found, a finding is a note. One finding "
            + "per localization, listing the keys it lacks: a warning when it translates some of them, a note when none. An "
            + "InfoPlist.xcstrings is judged in the languages any of its strings is translated into.",
        documentation: RuleDocumentation(
            why: """
                Users of a language whose InfoPlist.strings lacks the key see the permission prompt in the development \
                language while the rest of the app speaks theirs; App Review may flag it.
                """,
            bad: """
                /* fr.lproj/InfoPlist.strings */ "NSCameraUsageDescription" = "…";
                /* de.lproj/InfoPlist.strings */ (no NSCameraUsageDescription)
                """,
            good: """
                /* de.lproj/InfoPlist.strings */
                "NSCameraUsageDescription" = "Belege mit der Kamera scannen.";
                """,
            fix: """
                Translate the usage description in every localization's InfoPlist.strings (or, in InfoPlist.xcstrings, \
                into every language of the catalog).
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var bundles: [String: [PropertyListFile]] = [:]
        var infoPlistKeys: [String: Set<String>] = [:]
        for file in project.propertyLists where file.isInfoPlistByName {
            let keys = (file.document.root.dictionary?.keys).map(Set.init) ?? []
            infoPlistKeys[Paths.directory(of: Paths.normalize(file.path)), default: []].formUnion(keys)
        }
        for file in project.propertyLists where file.isInfoPlistStrings {
            let lproj = Paths.directory(of: Paths.normalize(file.path))
            guard lproj.hasSuffix(".lproj") else { continue }
            bundles[Paths.directory(of: lproj), default: []].append(file)
        }
        var found: [Diagnostic] = []
        for folder in bundles.keys.sorted() {
            guard let files = bundles[folder], files.count > 1 else { continue }
            // Each usage description, the first localization that has it (in path order), and where.
            var firstHaving: [String: (file: PropertyListFile, location: SourceLocation)] = [:]
            var keys: [String] = []
            var present: [Set<String>] = []
            for file in files {
                var own: Set<String> = []
                for entry in file.document.root.dictionary?.entries ?? []
                where UsageDescriptionTable.isUsageDescription(entry.key) {
                    own.insert(entry.key)
                    if firstHaving[entry.key] == nil, let location = entry.keyLocation ?? entry.value.location {
                        firstHaving[entry.key] = (file, location)
                        keys.append(entry.key)
                    }
                }
                present.append(own)
            }
            let declared = Declared(folder: folder, paths: files.map(\.path), infoPlistKeys: infoPlistKeys, project: project)
            let region = project.developmentRegion(nearestTo: files[0].path) ?? LocalizationTables.defaultRegion
            let asked = keys.filter { firstHaving[$0] != nil && declared.asks($0) }
            for (position, file) in files.enumerated() {
                let language = Self.language(of: file)
                guard !Self.showsInfoPlistText(language, region: region) else { continue }
                let missing = asked.filter { !present[position].contains($0) }
                guard !missing.isEmpty else { continue }
                // A localization that translates none of them is not localized for its prompts (a
                // coverage fact, a note); one that translates some mixes two languages (a warning).
                let translatesSome = asked.count > missing.count
                found.append(
                    diagnostic(
                        .untranslated(missing, of: asked.count, language: language, translatesSome: translatesSome),
                        at: SourceLocation(wholeFile: file.path),
                        related: missing.compactMap { key in
                            firstHaving[key].map {
                                RelatedLocation($0.location, "\(key) translated in \(Self.language(of: $0.file)).lproj")
                            }
                        },
                        severity: declared.isKnown && translatesSome ? nil : .note))
            }
        }
        for file in project.stringCatalogs where file.localizesInfoPlist {
            found += catalogFindings(file, infoPlistKeys: infoPlistKeys, project: project)
        }
        return found
    }

    /// An `InfoPlist.xcstrings`'s findings: a usage description the bundle declares that the
    /// catalog does not translate into languages it has (those any of its strings is translated
    /// into), one finding at the string naming them. Xcode adds each key of the built Info.plist to the catalog,
    /// so the string is there even when no language translates it.
    private func catalogFindings(
        _ file: StringCatalogFile, infoPlistKeys: [String: Set<String>], project: ValidationProject
    ) -> [Diagnostic] {
        guard let source = file.catalog.sourceLanguage?.value else { return [] }
        let folder = Paths.directory(of: Paths.normalize(file.path))
        var languages: Set<ExactKey> = []
        for entry in file.catalog.entries {
            for localization in entry.localizations { languages.insert(ExactKey(localization.language)) }
        }
        let judged = languages.map(\.string).filter {
            !Self.showsInfoPlistText($0, region: source) && !LocalizationTables.isPrivateUse($0)
        }.sorted()
        guard !judged.isEmpty else { return [] }
        let declared = Declared(folder: folder, paths: [file.path], infoPlistKeys: infoPlistKeys, project: project)
        var found: [Diagnostic] = []
        for entry in file.catalog.entries
        where entry.isTranslatable && UsageDescriptionTable.isUsageDescription(entry.key) && declared.asks(entry.key) {
            // A translation counts once it holds a text, whatever its state: the build ships it.
            let first = entry.localizations.first { $0.hasContent && judged.contains($0.language) }
            let missing = judged.filter { entry.localization($0)?.hasContent != true }
            guard !missing.isEmpty else { continue }
            found.append(
                diagnostic(
                    .untranslatedInCatalog(entry.key, languages: missing, of: judged.count, having: first?.language,
                                           catalog: file.fileName),
                    at: entry.location, related: first.map { [RelatedLocation($0.location, "translated here")] } ?? [],
                    severity: declared.isKnown ? nil : .note))
        }
        return found
    }

    /// What a bundle declares: the keys of the nearest Info.plist (in its folder or one above),
    /// and those of the targets building its tables (their Info.plist or `INFOPLIST_KEY_`
    /// settings). With neither found, what is declared is unknown, and every key is asked for.
    private struct Declared {
        let nearest: Set<String>?
        let ownerBundles: [AppBundle]

        init(folder: String, paths: [String], infoPlistKeys: [String: Set<String>], project: ValidationProject) {
            nearest = UsageDescriptionNotLocalized.nearestInfoPlistKeys(from: folder, in: infoPlistKeys)
            let targets = project.analysis(TargetIndex.self)
            let bundleIndex = project.bundleIndex
            var owners: Set<Int> = []
            for path in paths { owners.formUnion(targets.targets(building: Paths.normalize(path))) }
            ownerBundles = owners.sorted().compactMap {
                $0 < bundleIndex.bundles.count ? bundleIndex.bundles[$0] : nil
            }
        }

        /// Whether an Info.plist or a target was found: findings are then firm.
        var isKnown: Bool { nearest != nil || !ownerBundles.isEmpty }

        /// Whether a translation of the key is asked for: declared, or nothing is known.
        func asks(_ key: String) -> Bool {
            guard isKnown else { return true }
            if nearest?.contains(key) == true { return true }
            return ownerBundles.contains { bundle in
                switch bundle.source(ofKey: key) {
                case .file, .setting, .settingNotGenerated: return true
                case .localization, nil: return false
                }
            }
        }
    }

    /// Whether a localization shows the Info.plist's own text: `Base`, the development language,
    /// or a regional variant of it (`en-GB` for `en`), which falls back to it.
    private static func showsInfoPlistText(_ language: String, region: String) -> Bool {
        language == LocalizationTables.Table.base || LocalizationTables.isVariant(language, of: region)
    }

    /// The keys of the Info.plists in a folder, else in the nearest folder above that has one;
    /// `nil` when none has. Walks the folder's ancestors, so the cost is the path's depth.
    private static func nearestInfoPlistKeys(from folder: String, in keysByFolder: [String: Set<String>]) -> Set<
        String
    >? {
        var current = folder
        while true {
            if let keys = keysByFolder[current] { return keys }
            let parent = Paths.directory(of: current)
            if parent == current || current == "." || current.isEmpty { return nil }
            current = parent
        }
    }

    /// `de` for `App/de.lproj/InfoPlist.strings`.
    private static func language(of file: PropertyListFile) -> String {
        let folder = Paths.directory(of: file.path).split(separator: "/").last ?? ""
        return String(folder.dropLast(".lproj".count))
    }
}

extension Diagnostic.Message {
    fileprivate static func untranslatedInCatalog(
        _ key: String, languages: [String], of total: Int, having other: String?, catalog: String
    ) -> Self {
        let listed = languages.prefix(8).joined(separator: ", ") + (languages.count > 8 ? " and \(languages.count - 8) more" : "")
        return Self("\(key) is not translated into \(listed) (\(languages.count) of the \(total) languages of \(catalog))"
            + (other.map { "; it is translated into \($0)" } ?? ""))
    }

    fileprivate static func untranslated(_ keys: [String], of count: Int, language: String, translatesSome: Bool) -> Self {
        let listed = keys.prefix(3).joined(separator: ", ") + (keys.count > 3 ? ", …" : "")
        return translatesSome
            ? Self("\(language) lacks \(keys.count) of the \(count) usage descriptions other localizations translate "
                + "(\(listed)): its users see those prompts in the development language")
            : Self("\(language) translates none of the usage descriptions other localizations translate "
                + "(\(listed)): its users see every prompt in the development language")
    }
}
