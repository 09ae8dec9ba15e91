import TripSource

/// An `NSPrivacyCollectedDataType` that is none of the collected data types Apple documents
/// (`NSPrivacyCollectedDataTypeEmailAddress`, `...PhotosorVideos`, ...). Reported at the value,
/// with the nearest documented type.
struct PrivacyDataTypeUnknown: Rule {
    static let description = RuleDescription(
        id: "privacy_data_type_unknown", severity: .error, category: .privacy,
        summary: "A privacy manifest declares a collected data type Apple does not document.",
        documentation: RuleDocumentation(
            why: """
                A collected data type Apple does not document declares nothing: the privacy report Xcode builds from \
                the manifests lacks the data the app collects.
                """,
            bad: """
                <key>NSPrivacyCollectedDataType</key>
                <string>NSPrivacyCollectedDataTypeEmail</string>
                """,
            good: """
                <key>NSPrivacyCollectedDataType</key>
                <string>NSPrivacyCollectedDataTypeEmailAddress</string>
                """,
            fix: """
                Use a data type from Apple's privacy manifest documentation.
                """))

    private static let known = Set(PrivacyManifestTables.dataTypes)
    private static let candidates = NearMatch.Candidates(PrivacyManifestTables.dataTypes)

    func check(_ file: PropertyListFile) -> [Diagnostic] {
        guard let manifest = PrivacyManifest(file) else { return [] }
        return manifest.collectedData.compactMap { data in
            guard let type = data.type, !Self.known.contains(type.value) else { return nil }
            return diagnostic(.unknown(type.value, suggestion: Self.candidates.nearest(to: type.value)), at: type.location)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func unknown(_ type: String, suggestion: String?) -> Self {
        Self("'\(type)' is not a collected data type" + didYouMean(suggestion))
    }
}
