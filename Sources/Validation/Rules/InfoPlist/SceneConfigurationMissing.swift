import PropertyList
import TripSource

/// A UIKit app's `UIApplicationSceneManifest` that gives no configuration for the application
/// role (`UISceneConfigurations.UIWindowSceneSessionRoleApplication`), or whose application
/// configurations name neither a `UISceneDelegateClassName` nor a `UISceneStoryboardFile`, while
/// the app's sources do not give configurations in code
/// (`application(_:configurationForConnecting:options:)`): the app's scene then has no delegate
/// and no storyboard to make its window, and shows nothing; with the iOS 27 SDK, which requires the
/// scene life cycle (TN3187), such an app cannot fall back to its app delegate's window. An empty
/// `UISceneConfigurations` counts as missing. A warning while the configuration's `ios_sdk` names
/// an earlier SDK. Reported at the manifest's key. (A
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
            guard let entry = bundle.infoDictionary?.entry(forKey: "UIApplicationSceneManifest"),
                  let manifest = entry.value.dictionary,
                  SceneEvidence.uiKitEntry(of: bundle, in: project) != nil,
                  !SceneEvidence.providesConfigurations(bundle, in: project),
                  let location = entry.keyLocation ?? entry.value.location else { continue }
            let configurations = manifest["UISceneConfigurations"]?[Self.role]?.array ?? []
            let problem: String
            if configurations.isEmpty {
                problem = "gives no \(Self.role) configuration"
            } else if !configurations.contains(where: { $0["UISceneDelegateClassName"] != nil || $0["UISceneStoryboardFile"] != nil }) {
                problem = "gives \(Self.role) configurations with neither UISceneDelegateClassName nor UISceneStoryboardFile"
            } else {
                continue
            }
            let note = bundle.isFromProject ? nil : "no Xcode project among the inputs says which sources belong to the app"
            let older = SceneEvidence.olderSDK(in: project)
            found.append(diagnostic(.incomplete(bundle, problem: problem, gap: note, olderSDK: older), at: location,
                                    severity: note != nil ? .note : older != nil ? .warning : nil))
        }
        return found
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
