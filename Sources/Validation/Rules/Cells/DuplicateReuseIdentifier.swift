import InterfaceBuilder

/// Two prototypes of one table or collection view with the same reuse identifier: dequeuing by
/// that identifier gives only one of them. Cells and supplementary views are registered apart and
/// may share an identifier.
struct DuplicateReuseIdentifier: Rule {
    static let description = RuleDescription(
        id: "duplicate_reuse_identifier", severity: .error, category: .cells,
        summary: "Two prototypes of one table or collection view have the same reuse identifier.",
        documentation: RuleDocumentation(
            why: """
                Dequeuing by a reuse identifier gives one prototype: the other prototype with the same identifier is \
                never shown, and which one the table uses is not the one the code expects.
                """,
            bad: """
                <tableViewCell reuseIdentifier="Cell" id="a1"/>
                <tableViewCell reuseIdentifier="Cell" id="b2"/>
                """,
            good: """
                <tableViewCell reuseIdentifier="TitleCell" id="a1"/>
                <tableViewCell reuseIdentifier="DetailCell" id="b2"/>
                """,
            fix: """
                Give each prototype its own identifier, and dequeue each by its own in code.
                """))

    private struct Key: Hashable {
        let container: Int
        let kind: CellKind
        let identifier: String
    }

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        var first: [Key: Located<String>] = [:]
        var found: [Diagnostic] = []
        for cell in file.document.cells where cell.isPrototype {
            guard let container = cell.containerIndex, let identifier = cell.reuseIdentifier, !identifier.value.isEmpty else {
                continue
            }
            let key = Key(container: container, kind: cell.kind, identifier: identifier.value)
            if let earlier = first[key] {
                found.append(diagnostic(.duplicate(identifier.value), at: identifier.location,
                                        related: [RelatedLocation(earlier.location, "first used here")]))
            } else {
                first[key] = identifier
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func duplicate(_ identifier: String) -> Self {
        "reuse identifier '\(identifier)' is already used by another prototype of this table or collection view"
    }
}
