import InterfaceBuilder

/// A segue without a `kind`, or with a kind Interface Builder does not write.
struct UnknownSegueKind: Rule {
    static let description = RuleDescription(
        id: "unknown_segue_kind", severity: .error, category: .segues,
        summary: "A segue has no kind or an unknown kind.",
        documentation: RuleDocumentation(
            why: """
                A segue with no kind, or one Interface Builder does not write, fails to compile; it is usually a hand \
                edit or a bad merge.
                """,
            bad: """
                <segue destination="b2" kind="shwo" id="s1"/>
                """,
            good: """
                <segue destination="b2" kind="show" id="s1"/>
                """,
            fix: """
                Choose the segue's kind in Interface Builder.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        file.document.segues.compactMap { segue in
            guard let kind = segue.kind else { return diagnostic(.noKind(Naming.segue(segue)), at: segue.location) }
            guard case .other(let name) = kind.value else { return nil }
            return diagnostic(.unknown(name), at: kind.location)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func noKind(_ segue: String) -> Self {
        "\(segue) has no kind"
    }

    fileprivate static func unknown(_ kind: String) -> Self {
        Self("unknown segue kind '\(kind)'; expected one of " + SegueKinds.known.map(\.name).joined(separator: ", "))
    }
}
