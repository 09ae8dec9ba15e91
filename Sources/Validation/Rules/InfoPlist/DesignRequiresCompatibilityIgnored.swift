import TripSource

/// An iOS app or extension whose Info.plist sets `UIDesignRequiresCompatibility` to true, to keep
/// the look of iOS 18 and earlier: from the iOS 27 SDK the key has no effect, so the app gets the
/// new design whatever it says. Reported at the key (or the `INFOPLIST_KEY_` setting).
///
/// A note while the configuration's `ios_sdk` says the project builds with an earlier SDK, where
/// the key still works.
struct DesignRequiresCompatibilityIgnored: Rule {
    static let description = RuleDescription(
        id: "design_requires_compatibility_ignored", severity: .warning, category: .infoPlist,
        summary: "An iOS Info.plist sets UIDesignRequiresCompatibility, which has no effect from the iOS 27 SDK.",
        evidence: "The key set to true in the Info.plist of an app or extension built for iOS (or for no platform the "
            + "inputs name), or in an INFOPLIST_KEY_ setting of a target that generates its Info.plist; a note while "
            + "the configuration's ios_sdk is below 27.",
        documentation: RuleDocumentation(
            why: """
                UIDesignRequiresCompatibility kept the design of iOS 18 and earlier in apps built with the iOS 26 SDK. \
                Built with the iOS 27 SDK, the key is ignored: the app gets the new design, and layouts that relied on \
                the old one may break.
                """,
            bad: """
                <key>UIDesignRequiresCompatibility</key>
                <true/>
                """,
            good: """
                (no UIDesignRequiresCompatibility: the app is tested with the new design)
                """,
            fix: """
                Adopt the new design (check custom bars, buttons and backgrounds against it), then remove the key.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen: Set<SourceLocation> = []
        for bundle in project.bundleIndex.bundles where [.app, .appExtension].contains(bundle.kind) && bundle.isBuilt(for: [.iOS]) {
            guard let location = InfoPlistFlag.location(of: "UIDesignRequiresCompatibility", in: bundle),
                  seen.insert(location).inserted else { continue }
            let older = SceneEvidence.olderSDK(in: project)
            found.append(diagnostic(.ignored(bundle, olderSDK: older), at: location, severity: older == nil ? nil : .note))
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func ignored(_ bundle: AppBundle, olderSDK: Int?) -> Self {
        Self("\(bundle.displayName) sets UIDesignRequiresCompatibility, which has no effect in apps built with the iOS 27 "
            + "SDK: they get the new design"
            + (olderSDK.map { "; it still works with the iOS \($0) SDK the configuration names (ios_sdk)" } ?? ""))
    }
}
