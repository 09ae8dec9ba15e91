/// A String Catalog string Xcode no longer finds in code (`extractionState: stale`), or a
/// translation in the `stale` state: text nobody sees, kept in every language until removed.
///
/// Xcode extracts strings per target and only from the calls it knows, so a key the code still
/// names through a wrapper (`"Links".localized`) or from another target's code is marked stale
/// too: when a string literal among the sources equals the key, or the key begins with the text an
/// interpolated Swift literal has before its interpolation (`"wallet_name.\(index)"` names every
/// `wallet_name.N`), the finding is a note that says so, since removing the string would break the app.
struct StringCatalogStale: Rule {
    static let description = RuleDescription(
        id: "string_catalog_stale", severity: .warning, category: .stringCatalogs,
        summary: "A String Catalog string is stale: Xcode no longer finds it in code.",
        evidence:
            "Reads the catalog's extraction and translation states; a stale string that a string literal among the "
            + "Swift or Objective-C files still names (through a wrapper, or from code of another target) is a note, and so "
            + "is one that begins with the literal text before an interpolation (\"wallet_name.\\(index)\").",
        documentation: RuleDocumentation(
            why: """
                Xcode marks a string stale when it no longer finds it in code: it is dead text that translators keep \
                paying for, or code builds the key at run time.
                """,
            bad: """
                "old.welcome" : { "extractionState" : "stale", ... }
                """,
            good: """
                (the string removed from the catalog)
                """,
            fix: """
                Remove stale strings code does not use; keep (and mark manual) a key code builds at run time.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        guard !project.stringCatalogs.isEmpty else { return [] }
        var literals: Set<String> = []
        var prefixes: Set<String> = []
        for file in project.codeFiles {
            literals.formUnion(file.stringLiterals)
            prefixes.formUnion(file.interpolatedLiteralPrefixes)
        }
        let named = Named(literals: literals, prefixes: PrefixSet(prefixes))
        return project.stringCatalogs.flatMap { check($0, named: named) }
    }

    /// What the code names: whole literals, and the starts of interpolated ones.
    private struct Named {
        let literals: Set<String>
        let prefixes: PrefixSet

        func names(_ key: String) -> Bool {
            literals.contains(key) || prefixes.containsPrefix(of: key)
        }
    }

    private func check(_ file: StringCatalogFile, named: Named) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for entry in file.catalog.entries {
            if let state = entry.extractionState, state.value == "stale" {
                let isNamed = named.names(entry.key)
                found.append(
                    diagnostic(
                        isNamed ? .staleNamedInCode(entry.key) : .staleString(entry.key), at: state.location,
                        severity: isNamed ? .note : nil))
                continue
            }
            for localization in entry.localizations {
                for unit in localization.stringUnits(inState: "stale") {
                    found.append(
                        diagnostic(
                            .staleTranslation(entry.key, language: localization.language),
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

    fileprivate static func staleNamedInCode(_ key: String) -> Self {
        Self(
            "'\(key)' is marked stale, but a string literal in the code still names it (through a wrapper, from code "
                + "of another target, or built with an interpolation, which Xcode does not extract): keep it, and mark it as "
                + "manually managed")
    }

    fileprivate static func staleTranslation(_ key: String, language: String) -> Self {
        "the \(language) translation of '\(key)' is stale"
    }
}
