import InterfaceBuilder

/// An identifier attribute that is present but empty (a cleared field in Interface Builder):
/// nothing can be looked up by it, and code generators trip over it.
///
/// Empty reuse identifiers of prototype cells and empty identifiers of controller-triggered segues
/// are reported by `prototype_cell_missing_reuse_identifier` and
/// `controller_segue_without_identifier` instead.
struct IdentifierEmpty: Rule {
    static let description = RuleDescription(
        id: "identifier_empty", severity: .warning, category: .entryPoints,
        summary: "A segue, storyboard, reuse, restoration or controller identifier is present but empty.",
        documentation: RuleDocumentation(
            why: """
                An identifier that is present but empty (a field cleared in Interface Builder) names nothing code can \
                look up, and code generators such as SwiftGen produce an unusable name for it.
                """,
            bad: """
                <viewController storyboardIdentifier="" id="a1">
                """,
            good: """
                <viewController storyboardIdentifier="SettingsViewController" id="a1">
                """,
            fix: """
                Type the identifier code uses, or remove the attribute if nothing does.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        file.index.identifierUses
            .filter { $0.value.value.isEmpty && !$0.emptyIsReportedElsewhere }
            .map { diagnostic(.empty($0.kind.rawValue), at: $0.value.location) }
    }
}

extension Diagnostic.Message {
    fileprivate static func empty(_ kind: String) -> Self {
        "\(kind) is empty; remove the attribute or give it a name"
    }
}
