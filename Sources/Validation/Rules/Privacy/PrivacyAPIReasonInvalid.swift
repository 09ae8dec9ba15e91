import TripSource

/// A reason in `NSPrivacyAccessedAPITypeReasons` that is not one of the codes Apple documents for
/// the entry's category (`CA92.1` for user defaults, `C617.1` for file timestamps, ...): a code of
/// another category, or no documented code at all. App Store Connect rejects it (ITMS-91056).
/// Reported at the reason; an entry whose category is unknown is left to
/// `privacy_api_category_unknown`.
struct PrivacyAPIReasonInvalid: Rule {
    static let description = RuleDescription(
        id: "privacy_api_reason_invalid", severity: .error, category: .privacy,
        summary: "A privacy manifest gives a reason code its API category does not have.",
        documentation: RuleDocumentation(
            why: """
                Each required-reason API category has its own reason codes: a reason of another category, or an \
                unknown one, does not declare the use, and App Store Connect reports it.
                """,
            bad: """
                <key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryUserDefaults</string>
                <key>NSPrivacyAccessedAPITypeReasons</key><array><string>35F9.1</string></array>
                """,
            good: """
                <key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryUserDefaults</string>
                <key>NSPrivacyAccessedAPITypeReasons</key><array><string>CA92.1</string></array>
                """,
            fix: """
                Choose a reason Apple documents for that category that describes how the app uses the API.
                """))

    func check(_ file: PropertyListFile) -> [Diagnostic] {
        guard let manifest = PrivacyManifest(file) else { return [] }
        var found: [Diagnostic] = []
        for api in manifest.accessedAPIs {
            guard let category = api.category?.value, let valid = PrivacyManifestTables.reasons[category] else { continue }
            for reason in api.reasons where !valid.contains(reason.value) {
                let owner = PrivacyManifestTables.categoryOfReason[reason.value]
                found.append(diagnostic(.invalid(reason.value, category: category, owner: owner, valid: valid), at: reason.location))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func invalid(_ reason: String, category: String, owner: String?, valid: [String]) -> Self {
        let why = owner.map { "is a reason of \($0), not of \(category)" } ?? "is not a reason code of \(category)"
        return Self("'\(reason)' \(why); its reasons are \(valid.joined(separator: ", "))")
    }
}
