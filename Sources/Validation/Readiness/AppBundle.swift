import PropertyList
import TripSource

/// The platforms a bundle is built for, as the readiness tables name them. Mac Catalyst builds
/// an iOS app, so it counts as iOS.
enum ApplePlatform: String, Sendable, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    static func < (lhs: ApplePlatform, rhs: ApplePlatform) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }

    /// The platform an `SDKROOT` or `SUPPORTED_PLATFORMS` word names (`iphoneos`,
    /// `iphonesimulator`, `macosx`, ...), or `nil`.
    init?(platformName: Substring) {
        switch platformName {
        case "iphoneos", "iphonesimulator": self = .iOS
        case "macosx": self = .macOS
        case "appletvos", "appletvsimulator": self = .tvOS
        case "watchos", "watchsimulator": self = .watchOS
        case "xros", "xrsimulator": self = .visionOS
        default: return nil
        }
    }
}

/// One app, app extension, framework or test bundle the inputs describe, with the files that
/// belong to it: its Info.plist, its sources, its privacy manifests, and its build settings.
///
/// A bundle is known from a target of an Xcode project among the inputs (`Evidence.project`),
/// whose build phases and synchronized folders say which files it builds and whose build settings
/// say which Info.plist it uses; or, for an Info.plist no project among the inputs covers, from the
/// Info.plist alone (`Evidence.folder`), the sources and manifest nearest it in the folder tree
/// being taken for its own. Only project evidence is complete enough for an error.
struct AppBundle: Sendable {
    enum Kind: Sendable, Equatable {
        /// An app (`com.apple.product-type.application`, an App Clip, a watch app in one target).
        case app
        /// An app extension (share, widget, notification service, ...), embedded in an app.
        case appExtension
        /// A framework or library, linked into the apps that depend on it.
        case framework
        /// A unit or UI test bundle: its code never runs in the app.
        case test
        /// Anything else (a watch app's interface bundle, a tool, an XPC service, a plug-in).
        case other
    }

    enum Evidence: Sendable, Equatable {
        /// A target of the project at this path.
        case project(path: String)
        /// An Info.plist outside every project among the inputs.
        case folder
    }

    /// The target's name, or the Info.plist's folder.
    let name: String
    let kind: Kind
    /// The platforms it is built for; empty when nothing says.
    let platforms: Set<ApplePlatform>
    let evidence: Evidence
    /// The Info.plist file, when it is among the inputs.
    let infoPlist: PropertyListFile?
    /// The Info.plist file the target's `INFOPLIST_FILE` names, resolved, whether or not it is
    /// among the inputs; `nil` when the target names none (its Info.plist is generated).
    let infoPlistPath: String?
    /// The Info.plist XcodeGen writes for the target (its defaults and the spec's
    /// `info.properties`), when the target comes from an XcodeGen spec that gives one.
    var generatedInfo: PlistDictionary? = nil
    /// Why the project the bundle comes from is known only in part, when it is.
    var projectGap: String? = nil
    /// Whether its configurations name different Info.plist files (`INFOPLIST_FILE`), or name one
    /// only under conditions: then `infoPlist` is one of several.
    var hasSeveralInfoPlists = false
    /// Its build configurations' settings (none for folder evidence).
    let configurations: [ResolvedBuildSettings]
    /// Positions in `ValidationProject.codeFiles` of its sources.
    var codeFiles: [Int]
    /// Its privacy manifests (`PrivacyInfo.xcprivacy`).
    var privacyManifests: [PropertyListFile]
    /// Positions in `BundleIndex.bundles` of the apps that embed it or may (for an extension or
    /// framework): the apps that depend on it or copy it in.
    var containers: [Int] = []
    /// The positions of `containers` that are certain to embed it, an extension they copy into
    /// their `PlugIns` or `Extensions` folder (`XcodeProjectLayout.Target.embeddedExtensions`). An
    /// app that only depends on it may copy it by a script, in some configurations, or not at all.
    var certainContainers: Set<Int> = []
    /// The keys its localizations' `InfoPlist.strings` files give.
    var localizedKeys: Set<String> = []
    /// What each of `configurations` says of the entitlements it signs with (none for folder
    /// evidence).
    var entitlements: [ConfigurationEntitlements] = []

    var isFromProject: Bool {
        if case .project = evidence { return true }
        return false
    }

    /// Whether every configuration file its settings come from was read.
    var hasCompleteSettings: Bool {
        configurations.allSatisfy(\.isComplete)
    }

    /// Whether some configuration generates (part of) its Info.plist from `INFOPLIST_KEY_*` settings.
    var generatesInfoPlist: Bool {
        configurations.contains { $0.isYes("GENERATE_INFOPLIST_FILE") }
    }

    /// Whether the Info.plist the build makes is known whole: the bundle comes from a project
    /// whose configuration files were all read, its Info.plist file (when it names one) is among
    /// the inputs, and the file holds no C preprocessor conditional or include, whose other
    /// branches (or included text) may add keys. `INFOPLIST_PREPROCESS = YES` alone adds none:
    /// without such lines the preprocessor can only replace macros in values.
    var infoPlistIsComplete: Bool {
        infoPlistGap == nil
    }

    /// Why the Info.plist the build makes is not known whole, as a clause for messages; `nil`
    /// when it is (see `infoPlistIsComplete`).
    var infoPlistGap: String? {
        guard isFromProject else { return "no Xcode project among the inputs says which target the file belongs to" }
        if let projectGap { return "its project is known only in part (\(projectGap))" }
        guard hasCompleteSettings else { return "a build configuration file of the target is not among the inputs" }
        if let infoPlistPath, infoPlist == nil, generatedInfo == nil { return "its Info.plist file '\(infoPlistPath)' is not among the inputs" }
        if infoPlistPath == nil, !generatesInfoPlist { return "its build settings name no Info.plist file the checks can read" }
        if hasSeveralInfoPlists { return "its build configurations use different Info.plist files" }
        if let directives = infoPlist?.preprocessorDirectives, !directives.isDisjoint(with: Self.branchingDirectives) {
            return "its Info.plist holds C preprocessor conditionals or includes, whose other branches may add keys"
        }
        return nil
    }

    /// The C preprocessor directives that can give an Info.plist keys the text read does not show.
    private static let branchingDirectives: Set<String> = ["if", "ifdef", "ifndef", "elif", "else", "include", "import"]

    /// Whether the build runs the Info.plist file through the C preprocessor: a configuration sets
    /// `INFOPLIST_PREPROCESS = YES`, or the file holds directive lines (which only a preprocessed
    /// file can).
    var preprocessesInfoPlist: Bool {
        !(infoPlist?.preprocessorDirectives.isEmpty ?? true) || configurations.contains { $0.isYes("INFOPLIST_PREPROCESS") }
    }

    /// The Info.plist file's root dictionary, else the one XcodeGen writes.
    var infoDictionary: PlistDictionary? {
        infoPlist?.document.root.dictionary ?? generatedInfo
    }

    /// Where a key of the Info.plist the build makes is given.
    enum KeySource {
        /// In the Info.plist file (or the XcodeGen spec's `info.properties`), at this entry.
        case file(PlistDictionary.Entry)
        /// As an `INFOPLIST_KEY_*` setting of a configuration that generates the Info.plist.
        case setting(ResolvedBuildSettings.Value?)
        /// As an `INFOPLIST_KEY_*` setting, but no configuration sets `GENERATE_INFOPLIST_FILE = YES`,
        /// so the build may not add it.
        case settingNotGenerated
        /// Only in a localization's `InfoPlist.strings`, which the system reads as part of the
        /// bundle's information (apps ship usage descriptions this way).
        case localization
    }

    /// Where the bundle's Info.plist gets a key, or `nil` when neither its file nor its settings give it.
    func source(ofKey key: String) -> KeySource? {
        if let entry = infoDictionary?.entry(forKey: key) ?? generatedInfo?.entry(forKey: key) { return .file(entry) }
        let setting = "INFOPLIST_KEY_" + key
        var definedElsewhere = false
        for configuration in configurations where configuration.isDefined(setting) {
            if configuration.isYes("GENERATE_INFOPLIST_FILE") { return .setting(configuration.value(setting)) }
            definedElsewhere = true
        }
        if localizedKeys.contains(key) { return .localization }
        return definedElsewhere ? .settingNotGenerated : nil
    }

    /// Where diagnostics about the Info.plist as a whole point: its root dictionary, or the file.
    var infoPlistLocation: SourceLocation? {
        guard let infoPlist else { return nil }
        return infoPlist.document.root.location ?? SourceLocation(wholeFile: infoPlist.path)
    }

    /// Whether a requirement limited to some platforms applies: the bundle is built for one of
    /// them, or nothing says which platforms it is built for.
    func isBuilt(for platforms: Set<ApplePlatform>) -> Bool {
        self.platforms.isEmpty || !self.platforms.isDisjoint(with: platforms)
    }
}
