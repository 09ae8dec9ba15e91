/// A String Catalog string Xcode no longer finds in code (`extractionState: stale`), or a
/// translation in the `stale` state: text nobody sees, kept in every language until removed.
struct StringCatalogStale: Rule {
    static let description = RuleDescription(
        id: "string_catalog_stale", severity: .warning, category: .stringCatalogs,
        summary: "A String Catalog string is stale: Xcode no longer finds it in code.")

    func check(_ file: StringCatalogFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for entry in file.catalog.entries {
            if let state = entry.extractionState, state.value == "stale" {
                found.append(diagnostic(.staleString(entry.key), at: state.location))
                continue
            }
            for localization in entry.localizations {
                for (unit, _) in localization.stringUnits where unit.state?.value == "stale" {
                    found.append(diagnostic(.staleTranslation(entry.key, language: localization.language),
                                            at: unit.state?.location ?? unit.location))
                }
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func staleString(_ key: String) -> Self {
        "'\(key)' is stale: Xcode no longer finds it in code; remove it, or mark it as manually managed"
    }

    fileprivate static func staleTranslation(_ key: String, language: String) -> Self {
        "the \(language) translation of '\(key)' is stale"
    }
}
