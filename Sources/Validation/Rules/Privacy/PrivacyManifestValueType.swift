import PropertyList
import TripSource

/// A privacy manifest whose root is not a dictionary, or whose documented keys hold values of the
/// wrong type: `NSPrivacyTracking` a boolean, `NSPrivacyTrackingDomains` an array of strings,
/// `NSPrivacyCollectedDataTypes` and `NSPrivacyAccessedAPITypes` arrays of dictionaries, and in
/// those dictionaries the types `PrivacyManifestTables` gives (App Store Connect rejects such a
/// manifest, ITMS-91056). Reported at the value.
struct PrivacyManifestValueType: Rule {
    static let description = RuleDescription(
        id: "privacy_manifest_value_type", severity: .error, category: .privacy,
        summary: "A privacy manifest key holds a value of the wrong type.",
        documentation: RuleDocumentation(
            why: """
                A privacy manifest value of the wrong type (a string where Apple documents a Boolean or an array) is \
                not read as a declaration.
                """,
            bad: """
                <key>NSPrivacyTracking</key>
                <string>NO</string>
                """,
            good: """
                <key>NSPrivacyTracking</key>
                <false/>
                """,
            fix: """
                Write the value with the type Apple documents for the key.
                """))

    func check(_ file: PropertyListFile) -> [Diagnostic] {
        let root = file.document.root
        guard let dictionary = root.dictionary else {
            return [diagnostic(.rootNotDictionary(root.kind), at: root.location ?? SourceLocation(wholeFile: file.path))]
        }
        var found: [Diagnostic] = []
        check(dictionary, shapes: PrivacyManifestTables.topLevelKeys, into: &found)
        for (key, entryShapes) in [(PrivacyManifestTables.accessedAPITypes, PrivacyManifestTables.accessedAPIKeys),
                                   (PrivacyManifestTables.collectedDataTypes, PrivacyManifestTables.collectedDataKeys)] {
            for item in dictionary[key]?.array ?? [] {
                if let entry = item.dictionary { check(entry, shapes: entryShapes, into: &found) }
            }
        }
        return found
    }

    /// Checks the keys of a dictionary that have a documented shape.
    private func check(_ dictionary: PlistDictionary, shapes: [String: PrivacyManifestTables.ValueShape], into found: inout [Diagnostic]) {
        for entry in dictionary.entries {
            guard let shape = shapes[entry.key] else { continue }
            let value = entry.value
            let location = value.location ?? entry.keyLocation
            switch shape {
            case .boolean, .string:
                let expected: PlistValue.Kind = shape == .boolean ? .boolean : .string
                if value.kind != expected, let location {
                    found.append(diagnostic(.wrongType(entry.key, expected: expected, found: value.kind), at: location))
                }
            case .arrayOfStrings, .arrayOfDictionaries:
                guard let items = value.array else {
                    if let location { found.append(diagnostic(.wrongType(entry.key, expected: .array, found: value.kind), at: location)) }
                    continue
                }
                let expected: PlistValue.Kind = shape == .arrayOfStrings ? .string : .dictionary
                for item in items where item.kind != expected {
                    if let location = item.location ?? location {
                        found.append(diagnostic(.wrongItemType(entry.key, expected: expected, found: item.kind), at: location))
                    }
                }
            }
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func rootNotDictionary(_ kind: PlistValue.Kind) -> Self {
        "a privacy manifest holds a dictionary, not \(kind.withArticle)"
    }

    fileprivate static func wrongType(_ key: String, expected: PlistValue.Kind, found: PlistValue.Kind) -> Self {
        "\(key) must be \(expected.withArticle), not \(found.withArticle)"
    }

    fileprivate static func wrongItemType(_ key: String, expected: PlistValue.Kind, found: PlistValue.Kind) -> Self {
        "each item of \(key) must be \(expected.withArticle), not \(found.withArticle)"
    }
}
