import TripSource

/// An iPad app (its `TARGETED_DEVICE_FAMILY` names 2) whose Info.plist lists fewer than the four
/// interface orientations for the iPad (`UISupportedInterfaceOrientations~ipad`, else
/// `UISupportedInterfaceOrientations`) and does not set `UIRequiresFullScreen`: App Store Connect
/// refuses the upload, since an app that takes part in iPad multitasking must support every
/// orientation (ITMS-90474). Reported at the orientations key. An app without either key is not
/// judged. (`requires_full_screen_deprecated` speaks of apps that do set the key.) An app that
/// gives no launch storyboard (`UILaunchStoryboardName`, `UILaunchScreen`) is told that
/// multitasking needs one too (ITMS-90475).
///
/// Evidence: the app's target among the inputs, built for iOS with a device family naming the
/// iPad, its Info.plist known whole; an Info.plist not known whole, or a device family set only
/// under conditions, gives a note.
struct IPadOrientationsIncomplete: Rule {
    static let description = RuleDescription(
        id: "ipad_orientations_incomplete", severity: .error, category: .infoPlist,
        summary: "An iPad app lists fewer than four orientations and does not require full screen: App Store Connect "
            + "refuses it.",
        evidence: "The orientations of an app target built for iOS whose TARGETED_DEVICE_FAMILY names the iPad (2); an "
            + "Info.plist not known whole, or a device family set only under conditions, gives a note; an app listing "
            + "no orientations is not judged.",
        documentation: RuleDocumentation(
            why: """
                An iPad app that does not require full screen takes part in multitasking, and must then support every \
                orientation: App Store Connect refuses an upload that lists fewer (ITMS-90474).
                """,
            bad: """
                TARGETED_DEVICE_FAMILY = 1,2
                <key>UISupportedInterfaceOrientations~ipad</key>
                <array>
                    <string>UIInterfaceOrientationPortrait</string>
                </array>
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
                List all four orientations for the iPad and lay the app out at every size. UIRequiresFullScreen \
                also passes the check, but iOS 26 deprecates it (requires_full_screen_deprecated).
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen: Set<SourceLocation> = []
        for bundle in project.bundleIndex.bundles where bundle.kind == .app && bundle.isBuilt(for: [.iOS]) {
            let missing = bundle.missingIPadOrientations
            guard !missing.isEmpty, !requiresFullScreen(bundle),
                  let location = bundle.iPadOrientations?.location, seen.insert(location).inserted else { continue }
            let gap: String?
            switch bundle.buildsForIPad {
            case true?: gap = bundle.uploadGap
            case false?: continue
            case nil: gap = "its TARGETED_DEVICE_FAMILY is set only under conditions"
            }
            let launchScreen = ["UILaunchStoryboardName", "UILaunchScreen"].contains { bundle.source(ofKey: $0) != nil }
                || bundle.source(ofKey: "UILaunchStoryboardName~ipad") != nil
            found.append(diagnostic(.incomplete(bundle, missing: missing, launchScreen: launchScreen, gap: gap), at: location,
                                    severity: gap == nil ? nil : .note))
        }
        return found
    }

    /// Whether the Info.plist sets `UIRequiresFullScreen`, or may: any source but a file's false value.
    private func requiresFullScreen(_ bundle: AppBundle) -> Bool {
        switch bundle.source(ofKey: "UIRequiresFullScreen") {
        case nil: false
        case .file?: InfoPlistFlag.location(of: "UIRequiresFullScreen", in: bundle) != nil
        default: true
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func incomplete(_ bundle: AppBundle, missing: [String], launchScreen: Bool, gap: String?) -> Self {
        Self("\(bundle.displayName), an iPad app that does not require full screen, leaves out "
            + missing.joined(separator: ", ") + " from its iPad orientations: multitasking needs all four, and App Store "
            + "Connect refuses the upload (ITMS-90474)"
            + (launchScreen ? "" : "; it gives no launch storyboard either, which multitasking needs too (ITMS-90475)")
            + (gap.map { "; not certain: \($0)" } ?? ""))
    }
}
