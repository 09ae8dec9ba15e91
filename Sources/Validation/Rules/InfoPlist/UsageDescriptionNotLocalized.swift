import PropertyList
import TripSource

/// A usage description (`NS…UsageDescription`) that one localization's `InfoPlist.strings`
/// translates and another localization of the same bundle does not: people using that language
/// see the Info.plist's text, in the development language, or none when the Info.plist lacks it.
/// The localizations of a bundle are the `InfoPlist.strings` files of the `*.lproj` folders in one
/// folder. `Base` and the development language are not judged when the Info.plist (in that folder
/// or one above) gives the key: its text is theirs. Reported once per localization file and key,
/// at the file (the key has no place there), with where another localization has it.
struct UsageDescriptionNotLocalized: Rule {
    static let description = RuleDescription(
        id: "usage_description_not_localized", severity: .warning, category: .infoPlist,
        summary: "A usage description is translated in one localization's InfoPlist.strings and missing in another's.",
        evidence: "Judges the InfoPlist.strings files among the inputs that share a folder of .lproj folders. Base and the "
            + "development language are not judged when an Info.plist in that folder or above gives the key (its text is "
            + "theirs); with no Info.plist found there, they get a note.")

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
                for entry in file.document.root.dictionary?.entries ?? [] where UsageDescriptionTable.isUsageDescription(entry.key) {
                    own.insert(entry.key)
                    if firstHaving[entry.key] == nil, let location = entry.keyLocation ?? entry.value.location {
                        firstHaving[entry.key] = (file, location)
                        keys.append(entry.key)
                    }
                }
                present.append(own)
            }
            // What Base and the development language show: the nearest Info.plist's keys, if any.
            let fallback = Self.nearestInfoPlistKeys(from: folder, in: infoPlistKeys)
            let region = project.developmentRegion(nearestTo: files[0].path) ?? "en"
            for (position, file) in files.enumerated() {
                let language = Self.language(of: file)
                let isFallbackLanguage = language == "Base" || language == region
                for key in keys where !present[position].contains(key) {
                    guard let first = firstHaving[key] else { continue }
                    if isFallbackLanguage, fallback?.contains(key) == true { continue }
                    found.append(diagnostic(
                        .untranslated(key, language: language, having: Self.language(of: first.file)),
                        at: SourceLocation(wholeFile: file.path), related: [RelatedLocation(first.location, "translated here")],
                        severity: isFallbackLanguage && fallback == nil ? .note : nil))
                }
            }
        }
        return found
    }

    /// The keys of the Info.plists in a folder, else in the nearest folder above that has one;
    /// `nil` when none has. Walks the folder's ancestors, so the cost is the path's depth.
    private static func nearestInfoPlistKeys(from folder: String, in keysByFolder: [String: Set<String>]) -> Set<String>? {
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
