import PropertyList
import TripSource

/// A key written twice in one dictionary of a property list or strings file: the last value wins
/// silently (as CoreFoundation's readers keep it), and the first is dead text that readers of the
/// file still believe.
///
/// Reported once per key and dictionary, at its second definition, with the first as the related
/// location; a key written more often says how many times (a `Localizable.strings` with the same
/// key in three places is one finding, not two). When every repetition carries the value it
/// replaces, nothing is lost: the finding is a note saying the copies are redundant.
struct PlistDuplicateKey: Rule {
    static let description = RuleDescription(
        id: "plist_duplicate_key", severity: .warning, category: .plists,
        summary: "A key appears twice in one dictionary of a property list or strings file.",
        documentation: RuleDocumentation(
            why: """
                When a key appears twice in one dictionary, readers keep one of the values, which may not be the one \
                meant; in a strings table one translation silently wins.
                """,
            bad: """
                "done" = "Done";
                "done" = "Finished";
                """,
            good: """
                "done" = "Done";
                """,
            fix: """
                Keep one of the two entries.
                """))

    func check(_ file: PropertyListFile) -> [Diagnostic] {
        Self.groups(file.document.duplicateKeys).map { group in
            let related = [RelatedLocation(group.duplicate.first, "first written here")]
            return group.repeatsValue
                ? diagnostic(.repeated(group.duplicate.key, times: group.count), at: group.duplicate.duplicate,
                             related: related, severity: .note)
                : diagnostic(.duplicate(group.duplicate.key, times: group.count), at: group.duplicate.duplicate,
                             related: related)
        }
    }

    /// The repetitions of a file grouped by key and dictionary: the first repetition of each key,
    /// how many times the key is written in all, and whether every repetition repeats the value.
    static func groups(_ duplicateKeys: [DuplicateKey]) -> [(duplicate: DuplicateKey, count: Int, repeatsValue: Bool)] {
        // A third definition names the second as the one it replaces: the group of a key is found
        // by the location of the definition it replaced.
        var groupByLocation: [SourceLocation: Int] = [:]
        var groups: [(duplicate: DuplicateKey, count: Int, repeatsValue: Bool)] = []
        for duplicate in duplicateKeys {
            if let position = groupByLocation[duplicate.first] {
                groups[position].count += 1
                groups[position].repeatsValue = groups[position].repeatsValue && duplicate.repeatsValue
                groupByLocation[duplicate.duplicate] = position
            } else {
                groupByLocation[duplicate.first] = groups.count
                groupByLocation[duplicate.duplicate] = groups.count
                groups.append((duplicate, 2, duplicate.repeatsValue))
            }
        }
        return groups
    }
}

extension Diagnostic.Message {
    fileprivate static func duplicate(_ key: String, times: Int) -> Self {
        times == 2
            ? "key '\(key)' is already in this dictionary; this later value replaces the first"
            : "key '\(key)' is written \(times) times in this dictionary; the last value replaces the others"
    }

    fileprivate static func repeated(_ key: String, times: Int) -> Self {
        times == 2
            ? "key '\(key)' is already in this dictionary with the same value; the copy is redundant"
            : "key '\(key)' is written \(times) times in this dictionary, always with the same value; the copies are redundant"
    }
}
