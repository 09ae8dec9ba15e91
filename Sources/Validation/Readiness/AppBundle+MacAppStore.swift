extension AppBundle {
    /// Why a macOS bundle is known to ship outside the Mac App Store, as a clause for messages
    /// (`its Info.plist sets SUFeedURL, Sparkle's update feed`), or `nil` when nothing says so.
    ///
    /// Only a bundle built for macOS alone is judged (an iOS or multiplatform target may be sold in
    /// the App Store whatever else it does). The evidence, first found first said:
    /// - Sparkle, which updates apps outside the store: its keys (`SUFeedURL`, `SUPublicEDKey`,
    ///   `SUPublicDSAKeyFile`) in the Info.plist the build makes, or the bundle's Xcode project
    ///   linking it (a Swift package product or `Sparkle.framework`);
    /// - a Developer ID signing identity (`CODE_SIGN_IDENTITY`), which is for apps distributed
    ///   outside the store, when no configuration signs for the store;
    /// - for an app, no sandbox: every configuration file was read, none sets `ENABLE_APP_SANDBOX`
    ///   to YES, and each configuration names no entitlements file (`CODE_SIGN_ENTITLEMENTS`) or
    ///   one, read, without `com.apple.security.app-sandbox` set to true; the Mac App Store takes
    ///   sandboxed apps only.
    ///
    /// An extension or framework is judged by the apps that embed it (or, when none is known, the
    /// apps of its project): when each has evidence, the first app's is said.
    func outsideMacAppStore(in index: BundleIndex, projects: [XcodeProjectFile]) -> String? {
        guard platforms == [.macOS] else { return nil }
        if let own = ownOutsideMacAppStore(projects: projects) { return own }
        guard kind == .appExtension || kind == .framework else { return nil }
        let apps = (containers.isEmpty
            ? index.bundles.filter { $0.kind == .app && $0.isFromProject && $0.evidence == evidence }
            : containers.map { index.bundles[$0] })
        let reasons = apps.map { $0.platforms == [.macOS] ? $0.ownOutsideMacAppStore(projects: projects) : nil }
        guard let first = reasons.first, let reason = first, reasons.allSatisfy({ $0 != nil }) else { return nil }
        return "\(apps[0].displayName), which holds it: \(reason)"
    }

    /// The evidence the bundle itself gives (see `outsideMacAppStore(in:projects:)`).
    private func ownOutsideMacAppStore(projects: [XcodeProjectFile]) -> String? {
        for key in MacAppStoreEvidence.sparkleKeys where source(ofKey: key) != nil {
            return "its Info.plist sets \(key), for Sparkle's updates"
        }
        guard case .project(let path) = evidence else { return nil }
        if projects.first(where: { $0.path == path })?.linkedDependencies.contains("Sparkle") == true {
            return "its project links Sparkle, which updates apps outside the store"
        }
        let identities = configurations.compactMap { configuration in
            configuration.value("CODE_SIGN_IDENTITY").flatMap { configuration.expand($0.value) }
        }
        if identities.contains(where: { $0.hasPrefix("Developer ID") }),
           !identities.contains(where: { identity in MacAppStoreEvidence.storeIdentities.contains { identity.hasPrefix($0) } }) {
            return "it is signed with a Developer ID"
        }
        return withoutAppSandbox
    }

    /// Why an app is signed without the App Sandbox in every configuration, or `nil` when one
    /// configuration may turn it on (`ENABLE_APP_SANDBOX`, or an entitlements file that is not
    /// among the inputs, or whose setting is unknown).
    private var withoutAppSandbox: String? {
        guard kind == .app, !configurations.isEmpty, hasCompleteSettings,
              !configurations.contains(where: { $0.isYes("ENABLE_APP_SANDBOX") }) else { return nil }
        if !configurations.contains(where: { $0.isDefined("CODE_SIGN_ENTITLEMENTS") || $0.isDefined("ENABLE_APP_SANDBOX") }) {
            return "no configuration gives it entitlements (CODE_SIGN_ENTITLEMENTS), so it has no App Sandbox, which the store requires"
        }
        guard entitlements.count == configurations.count else { return nil }
        var files: [String] = []
        for configuration in entitlements {
            switch configuration {
            case .file(let file):
                guard file.document.root[MacAppStoreEvidence.sandboxKey]?.bool != true else { return nil }
                if !files.contains(file.path) { files.append(file.path) }
            case .none:
                continue
            case .absent, .unknown:
                return nil
            }
        }
        let named = files.map { "'\($0)'" }.joined(separator: ", ")
        return "its entitlements \(named) do not turn on the App Sandbox (\(MacAppStoreEvidence.sandboxKey)), which the store requires"
    }
}

/// The names the Mac App Store evidence looks for.
private enum MacAppStoreEvidence {
    /// Sparkle's Info.plist keys: its update feed and the keys it checks updates with.
    static let sparkleKeys = ["SUFeedURL", "SUPublicEDKey", "SUPublicDSAKeyFile"]
    /// Signing identities for the store.
    static let storeIdentities = ["Apple Distribution", "3rd Party Mac Developer", "Mac App Distribution"]
    /// The entitlement that turns on the App Sandbox.
    static let sandboxKey = "com.apple.security.app-sandbox"
}
