import TripSource

/// An app extension whose `CFBundleIdentifier` does not start with the identifier of the app that
/// embeds it followed by a period (`com.example.app.share` in `com.example.app`): the app cannot be
/// installed or submitted. Identifiers are compared after `$(VAR)` substitution, configuration by
/// configuration of the same name, and reported at the extension's value (or the setting that
/// gives it, usually `PRODUCT_BUNDLE_IDENTIFIER`).
///
/// Evidence: both targets in an Xcode project among the inputs, the app copying the extension's
/// product into its `PlugIns` or `Extensions` folder (a Copy Files phase such as `Embed Foundation
/// Extensions`, or an XcodeGen dependency it embeds), and both identifiers resolved from files
/// among the inputs; otherwise not judged. An app that only depends on the extension may embed it
/// by a script, in some configurations only, or not at all: a note that says so.
struct ExtensionBundleIdentifierPrefix: Rule {
    static let description = RuleDescription(
        id: "extension_bundle_identifier_prefix", severity: .error, category: .infoPlist,
        summary: "An app extension's bundle identifier does not start with its app's.",
        evidence: "Needs the app and the extension as targets of an Xcode project among the inputs, the app copying the "
            + "extension into its PlugIns or Extensions folder (a Copy Files phase, or an XcodeGen dependency it embeds), and "
            + "both identifiers resolved from the files; otherwise not judged. An app that only depends on the extension (a "
            + "script may copy it, in some configurations only) gets a note.",
        documentation: RuleDocumentation(
            why: """
                An extension's bundle identifier must start with its app's followed by a period, or the app cannot be \
                installed or submitted.
                """,
            bad: """
                App:    PRODUCT_BUNDLE_IDENTIFIER = com.example.app
                Share:  PRODUCT_BUNDLE_IDENTIFIER = com.example.share
                """,
            good: """
                App:    PRODUCT_BUNDLE_IDENTIFIER = com.example.app
                Share:  PRODUCT_BUNDLE_IDENTIFIER = com.example.app.share
                """,
            fix: """
                Set the extension's identifier to the app's followed by a period and a name of its own.
                """))

    private static let key = "CFBundleIdentifier"

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let bundles = project.bundleIndex.bundles
        var found: [Diagnostic] = []
        var reported: Set<String> = []
        for (extensionBundle, app, isCertain) in ExtensionPairs.all(in: bundles) {
            for (configuration, appConfiguration) in ExtensionPairs.configurations(extensionBundle, app) {
                guard let own = extensionBundle.builtValue(Self.key, generatedFrom: "PRODUCT_BUNDLE_IDENTIFIER", in: configuration),
                      let theirs = app.builtValue(Self.key, generatedFrom: "PRODUCT_BUNDLE_IDENTIFIER", in: appConfiguration),
                      !own.value.hasPrefix(theirs.value + "."),
                      reported.insert([extensionBundle.name, app.name, own.value, theirs.value].joined(separator: "\u{0}")).inserted
                else { continue }
                found.append(diagnostic(
                    .notPrefixed(own.value, app: theirs.value, appBundle: app, extensionBundle: extensionBundle,
                                 configuration: configuration.configurationName, isCertain: isCertain),
                    at: own.location, related: [RelatedLocation(theirs.location, "the identifier of \(app.displayName)")],
                    severity: isCertain ? nil : .note))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func notPrefixed(
        _ identifier: String, app: String, appBundle: AppBundle, extensionBundle: AppBundle, configuration: String,
        isCertain: Bool
    ) -> Self {
        Self("the bundle identifier of \(extensionBundle.displayName), '\(identifier)', does not start with '\(app).', "
            + "the identifier of \(appBundle.displayName), which \(isCertain ? "embeds" : "depends on") it "
            + "(\(configuration) configuration)" + (isCertain ? "" : "; " + ExtensionPairs.uncertainty(app: appBundle)))
    }
}
