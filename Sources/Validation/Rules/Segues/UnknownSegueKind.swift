import InterfaceBuilder

/// A segue without a `kind`, or with a kind Interface Builder does not write.
struct UnknownSegueKind: Rule {
    static let description = RuleDescription(
        id: "unknown_segue_kind", severity: .error, category: .segues,
        summary: "A segue has no kind or an unknown kind.")

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
