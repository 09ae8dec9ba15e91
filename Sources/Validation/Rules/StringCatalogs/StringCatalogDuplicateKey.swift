/// A key written twice in one object of a String Catalog: JSON readers, Xcode's included, keep one
/// of the values without a word, so a translation or a whole string silently disappears (a merge
/// conflict resolved by keeping both sides does this).
///
/// Reported once per key and object, at its second writing, with the first as the related
/// location, as `plist_duplicate_key` reports property lists.
struct StringCatalogDuplicateKey: Rule {
    static let description = RuleDescription(
        id: "string_catalog_duplicate_key", severity: .warning, category: .stringCatalogs,
        summary: "A key appears twice in one object of a String Catalog.",
        documentation: RuleDocumentation(
            why: """
                JSON readers keep one of two equal keys: the translation written first (or last) is lost, usually \
                after a merge.
                """,
            bad: """
                "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } },
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Erledigt" } } }
                """,
            good: """
                "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } } }
                """,
            fix: """
                Keep one of the two entries.
                """))

    func check(_ file: StringCatalogFile) -> [Diagnostic] {
        PlistDuplicateKey.groups(file.duplicateKeys).map { group in
            diagnostic(.duplicate(group.duplicate.key, times: group.count), at: group.duplicate.duplicate,
                       related: [RelatedLocation(group.duplicate.first, "first written here")])
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func duplicate(_ key: String, times: Int) -> Self {
        times == 2
            ? "key '\(key)' is already in this object; JSON readers keep only one of the two values"
            : "key '\(key)' is written \(times) times in this object; JSON readers keep only one of the values"
    }
}
