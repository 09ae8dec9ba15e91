import TripSource

/// A value of `NSPrivacyCollectedDataTypePurposes` that is none of the purposes Apple documents
/// (`NSPrivacyCollectedDataTypePurposeAppFunctionality`, `...Analytics`, ...). Reported at the
/// value, with the nearest documented purpose.
struct PrivacyDataPurposeUnknown: Rule {
    static let description = RuleDescription(
        id: "privacy_data_purpose_unknown", severity: .error, category: .privacy,
        summary: "A privacy manifest gives a collection purpose Apple does not document.",
        documentation: RuleDocumentation(
            why: """
                App Store Connect reads collection purposes from Apple's list: an unknown purpose (often a typo) is \
                not a purpose, so the data type is declared without one.
                """,
            bad: """
                <key>NSPrivacyCollectedDataTypePurposes</key>
                <array><string>NSPrivacyCollectedDataTypePurposeAnalytic</string></array>
                """,
            good: """
                <key>NSPrivacyCollectedDataTypePurposes</key>
                <array><string>NSPrivacyCollectedDataTypePurposeAnalytics</string></array>
                """,
            fix: """
                Use purposes from Apple's privacy manifest documentation.
                """))

    private static let known = Set(PrivacyManifestTables.purposes)

    func check(_ file: PropertyListFile) -> [Diagnostic] {
        guard let manifest = PrivacyManifest(file) else { return [] }
        var found: [Diagnostic] = []
        for data in manifest.collectedData {
            for purpose in data.purposes where !Self.known.contains(purpose.value) {
                let suggestion = NearMatch.nearest(to: purpose.value, in: PrivacyManifestTables.purposes)
                found.append(diagnostic(.unknown(purpose.value, suggestion: suggestion), at: purpose.location))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func unknown(_ purpose: String, suggestion: String?) -> Self {
        Self("'\(purpose)' is not a collection purpose" + didYouMean(suggestion))
    }
}
