import InterfaceBuilder

/// An identifier with leading or trailing white space: it looks right in Interface Builder but
/// does not match the identifier typed in code.
struct IdentifierWhitespace: Rule {
    static let description = RuleDescription(
        id: "identifier_whitespace", severity: .warning, category: .entryPoints,
        summary: "A segue, storyboard, reuse, restoration or controller identifier starts or ends with white space.",
        documentation: RuleDocumentation(
            why: """
                An identifier with a leading or trailing space looks right in Interface Builder but does not match the \
                identifier typed in code, so the lookup fails at run time.
                """,
            bad: """
                <segue destination="b2" kind="show" identifier="showDetail " id="s1"/>
                """,
            good: """
                <segue destination="b2" kind="show" identifier="showDetail" id="s1"/>
                """,
            fix: """
                Remove the white space from the identifier.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        file.index.identifierUses
            .filter(\.hasEdgeWhiteSpace)
            .map { diagnostic(.whitespace($0.kind.rawValue, $0.value.value), at: $0.value.location) }
    }
}

extension Diagnostic.Message {
    fileprivate static func whitespace(_ kind: String, _ value: String) -> Self {
        "\(kind) '\(value)' starts or ends with white space, which code that names it must repeat exactly"
    }
}
