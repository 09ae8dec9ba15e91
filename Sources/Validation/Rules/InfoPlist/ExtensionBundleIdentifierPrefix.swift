import TripSource

/// An app extension whose `CFBundleIdentifier` does not start with the identifier of the app that
/// embeds it followed by a period (`com.example.app.share` in `com.example.app`): the app cannot be
/// installed or submitted. Identifiers are compared after `$(VAR)` substitution, configuration by
/// configuration of the same name, and reported at the extension's value (or the setting that
/// gives it, usually `PRODUCT_BUNDLE_IDENTIFIER`).
///
/// Evidence: both targets in an Xcode project among the inputs, the app depending on the
/// extension, and both identifiers resolved from files among the inputs; otherwise not judged.
struct ExtensionBundleIdentifierPrefix: Rule {
    static let description = RuleDescription(
        id: "extension_bundle_identifier_prefix", severity: .error, category: .infoPlist,
        summary: "An app extension's bundle identifier does not start with its app's.",
        evidence: "Needs the app and the extension as targets of an Xcode project among the inputs, the app depending on "
            + "the extension, and both identifiers resolved from the files; otherwise not judged.",
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
        for (extensionBundle, app) in ExtensionPairs.all(in: bundles) {
            for (configuration, appConfiguration) in ExtensionPairs.configurations(extensionBundle, app) {
                guard let own = extensionBundle.builtValue(Self.key, generatedFrom: "PRODUCT_BUNDLE_IDENTIFIER", in: configuration),
                      let theirs = app.builtValue(Self.key, generatedFrom: "PRODUCT_BUNDLE_IDENTIFIER", in: appConfiguration),
                      !own.value.hasPrefix(theirs.value + "."),
                      reported.insert([extensionBundle.name, app.name, own.value, theirs.value].joined(separator: "\u{0}")).inserted
                else { continue }
                found.append(diagnostic(
                    .notPrefixed(own.value, app: theirs.value, appBundle: app, extensionBundle: extensionBundle,
                                 configuration: configuration.configurationName),
                    at: own.location, related: [RelatedLocation(theirs.location, "the identifier of \(app.displayName)")]))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func notPrefixed(
        _ identifier: String, app: String, appBundle: AppBundle, extensionBundle: AppBundle, configuration: String
    ) -> Self {
        Self("the bundle identifier of \(extensionBundle.displayName), '\(identifier)', does not start with '\(app).', "
            + "the identifier of \(appBundle.displayName), which embeds it (\(configuration) configuration)")
    }
}
