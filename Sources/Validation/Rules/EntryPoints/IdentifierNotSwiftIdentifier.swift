import InterfaceBuilder

/// A segue, storyboard, reuse or controller identifier that could not be a Swift identifier
/// (spaces, dashes, dots, a leading digit): code generators such as SwiftGen and R.swift must
/// rename it, and the generated name no longer matches the storyboard's.
///
/// Empty identifiers and identifiers with white space at their ends are left to `identifier_empty`
/// and `identifier_whitespace`; restoration identifiers are not checked (code never names them).
struct IdentifierNotSwiftIdentifier: Rule {
    static let description = RuleDescription(
        id: "identifier_not_swift_identifier", severity: .warning, category: .entryPoints,
        summary: "A segue, storyboard, reuse or controller identifier could not be a Swift identifier.",
        isOptIn: true,
        evidence: "Opt-in: a code-generation concern (SwiftGen, R.swift), not a defect; UIKit takes any string.",
        documentation: RuleDocumentation(
            why: """
                Code generators (SwiftGen, R.swift) must rename an identifier that is no Swift identifier, so the \
                generated name differs from the storyboard's and searching for one does not find the other.
                """,
            bad: """
                <viewController storyboardIdentifier="settings-screen" id="a1">
                """,
            good: """
                <viewController storyboardIdentifier="SettingsScreen" id="a1">
                """,
            fix: """
                Rename the identifier to letters, digits and underscores, not starting with a digit, and update the \
                code that names it.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        file.index.identifierUses
            .filter { use in
                use.becomesSwiftName && !use.value.value.isEmpty && !use.hasEdgeWhiteSpace
                    && !IdentifierUse.isSwiftIdentifier(use.value.value)
            }
            .map { diagnostic(.notSwift($0.kind.rawValue, $0.value.value), at: $0.value.location) }
    }
}

extension Diagnostic.Message {
    fileprivate static func notSwift(_ kind: String, _ value: String) -> Self {
        "\(kind) '\(value)' is not a valid Swift identifier; generated code must rename it"
    }
}
