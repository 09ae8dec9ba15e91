import PropertyList
import TripSource

/// A UIKit app's `UIApplicationSceneManifest` that gives no configuration for the application
/// role (`UISceneConfigurations.UIWindowSceneSessionRoleApplication`), or whose application
/// configurations name neither a `UISceneDelegateClassName` nor a `UISceneStoryboardFile`, while
/// the app's sources do not give configurations in code
/// (`application(_:configurationForConnecting:options:)`): the app's scene then has no delegate
/// and no storyboard to make its window, and shows nothing; with the iOS 27 SDK, which requires the
/// scene life cycle (TN3187), such an app cannot fall back to its app delegate's window. An empty
/// `UISceneConfigurations` counts as missing, and so does the manifest Xcode generates from
/// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` for a target whose Info.plist
/// gives none (it holds `UIApplicationSupportsMultipleScenes` only). A warning while the
/// configuration's `ios_sdk` names an earlier SDK. Reported at the manifest's key (at the setting
/// for a generated manifest). (A
/// storyboard a configuration names that is not among the files is
/// `info_plist_unknown_storyboard`'s.)
///
/// Evidence: the app's sources among the inputs, showing a UIKit entry point and no SwiftUI
/// `App` and no `configurationForConnecting`. A bundle known only from its folder gives a note.
struct SceneConfigurationMissing: Rule {
    static let description = RuleDescription(
        id: "scene_configuration_missing", severity: .error, category: .infoPlist,
        summary: "A UIKit app's scene manifest gives its window scene no delegate class or storyboard.",
        evidence: "Needs the app's sources among the inputs, showing a UIKit entry point, no SwiftUI App and no "
            + "configurationForConnecting; a bundle known only from its folder is a note; a warning while the "
            + "configuration's ios_sdk is below 27.",
        documentation: RuleDocumentation(
            why: """
                A scene manifest whose application role has no configuration, or one naming neither a delegate class \
                nor a storyboard, gives the app's window scene nothing to make its window with: the app launches to a \
                black screen.
                """,
            bad: """
                <key>UIApplicationSceneManifest</key>
                <dict>
                  <key>UISceneConfigurations</key>
                  <dict/>
                </dict>
                """,
            good: """
                <key>UISceneConfigurations</key>
                <dict>
                  <key>UIWindowSceneSessionRoleApplication</key>
                  <array><dict>
                    <key>UISceneConfigurationName</key><string>Default Configuration</string>
                    <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                  </dict></array>
                </dict>
                """,
            fix: """
                Add a UIWindowSceneSessionRoleApplication configuration naming your UIWindowSceneDelegate class (or a \
                storyboard), or return one from application(_:configurationForConnecting:options:).
                """))

    private static let role = "UIWindowSceneSessionRoleApplication"

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for bundle in project.bundleIndex.bundles where bundle.kind == .app && bundle.isBuilt(for: [.iOS]) {
            guard let scene = Self.manifest(of: bundle),
                  SceneEvidence.uiKitEntry(of: bundle, in: project) != nil,
                  !SceneEvidence.providesConfigurations(bundle, in: project) else { continue }
            let (manifest, location, generated) = scene
            let configurations = manifest?["UISceneConfigurations"]?[Self.role]?.array ?? []
            var problem: String
            if configurations.isEmpty {
                problem = "gives no \(Self.role) configuration"
            } else if !configurations.contains(where: { $0["UISceneDelegateClassName"] != nil || $0["UISceneStoryboardFile"] != nil }) {
                problem = "gives \(Self.role) configurations with neither UISceneDelegateClassName nor UISceneStoryboardFile"
            } else {
                continue
            }
            if generated { problem = "is the one Xcode generates (INFOPLIST_KEY_UIApplicationSceneManifest_Generation), which " + problem }
            let note = bundle.isFromProject ? nil : "no Xcode project among the inputs says which sources belong to the app"
            let older = SceneEvidence.olderSDK(in: project)
            found.append(diagnostic(.incomplete(bundle, problem: problem, gap: note, olderSDK: older), at: location,
                                    severity: note != nil ? .note : older != nil ? .warning : nil))
        }
        return found
    }

    /// The bundle's scene manifest and where to report it: the Info.plist's `UIApplicationSceneManifest`,
    /// or, when the Info.plist has none and every configuration generates one
    /// (`INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`), the manifest Xcode writes,
    /// which holds `UIApplicationSupportsMultipleScenes` and no configurations (`nil` here), at
    /// the setting; `generated` says which.
    private static func manifest(of bundle: AppBundle) -> (manifest: PlistDictionary?, location: SourceLocation, generated: Bool)? {
        if let entry = bundle.infoDictionary?.entry(forKey: "UIApplicationSceneManifest") {
            guard let manifest = entry.value.dictionary, let location = entry.keyLocation ?? entry.value.location else { return nil }
            return (manifest, location, false)
        }
        let setting = "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"
        guard !bundle.configurations.isEmpty,
              bundle.configurations.allSatisfy({ $0.isYes("GENERATE_INFOPLIST_FILE") && $0.isYes(setting) }),
              let location = bundle.configurations.lazy.compactMap({ $0.value(setting)?.location }).first else { return nil }
        return (nil, location, true)
    }
}

extension Diagnostic.Message {
    fileprivate static func incomplete(_ bundle: AppBundle, problem: String, gap: String?, olderSDK: Int?) -> Self {
        Self("the UIApplicationSceneManifest of \(bundle.displayName), a UIKit app, \(problem), and its code gives none "
            + "(application(_:configurationForConnecting:options:)): its window scene has nothing to show, and with the "
            + "iOS 27 SDK the app cannot fall back to its delegate's window (\(SceneEvidence.technote))"
            + (gap.map { "; not certain: \($0)" } ?? SceneEvidence.olderSDKClause(olderSDK)))
    }
}
