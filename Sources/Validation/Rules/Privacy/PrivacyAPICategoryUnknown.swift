import TripSource

/// An `NSPrivacyAccessedAPIType` that is none of the required-reason API categories Apple
/// documents (`NSPrivacyAccessedAPICategoryFileTimestamp`, `...SystemBootTime`, `...DiskSpace`,
/// `...ActiveKeyboards`, `...UserDefaults`). Reported at the value, with the nearest category.
struct PrivacyAPICategoryUnknown: Rule {
    static let description = RuleDescription(
        id: "privacy_api_category_unknown", severity: .error, category: .privacy,
        summary: "A privacy manifest declares a required-reason API category Apple does not document.",
        documentation: RuleDocumentation(
            why: """
                App Store Connect accepts only the required-reason API categories Apple documents: an unknown one \
                (often a typo) declares nothing, so the API use it was meant to declare is undeclared (ITMS-91053).
                """,
            bad: """
                <key>NSPrivacyAccessedAPIType</key>
                <string>NSPrivacyAccessedAPICategoryUserDefault</string>
                """,
            good: """
                <key>NSPrivacyAccessedAPIType</key>
                <string>NSPrivacyAccessedAPICategoryUserDefaults</string>
                """,
            fix: """
                Use a category from Apple's "Describing use of required reason API" list.
                """))

    func check(_ file: PropertyListFile) -> [Diagnostic] {
        guard let manifest = PrivacyManifest(file) else { return [] }
        return manifest.accessedAPIs.compactMap { api in
            guard let category = api.category, PrivacyManifestTables.reasons[category.value] == nil else { return nil }
            let suggestion = NearMatch.nearest(to: category.value, in: PrivacyManifestTables.categories)
            return diagnostic(.unknown(category.value, suggestion: suggestion), at: category.location)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func unknown(_ category: String, suggestion: String?) -> Self {
        Self("'\(category)' is not a required-reason API category" + didYouMean(suggestion))
    }
}
