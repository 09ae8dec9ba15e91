import TripSource
import PropertyList

/// An Info.plist key that names a storyboard (`UIMainStoryboardFile`, `UIMainStoryboardFile~ipad`,
/// `NSMainStoryboardFile`, `UILaunchStoryboardName`, a scene configuration's
/// `UISceneStoryboardFile`, an extension's `NSExtensionMainStoryboard`) that is not among the
/// files. Values that are build-setting placeholders (`$(...)`) are skipped, and so is the check
/// when no storyboard is among the files (a run over property lists alone).
struct InfoPlistUnknownStoryboard: Rule {
    static let description = RuleDescription(
        id: "info_plist_unknown_storyboard", severity: .error, category: .plists,
        summary: "An Info.plist names a main, launch or scene storyboard that is not among the files.")

    func check(_ project: ValidationProject) -> [Diagnostic] {
        guard project.hasStoryboards else { return [] }
        let names = Set(project.storyboards.map(\.name)).sorted()
        var found: [Diagnostic] = []
        for plist in project.propertyLists {
            for named in InfoPlistStoryboardName.names(in: plist.document) where !project.hasStoryboard(named: named.name) {
                found.append(diagnostic(
                    .unknown(named.keyPath, named.name, suggestion: NearMatch.nearest(to: named.name, in: names)),
                    at: named.location))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func unknown(_ key: String, _ name: String, suggestion: String?) -> Self {
        Self("\(key) names storyboard '\(name)', which is not among the files validated" + didYouMean(suggestion))
    }
}
