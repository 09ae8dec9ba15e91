import TripSource

/// A UIKit app for iOS whose Info.plist has no `UIApplicationSceneManifest` (and whose build
/// settings do not generate one with `INFOPLIST_KEY_UIApplicationSceneManifest_Generation`).
/// Apple requires the scene life cycle of UIKit apps built with the SDK after iOS 26: without a
/// scene manifest such an app does not launch. Reported at the Info.plist's root dictionary (at the
/// app's entry point when the Info.plist is generated).
///
/// Evidence: the app's own sources must show it is a UIKit app (`@main` on a
/// `UIApplicationDelegate`, `@UIApplicationMain` or `UIApplicationMain(...)`) and not a SwiftUI
/// one (`@main` on an `App`), and its platforms must include iOS. A bundle known only from its
/// folder, or whose Info.plist is not known whole, gives a note.
struct SceneManifestMissing: Rule {
    static let description = RuleDescription(
        id: "scene_manifest_missing", severity: .warning, category: .infoPlist,
        summary: "A UIKit app's Info.plist has no UIApplicationSceneManifest (required after iOS 26).",
        evidence: "Needs the app's sources among the inputs, showing a UIKit entry point and no SwiftUI App; a bundle known "
            + "only from its folder, or whose Info.plist is not known whole, is a note.",
        documentation: RuleDocumentation(
            why: """
                Apple requires UIKit apps to adopt the scene-based life cycle: an app built with the SDK after iOS 26 \
                that has no UIApplicationSceneManifest does not launch (TN3187).
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
            found.append(diagnostic(.missing(bundle, gap: gap), at: bundle.infoPlistLocation ?? entry.location,
                                    related: [RelatedLocation(entry.location, "the UIKit app's entry point")],
                                    severity: gap == nil ? nil : .note))
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

    /// Whether the bundle's sources give scene configurations in code.
    static func providesConfigurations(_ bundle: AppBundle, in project: ValidationProject) -> Bool {
        !bundle.uses(in: project) { $0 == .sceneConfigurationProvider }.isEmpty
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(_ bundle: AppBundle, gap: String?) -> Self {
        Self("the Info.plist of \(bundle.displayName), a UIKit app, has no UIApplicationSceneManifest; UIKit apps built "
            + "with the SDK after iOS 26 do not launch without one" + (gap.map { "; not certain: \($0)" } ?? ""))
    }
}
