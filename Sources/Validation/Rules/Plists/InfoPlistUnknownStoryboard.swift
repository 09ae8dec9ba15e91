import TripSource
import PropertyList

/// An Info.plist key that names a storyboard (`UIMainStoryboardFile`, `UIMainStoryboardFile~ipad`,
/// `NSMainStoryboardFile`, `UILaunchStoryboardName`, a scene configuration's
/// `UISceneStoryboardFile`, an extension's `NSExtensionMainStoryboard`) that is not among the
/// files. Values that are build-setting placeholders (`$(...)`) are skipped, and so is the check
/// when no storyboard is among the files (a run over property lists alone).
///
/// `UILaunchStoryboardName` may also name a XIB (`LaunchScreen.xib`), which iOS accepts as a launch
/// screen. A name written with its extension (`LaunchScreen.storyboard`) where the file without
/// it exists is a note: Xcode writes the name without one, and whether the system finds the file
/// by the longer name is not known from the files. So is a name missing from an Info.plist near a
/// dependency whose files are absent (a git submodule not checked out, a local package not there:
/// `AbsentDependency`), whose files a project may build from (a launch screen kept in a submodule).
struct InfoPlistUnknownStoryboard: Rule {
    static let description = RuleDescription(
        id: "info_plist_unknown_storyboard", severity: .error, category: .plists,
        summary: "An Info.plist names a main, launch or scene storyboard that is not among the files.",
        evidence: "Needs a storyboard among the inputs; a launch screen may be a XIB of that name. A name written "
            + "with its .storyboard or .xib extension whose file exists is a note, as is a name missing near a git "
            + "submodule not checked out or a local Swift package whose folder is missing or empty (it may hold it).",
        documentation: RuleDocumentation(
            why: """
                The system loads the main, launch or scene storyboard the Info.plist names at launch: if it is not in \
                the app, the app crashes ("Could not find a storyboard named") or shows a black launch screen.
                """,
            bad: """
                <key>UIMainStoryboardFile</key>
                <string>Mian</string>
                """,
            good: """
                <key>UIMainStoryboardFile</key>
                <string>Main</string>
                """,
            fix: """
                Name the storyboard's file without its extension, or add the storyboard to the target.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        guard project.hasStoryboards else { return [] }
        let names = NearMatch.Candidates(Set(project.storyboards.map(\.name)).sorted())
        let xibNames = Set(project.interfaceFiles.filter { !$0.isStoryboard }.map(\.name))
        var found: [Diagnostic] = []
        for plist in project.propertyLists {
            for named in InfoPlistStoryboardName.names(in: plist.document) where !project.hasStoryboard(named: named.name) {
                let isLaunchScreen = named.keyPath.hasPrefix(Self.launchScreenKey)
                if isLaunchScreen && xibNames.contains(named.name) { continue }
                if let base = Self.withoutExtension(named.name),
                   project.hasStoryboard(named: base) || (isLaunchScreen && xibNames.contains(base)) {
                    found.append(diagnostic(.withExtension(named.keyPath, named.name, base: base), at: named.location,
                                            severity: .note))
                    continue
                }
                let absent = project.absentDependency(covering: plist.path)
                found.append(diagnostic(
                    .unknown(named.keyPath, named.name, suggestion: names.nearest(to: named.name), absent: absent),
                    at: named.location, severity: absent == nil ? nil : .note))
            }
        }
        return found
    }

    private static let launchScreenKey = "UILaunchStoryboardName"

    /// `LaunchScreen` from `LaunchScreen.storyboard` or `LaunchScreen.xib`; `nil` for other names.
    private static func withoutExtension(_ name: String) -> String? {
        for suffix in [".storyboard", ".xib"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }
}

extension Diagnostic.Message {
    fileprivate static func unknown(_ key: String, _ name: String, suggestion: String?, absent: AbsentDependency?) -> Self {
        Self("\(key) names storyboard '\(name)', which is not among the files validated"
            + (absent.map { "; not certain: \($0.reason)" } ?? "") + didYouMean(suggestion))
    }

    fileprivate static func withExtension(_ key: String, _ name: String, base: String) -> Self {
        Self("\(key) names '\(name)' with its extension; Xcode writes the name without it ('\(base)')")
    }
}
