import PropertyList

/// A key written twice in one dictionary of a property list or strings file: the last value wins
/// silently, and the first is dead text that readers of the file still believe.
struct PlistDuplicateKey: Rule {
    static let description = RuleDescription(
        id: "plist_duplicate_key", severity: .warning, category: .plists,
        summary: "A key appears twice in one dictionary of a property list or strings file.")

    func check(_ file: PropertyListFile) -> [Diagnostic] {
        file.document.duplicateKeys.map { duplicate in
            diagnostic(.duplicate(duplicate.key), at: duplicate.duplicate,
                       related: [RelatedLocation(duplicate.first, "first written here")])
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func duplicate(_ key: String) -> Self {
        "key '\(key)' is already in this dictionary; this later value replaces the first"
    }
}
