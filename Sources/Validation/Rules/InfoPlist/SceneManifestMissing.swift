import TripSource

/// A UIKit app for iOS whose Info.plist has no `UIApplicationSceneManifest` (and whose build
/// settings do not generate one with `INFOPLIST_KEY_UIApplicationSceneManifest_Generation`).
/// Apple requires the scene life cycle of UIKit apps built with the iOS 27 SDK (TN3187): without
/// a scene manifest such an app does not launch. Reported at the Info.plist's root dictionary (at
/// the app's entry point when the Info.plist is generated). SwiftUI apps get their scenes from the
/// `App`, and are not judged. A warning while the configuration's `ios_sdk` names an earlier SDK.
///
/// Evidence: the app's own sources must show it is a UIKit app (`@main` on a
/// `UIApplicationDelegate`, `@UIApplicationMain` or `UIApplicationMain(...)`) and not a SwiftUI
/// one (`@main` on an `App`), and its platforms must include iOS. A bundle known only from its
/// folder, or whose Info.plist is not known whole, gives a note.
struct SceneManifestMissing: Rule {
    static let description = RuleDescription(
        id: "scene_manifest_missing", severity: .error, category: .infoPlist,
        summary: "A UIKit app's Info.plist has no UIApplicationSceneManifest: built with the iOS 27 SDK, it does not launch.",
        evidence: "Needs the app's sources among the inputs, showing a UIKit entry point and no SwiftUI App; a bundle known "
            + "only from its folder, or whose Info.plist is not known whole, is a note; a warning while the configuration's "
            + "ios_sdk is below 27.",
        documentation: RuleDocumentation(
            why: """
                Apple requires UIKit apps to adopt the scene-based life cycle: an app built with the iOS 27 SDK that has no \
                UIApplicationSceneManifest does not launch (TN3187). Teams still building with the iOS 26 SDK can \
                set ios_sdk: 26 in the configuration to keep this a warning.
                """,
            bad: """
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?   // and no UIApplicationSceneManifest in Info.plist
                }
                """,
            good: """
                <key>UIApplicationSceneManifest</key>
                <dict>
                  <key>UIApplicationSupportsMultipleScenes</key><false/>
                  <key>UISceneConfigurations</key><dict>...</dict>
                </dict>
                """,
            fix: """
                Add a UIApplicationSceneManifest with a window scene configuration and move window set-up into a \
                UIWindowSceneDelegate, as TN3187 "Migrating to the UIKit scene-based life cycle" describes.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for bundle in project.bundleIndex.bundles where bundle.kind == .app && bundle.platforms.contains(.iOS) {
            guard let entry = SceneEvidence.uiKitEntry(of: bundle, in: project) else { continue }
            if bundle.source(ofKey: "UIApplicationSceneManifest") != nil { continue }
            if bundle.configurations.contains(where: {
                $0.isYes("GENERATE_INFOPLIST_FILE") && $0.isYes("INFOPLIST_KEY_UIApplicationSceneManifest_Generation")
            }) { continue }
            let gap = bundle.infoPlistGap
            let older = SceneEvidence.olderSDK(in: project)
            found.append(diagnostic(.missing(bundle, gap: gap, olderSDK: older), at: bundle.infoPlistLocation ?? entry.location,
                                    related: [RelatedLocation(entry.location, "the UIKit app's entry point")],
                                    severity: gap != nil ? .note : older != nil ? .warning : nil))
        }
        return found
    }
}

/// What the sources of an app say about its life cycle.
enum SceneEvidence {
    /// The first UIKit entry point among the bundle's sources, when it has one and no SwiftUI `App`.
    static func uiKitEntry(of bundle: AppBundle, in project: ValidationProject) -> APIUse? {
        let entries = bundle.uses(in: project) { $0 == .uiKitApplication || $0 == .swiftUIApplication }
        guard !entries.contains(where: { $0.kind == .swiftUIApplication }) else { return nil }
        return entries.first
    }

    /// The first iOS SDK whose UIKit apps do not launch without the scene life cycle.
    static let sceneLifeCycleSDK = 27

    /// Apple's technote on the move, which the messages name.
    static let technote = "TN3187, \"Migrating to the UIKit scene-based life cycle\""

    /// The SDK the configuration says the project builds with (`ios_sdk`), when it is older than
    /// `sceneLifeCycleSDK`: the scene rules are warnings then.
    static func olderSDK(in project: ValidationProject) -> Int? {
        project.iOSSDK.flatMap { $0 < sceneLifeCycleSDK ? $0 : nil }
    }

    /// The clause the scene messages end with while the project builds with an older SDK.
    static func olderSDKClause(_ olderSDK: Int?) -> String {
        olderSDK.map { "; a warning while the project builds with the iOS \($0) SDK (ios_sdk)" } ?? ""
    }

    /// Whether the bundle's sources give scene configurations in code.
    static func providesConfigurations(_ bundle: AppBundle, in project: ValidationProject) -> Bool {
        !bundle.uses(in: project) { $0 == .sceneConfigurationProvider }.isEmpty
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(_ bundle: AppBundle, gap: String?, olderSDK: Int?) -> Self {
        Self("the Info.plist of \(bundle.displayName), a UIKit app, has no UIApplicationSceneManifest; UIKit apps built "
            + "with the iOS 27 SDK do not launch without the scene life cycle (\(SceneEvidence.technote))"
            + (gap.map { "; not certain: \($0)" } ?? SceneEvidence.olderSDKClause(olderSDK)))
    }
}
