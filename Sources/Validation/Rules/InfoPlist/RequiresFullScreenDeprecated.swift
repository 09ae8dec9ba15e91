import TripSource

/// An iOS app whose Info.plist sets `UIRequiresFullScreen` to true, which iOS 26 deprecates: iPad
/// apps are expected to run in resizable windows, and the key will be ignored. Reported at the key
/// (or the `INFOPLIST_KEY_` setting), as a note: the app still works today. When the app's iPad
/// orientations leave some out, the message says to add them before removing the key, which
/// would otherwise bring `ipad_orientations_incomplete` (ITMS-90474).
struct RequiresFullScreenDeprecated: Rule {
    static let description = RuleDescription(
        id: "requires_full_screen_deprecated", severity: .note, category: .infoPlist,
        summary: "An iOS app's Info.plist sets UIRequiresFullScreen, deprecated since iOS 26.",
        evidence: "The key set to true in the Info.plist of an app built for iOS (or for no platform the inputs name), "
            + "or in an INFOPLIST_KEY_ setting of a target that generates its Info.plist.",
        documentation: RuleDocumentation(
            why: """
                UIRequiresFullScreen kept an iPad app out of multitasking. iOS 26 deprecates it: iPad apps run in \
                windows people can resize, and a later SDK ignores the key, so an app that cannot lay itself out at \
                any size will look broken.
                """,
            bad: """
                <key>UIRequiresFullScreen</key>
                <true/>
                """,
            good: """
                <key>UISupportedInterfaceOrientations~ipad</key>
                <array>
                    <string>UIInterfaceOrientationPortrait</string>
                    <string>UIInterfaceOrientationPortraitUpsideDown</string>
                    <string>UIInterfaceOrientationLandscapeLeft</string>
                    <string>UIInterfaceOrientationLandscapeRight</string>
                </array>
                """,
            fix: """
                Make the app's layouts work at every window size (size classes, Auto Layout), support every iPad \
                orientation, then remove the key.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen: Set<SourceLocation> = []
        for bundle in project.bundleIndex.bundles where bundle.kind == .app && bundle.isBuilt(for: [.iOS]) {
            guard let location = InfoPlistFlag.location(of: "UIRequiresFullScreen", in: bundle),
                  seen.insert(location).inserted else { continue }
            let orientations = bundle.buildsForIPad != false ? bundle.missingIPadOrientations : []
            found.append(diagnostic(.deprecated(bundle, missingOrientations: orientations), at: location))
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func deprecated(_ bundle: AppBundle, missingOrientations: [String]) -> Self {
        let before = missingOrientations.isEmpty ? "" : "; before removing it, add " + missingOrientations.joined(separator: ", ")
            + " to the iPad orientations, or App Store Connect refuses the upload (ITMS-90474)"
        return Self("\(bundle.displayName) sets UIRequiresFullScreen, deprecated since iOS 26: iPad apps run in resizable "
            + "windows, and a later SDK ignores the key" + before)
    }
}
