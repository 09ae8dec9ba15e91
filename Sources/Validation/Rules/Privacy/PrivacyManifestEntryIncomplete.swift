import PropertyList
import TripSource

/// A dictionary of a privacy manifest's `NSPrivacyAccessedAPITypes` without its category or
/// without a reason, or of its `NSPrivacyCollectedDataTypes` without one of its four keys
/// (`NSPrivacyCollectedDataType`, `...Linked`, `...Tracking`, `...Purposes`) or without a purpose.
/// Apple documents each of these keys as part of every such dictionary. Reported at the dictionary.
struct PrivacyManifestEntryIncomplete: Rule {
    static let description = RuleDescription(
        id: "privacy_manifest_entry_incomplete", severity: .error, category: .privacy,
        summary: "A privacy manifest's accessed-API or collected-data entry lacks a required key or value.",
        documentation: RuleDocumentation(
            why: """
                An accessed-API entry without its type or reasons, or a collected-data entry without linked, tracking \
                or purposes, declares nothing App Store Connect can use.
                """,
            bad: """
                <dict>
                  <key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryFileTimestamp</string>
                </dict>
                """,
            good: """
                <dict>
                  <key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryFileTimestamp</string>
                  <key>NSPrivacyAccessedAPITypeReasons</key><array><string>C617.1</string></array>
                </dict>
                """,
            fix: """
                Add the missing key with a value Apple documents.
                """))

    func check(_ file: PropertyListFile) -> [Diagnostic] {
        guard let root = file.document.root.dictionary else { return [] }
        var found: [Diagnostic] = []
        let lists: [(key: String, required: [String], nonEmpty: String)] = [
            (PrivacyManifestTables.accessedAPITypes, [PrivacyManifestTables.accessedAPIType, PrivacyManifestTables.accessedAPIReasons],
             PrivacyManifestTables.accessedAPIReasons),
            (PrivacyManifestTables.collectedDataTypes,
             [PrivacyManifestTables.collectedDataType, PrivacyManifestTables.collectedDataLinked,
              PrivacyManifestTables.collectedDataTracking, PrivacyManifestTables.collectedDataPurposes],
             PrivacyManifestTables.collectedDataPurposes),
        ]
        for list in lists {
            for item in root[list.key]?.array ?? [] {
                guard let entry = item.dictionary else { continue }
                let location = item.location ?? SourceLocation(wholeFile: file.path)
                let missing = list.required.filter { entry[$0] == nil }
                if !missing.isEmpty {
                    found.append(diagnostic(.missing(missing, in: list.key), at: location))
                } else if let values = entry[list.nonEmpty]?.array, values.isEmpty {
                    found.append(diagnostic(.empty(list.nonEmpty, in: list.key), at: entry[list.nonEmpty]?.location ?? location))
                }
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(_ keys: [String], in list: String) -> Self {
        Self("an item of \(list) lacks \(keys.joined(separator: " and "))")
    }

    fileprivate static func empty(_ key: String, in list: String) -> Self {
        Self("\(key) of an item of \(list) is empty; it lists at least one value")
    }
}
