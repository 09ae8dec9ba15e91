import PropertyList
import TripSource

/// Code that registers for remote notifications (`UIApplication.shared.registerForRemoteNotifications()`,
/// `[NSApp registerForRemoteNotifications]`; `PushEntitlement.registrationCalls`) in an app or
/// extension whose entitlements file, the one its `CODE_SIGN_ENTITLEMENTS` setting names, gives no
/// `aps-environment` (`com.apple.developer.aps-environment` on macOS): the registration fails, and
/// App Store Connect warns on upload (ITMS-90078). App Store Connect takes the upload, so this rule
/// warns too. One finding per bundle, at the first call, counting the others.
///
/// Evidence: the call in a source an Xcode project among the inputs builds into an app or app
/// extension target, and for every build configuration of that target an entitlements file,
/// among the inputs and read, without the entitlement. A note when a configuration names no
/// entitlements file, names one that is not among the inputs, sets the path with conditions or
/// from a setting the files do not give, or configurations differ; when a configuration file of
/// the target is not read; when the call is in a framework the app embeds, or in code no target
/// claims or a bundle known only from its folder (unless an entitlements file read gives the
/// entitlement; a dependency's or test's code no target claims is not judged). Nothing for calls
/// in `#if` branches the target's compilation conditions turn off in every configuration, in
/// debug-only code, or in test targets.
struct PushEntitlementMissing: Rule {
    static let description = RuleDescription(
        id: "push_entitlement_missing", severity: .warning, category: .infoPlist,
        summary: "Code registers for remote notifications, but the target's entitlements give no aps-environment.",
        evidence: "Needs the call in a source an Xcode project among the inputs builds into an app or extension target, "
            + "and each configuration's entitlements file (CODE_SIGN_ENTITLEMENTS) among the inputs and read; an unnamed, "
            + "absent or varying file, a framework's call or code no target builds gives a note; calls in #if blocks the "
            + "target's compilation conditions turn off are not judged.",
        documentation: RuleDocumentation(
            why: """
                Registering for remote notifications needs the aps-environment entitlement in the app's signature. \
                Without it the registration fails (application(_:didFailToRegisterForRemoteNotificationsWithError:) \
                says no valid aps-environment entitlement was found), no push ever arrives, and App Store Connect \
                warns on upload (ITMS-90078).
                """,
            bad: """
                UIApplication.shared.registerForRemoteNotifications()
                <!-- App/App.entitlements, named by CODE_SIGN_ENTITLEMENTS -->
                <dict>
                    <key>com.apple.security.application-groups</key>
                    <array><string>group.com.example.roadtrip</string></array>
                </dict>
                """,
            good: """
                <dict>
                    <key>aps-environment</key>
                    <string>development</string>
                    <key>com.apple.security.application-groups</key>
                    <array><string>group.com.example.roadtrip</string></array>
                </dict>
                """,
            fix: """
                Add the Push Notifications capability to the target in Xcode (it writes aps-environment to the \
                entitlements file; com.apple.developer.aps-environment on macOS), or remove the registration if the \
                app does not use remote notifications.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let index = project.bundleIndex
        var found = index.codeHosts.compactMap { finding(for: $0.host, calledIn: $0.caller, project: project) }
        // Code no target claims: whose app it runs in is unknown, unless some entitlements file read grants push.
        guard !project.entitlements.contains(where: PushEntitlement.isGranted) else { return found }
        for (position, file) in project.codeFiles.enumerated()
        where index.bundlesOfCodeFile[position].isEmpty && !LocalizationKeyNotFound.isOutsideApp(file.path) {
            guard let use = file.apiUses.first(where: { $0.kind == .remoteNotificationRegistration }) else { continue }
            found.append(diagnostic(.unclaimed(), at: use.location, severity: .note))
        }
        return found
    }

    /// The finding for the registrations in `caller`'s sources (the bundle's own, or a framework's
    /// it embeds), judged by `bundle`'s entitlements, or `nil` when they give the entitlement.
    private func finding(for bundle: AppBundle, calledIn caller: AppBundle, project: ValidationProject) -> Diagnostic? {
        // A bundle known only from its folder has no settings to name its entitlements: as for code
        // no target claims, an entitlements file read that gives the entitlement may be its own.
        if !bundle.isFromProject, project.entitlements.contains(where: PushEntitlement.isGranted) { return nil }
        let uses = caller.uses(in: project, where: { $0 == .remoteNotificationRegistration })
        // A use whose conditions are all read is the better evidence.
        guard let use = uses.first(where: { !$0.conditionsCut }) ?? uses.first else { return nil }
        var lacking: [PropertyListFile] = []
        var granted = false
        var unnamed = false
        var unknown: String? = nil
        for entitlements in bundle.entitlements {
            switch entitlements {
            case .file(let file):
                if PushEntitlement.isGranted(by: file) {
                    granted = true
                } else if !lacking.contains(where: { $0.path == file.path }) {
                    lacking.append(file)
                }
            case .absent(let path):
                unknown = unknown ?? "its entitlements file '\(path)' is not among the inputs or could not be read"
            case .none:
                unnamed = true
            case .unknown(let reason):
                unknown = unknown ?? reason
            }
        }
        let key = PushEntitlement.key(for: bundle.platforms)
        var gap: String?
        if granted {
            // Some configuration signs with the entitlement: the others may be for development only.
            guard !lacking.isEmpty || unnamed else { return nil }
            gap = "another of its build configurations signs with an entitlements file that gives \(key)"
        } else if let unknown {
            gap = unknown
        } else if lacking.isEmpty {
            gap = bundle.isFromProject
                ? "no build configuration names an entitlements file (CODE_SIGN_ENTITLEMENTS), which a build may give otherwise"
                : "no Xcode project among the inputs says which entitlements it is signed with"
        }
        if gap == nil, let projectGap = bundle.projectGap { gap = "its project is known only in part (\(projectGap))" }
        if gap == nil, !bundle.hasCompleteSettings { gap = "a build configuration file of the target is not among the inputs" }
        if caller.kind == .framework { gap = "the call is in framework '\(caller.name)', which it embeds" }
        if gap == nil, use.conditionsCut { gap = APIUse.cutConditionsGap }
        let related = lacking.map { file in
            RelatedLocation(file.document.root.location ?? SourceLocation(wholeFile: file.path), "the entitlements of \(bundle.displayName)")
        }
        return diagnostic(.missing(key, bundle: bundle, files: lacking.map(\.path), others: uses.count - 1, gap: gap),
                          at: use.location, related: related, severity: gap == nil ? nil : .note)
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(_ key: String, bundle: AppBundle, files: [String], others: Int, gap: String?) -> Self {
        let more = others > 0 ? " (and \(others) other call\(others == 1 ? "" : "s"))" : ""
        let quoted = files.map { "'\($0)'" }.joined(separator: ", ")
        let lack = files.isEmpty ? "its entitlements give no \(key)"
            : files.count == 1 ? "its entitlements file \(quoted) gives no \(key)" : "its entitlements files \(quoted) give no \(key)"
        return Self("\(bundle.displayName) registers for remote notifications\(more), but \(lack): the registration fails, "
            + "and App Store Connect warns on upload (ITMS-90078)" + (gap.map { "; not certain: \($0)" } ?? ""))
    }

    fileprivate static func unclaimed() -> Self {
        Self("code no target among the inputs builds registers for remote notifications, and no entitlements file read gives "
            + "aps-environment: the app that builds it needs it, or the registration fails (ITMS-90078)")
    }
}
