/// A String Catalog that Xcode cannot read: not JSON, or without the keys and types its format
/// requires (`sourceLanguage`, `strings`, a string unit's `state` and `value`, objects where the
/// format has objects). The build fails on it.
struct StringCatalogInvalid: Rule {
    static let description = RuleDescription(
        id: "string_catalog_invalid", severity: .error, category: .stringCatalogs,
        summary: "A String Catalog is not JSON, or lacks a key or type its format requires.",
        documentation: RuleDocumentation(
            why: """
                Xcode fails the build on a String Catalog that is not JSON or lacks a key or type its format requires.
                """,
            bad: """
                { "strings" : { "done" : { } } }
                """,
            good: """
                { "sourceLanguage" : "en", "strings" : { "done" : { } }, "version" : "1.0" }
                """,
            fix: """
                Restore the catalog from version control or add what the format requires (sourceLanguage, version, a \
                string unit's state and value).
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for failure in project.failures {
            if case .stringCatalog(let error) = failure.reason {
                found.append(diagnostic(Diagnostic.Message(error.message), at: error.location))
            }
        }
        for file in project.stringCatalogs {
            for problem in file.catalog.problems where problem.makesCatalogUnreadable {
                found.append(diagnostic(Diagnostic.Message(problem.message), at: problem.location))
            }
        }
        return found
    }
}
