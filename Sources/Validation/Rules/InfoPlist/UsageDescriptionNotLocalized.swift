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
/// per localization file and key, at the file (the key has no place there), with where another
/// localization has it.
struct UsageDescriptionNotLocalized: Rule {
    static let description = RuleDescription(
        id: "usage_description_not_localized", severity: .warning, category: .infoPlist,
        summary: "A usage description is translated in one localization's InfoPlist.strings and missing in another's.",
        evidence:
            "Judges the InfoPlist.strings files among the inputs that share a folder of .lproj folders, for the keys "
            + "the bundle's Info.plist (in that folder or above, or named by a target building the tables) or its "
            + "INFOPLIST_KEY_ settings declare. Base, the development language and its regional variants are not judged "
            + "(they show the Info.plist's text); with no Info.plist nor target found, a finding is a note.",
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
                Translate the usage description in every localization's InfoPlist.strings.
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
        let targets = project.analysis(TargetIndex.self)
        let bundleIndex = project.bundleIndex
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
            // What the bundle declares: the nearest Info.plist's keys, and the targets building the tables.
            let nearest = Self.nearestInfoPlistKeys(from: folder, in: infoPlistKeys)
            var owners: Set<Int> = []
            for file in files { owners.formUnion(targets.targets(building: Paths.normalize(file.path))) }
            let ownerBundles = owners.sorted().compactMap {
                $0 < bundleIndex.bundles.count ? bundleIndex.bundles[$0] : nil
            }
            let known = nearest != nil || !ownerBundles.isEmpty
            func isDeclared(_ key: String) -> Bool {
                if nearest?.contains(key) == true { return true }
                return ownerBundles.contains { bundle in
                    switch bundle.source(ofKey: key) {
                    case .file, .setting, .settingNotGenerated: return true
                    case .localization, nil: return false
                    }
                }
            }
            let region = project.developmentRegion(nearestTo: files[0].path) ?? LocalizationTables.defaultRegion
            for (position, file) in files.enumerated() {
                let language = Self.language(of: file)
                guard !Self.showsInfoPlistText(language, region: region) else { continue }
                for key in keys where !present[position].contains(key) {
                    guard let first = firstHaving[key], !known || isDeclared(key) else { continue }
                    found.append(
                        diagnostic(
                            .untranslated(key, language: language, having: Self.language(of: first.file)),
                            at: SourceLocation(wholeFile: file.path),
                            related: [RelatedLocation(first.location, "translated here")],
                            severity: known ? nil : .note))
                }
            }
        }
        return found
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
    fileprivate static func untranslated(_ key: String, language: String, having other: String) -> Self {
        "\(key) is translated in \(other).lproj/InfoPlist.strings but not in this localization (\(language))"
    }
}
