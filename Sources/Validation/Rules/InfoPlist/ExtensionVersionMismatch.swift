import TripSource

/// An app extension whose `CFBundleShortVersionString` or `CFBundleVersion` differs from the app's
/// that embeds it, in one build configuration (App Store Connect warns, ITMS-90473). Values are
/// compared after `$(VAR)` substitution, configuration by configuration of the same name, and
/// reported at the extension's value (or the setting that gives it).
///
/// Evidence: both targets in an Xcode project among the inputs, the app copying the extension
/// into its `PlugIns` or `Extensions` folder (`ExtensionPairs`), and both values resolved from
/// files among the inputs; otherwise not judged. An app that only depends on the extension may
/// embed it by a script, in some configurations only, or not at all: a note that says so. A macOS
/// extension whose app is shown to ship outside the Mac App Store (Sparkle, a Developer ID, no
/// sandbox: `AppBundle.outsideMacAppStore(in:projects:)`) never meets App Store Connect: a note
/// that names the evidence.
struct ExtensionVersionMismatch: Rule {
    static let description = RuleDescription(
        id: "extension_version_mismatch", severity: .warning, category: .infoPlist,
        summary: "An app extension's version or build number differs from its app's.",
        evidence: "Needs the app and the extension as targets of an Xcode project among the inputs, the app copying the "
            + "extension into its PlugIns or Extensions folder (a Copy Files phase, or an XcodeGen dependency it embeds), and "
            + "both values resolved from the files; otherwise not judged. An app that only depends on the extension (a script "
            + "may copy it, in some configurations only) gets a note, and so does a macOS extension whose app is shown to "
            + "ship outside the Mac App Store (Sparkle, a Developer ID, no sandbox).",
        documentation: RuleDocumentation(
            why: """
                App Store Connect warns when an extension's version or build number differs from its app's \
                (ITMS-90473), and future uploads may be refused.
                """,
            bad: """
                App:       MARKETING_VERSION = 2.1
                Widgets:   MARKETING_VERSION = 2.0
                """,
            good: """
                App:       MARKETING_VERSION = 2.1
                Widgets:   MARKETING_VERSION = 2.1
                """,
            fix: """
                Give the extension the app's version and build number, for example by setting them once at the project \
                level or in a shared .xcconfig.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let bundles = project.bundleIndex.bundles
        var found: [Diagnostic] = []
        var reported: Set<String> = []
        for (extensionBundle, app, isCertain) in ExtensionPairs.all(in: bundles) {
            // Asked once per pair, and only when the pair disagrees.
            var outsideStore: String?? = nil
            for (configuration, appConfiguration) in ExtensionPairs.configurations(extensionBundle, app) {
                for key in ["CFBundleShortVersionString", "CFBundleVersion"] {
                    let setting = AppBundle.generatingSetting(of: key)
                    guard let own = extensionBundle.builtValue(key, generatedFrom: setting, in: configuration),
                          let theirs = app.builtValue(key, generatedFrom: setting, in: appConfiguration),
                          own.value != theirs.value,
                          reported.insert([extensionBundle.name, app.name, key, own.value, theirs.value].joined(separator: "\u{0}")).inserted
                    else { continue }
                    if outsideStore == nil {
                        outsideStore = extensionBundle.outsideMacAppStore(in: project.bundleIndex, projects: project.xcodeProjects)
                    }
                    let evidence = outsideStore ?? nil
                    let differs = Diagnostic.Message.differs(
                        key, own: own.value, theirs: theirs.value, app: app, extensionBundle: extensionBundle,
                        configuration: configuration.configurationName, isCertain: isCertain)
                    found.append(diagnostic(
                        evidence.map { .outsideStore(differs, evidence: $0) } ?? differs,
                        at: own.location, related: [RelatedLocation(theirs.location, "the value of \(app.displayName)")],
                        severity: evidence == nil && isCertain ? nil : .note))
                }
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func differs(
        _ key: String, own: String, theirs: String, app: AppBundle, extensionBundle: AppBundle, configuration: String,
        isCertain: Bool
    ) -> Self {
        Self("\(key) of \(extensionBundle.displayName) is '\(own)' but '\(theirs)' in \(app.displayName), which "
            + "\(isCertain ? "embeds" : "depends on") it (\(configuration) configuration); an extension's must match its app's"
            + (isCertain ? "" : "; " + ExtensionPairs.uncertainty(app: app)))
    }

    fileprivate static func outsideStore(_ finding: Self, evidence: String) -> Self {
        Self(finding.text + "; only App Store Connect checks it, and this macOS extension ships outside the Mac App "
            + "Store: " + evidence)
    }
}
