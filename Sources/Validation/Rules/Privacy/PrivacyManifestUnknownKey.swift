import PropertyList
import TripSource

/// A key a privacy manifest does not document: at the top level (`NSPrivacyTracking`,
/// `NSPrivacyTrackingDomains`, `NSPrivacyCollectedDataTypes`, `NSPrivacyAccessedAPITypes`) or in a
/// dictionary of the two lists. Most are misspellings of a documented key, which then counts as
/// missing. Reported at the key, with the nearest documented key.
struct PrivacyManifestUnknownKey: Rule {
    static let description = RuleDescription(
        id: "privacy_manifest_unknown_key", severity: .warning, category: .privacy,
        summary: "A privacy manifest has a key Apple does not document there.",
        documentation: RuleDocumentation(
            why: """
                A key Apple does not document in a privacy manifest is ignored: a misspelt key loses what it declares.
                """,
            bad: """
                <key>NSPrivacyTrackingDomain</key>
                <array><string>tracker.example.com</string></array>
                """,
            good: """
                <key>NSPrivacyTrackingDomains</key>
                <array><string>tracker.example.com</string></array>
                """,
            fix: """
                Correct the key (the message suggests the nearest documented one), or remove it.
                """))

    func check(_ file: PropertyListFile) -> [Diagnostic] {
        guard let root = file.document.root.dictionary else { return [] }
        var found: [Diagnostic] = []
        check(root, known: PrivacyManifestTables.topLevelKeys, place: "a privacy manifest", into: &found)
        for (key, known) in [(PrivacyManifestTables.accessedAPITypes, PrivacyManifestTables.accessedAPIKeys),
                             (PrivacyManifestTables.collectedDataTypes, PrivacyManifestTables.collectedDataKeys)] {
            for item in root[key]?.array ?? [] {
                if let entry = item.dictionary { check(entry, known: known, place: "an item of \(key)", into: &found) }
            }
        }
        return found
    }

    private func check(
        _ dictionary: PlistDictionary, known: [String: PrivacyManifestTables.ValueShape], place: String, into found: inout [Diagnostic]
    ) {
        let candidates = known.keys.sorted()
        for entry in dictionary.entries where known[entry.key] == nil {
            guard let location = entry.keyLocation ?? entry.value.location else { continue }
            found.append(diagnostic(.unknownKey(entry.key, place: place, suggestion: NearMatch.nearest(to: entry.key, in: candidates)),
                                    at: location))
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func unknownKey(_ key: String, place: String, suggestion: String?) -> Self {
        Self("'\(key)' is not a key of \(place)" + didYouMean(suggestion))
    }
}
