import PropertyList
import TripSource

/// A usage description (`NS…UsageDescription`) that one localization's `InfoPlist.strings`
/// translates and another localization of the same bundle does not (App Store Connect warns of a
/// purpose string missing in a localization, ITMS-90683; people using that language see the
/// development language's text). The localizations of a bundle are the `InfoPlist.strings` files
/// of the `*.lproj` folders in one folder. Reported once per localization file and key, at the
/// file (the key has no place there), with where another localization has it.
struct UsageDescriptionNotLocalized: Rule {
    static let description = RuleDescription(
        id: "usage_description_not_localized", severity: .warning, category: .infoPlist,
        summary: "A usage description is translated in one localization's InfoPlist.strings and missing in another's.",
        evidence: "Judges the InfoPlist.strings files among the inputs that share a folder of .lproj folders.")

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var bundles: [String: [PropertyListFile]] = [:]
        for file in project.propertyLists where file.fileName == "InfoPlist.strings" {
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
            for (position, file) in files.enumerated() {
                for key in keys where !present[position].contains(key) {
                    guard let first = firstHaving[key] else { continue }
                    found.append(diagnostic(
                        .untranslated(key, language: Self.language(of: file), having: Self.language(of: first.file)),
                        at: SourceLocation(wholeFile: file.path), related: [RelatedLocation(first.location, "translated here")]))
                }
            }
        }
        return found
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
