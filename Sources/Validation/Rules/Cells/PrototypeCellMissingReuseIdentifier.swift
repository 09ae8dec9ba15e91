import InterfaceBuilder

/// A prototype cell (or collection reusable view) without a reuse identifier: nothing can dequeue
/// it, so the table or collection view never shows it.
struct PrototypeCellMissingReuseIdentifier: Rule {
    static let description = RuleDescription(
        id: "prototype_cell_missing_reuse_identifier", severity: .warning, category: .cells,
        summary: "A prototype cell or reusable view has no reuse identifier, so it can never be dequeued.",
        documentation: RuleDocumentation(
            why: """
                A prototype without a reuse identifier can never be dequeued, so the table or collection view never \
                shows it; Interface Builder warns about it too.
                """,
            bad: """
                <tableViewCell style="IBUITableViewCellStyleDefault" id="a1">
                """,
            good: """
                <tableViewCell reuseIdentifier="TitleCell" style="IBUITableViewCellStyleDefault" id="a1">
                """,
            fix: """
                Give the prototype the identifier code dequeues it by, or delete it if nothing uses it.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        file.document.cells.compactMap { cell in
            guard cell.isPrototype, cell.reuseIdentifier?.value.isEmpty ?? true else { return nil }
            return diagnostic(.missing(file.describe(cell)), at: cell.reuseIdentifier?.location ?? cell.location)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(_ cell: String) -> Self {
        "\(cell) has no reuse identifier; it can never be dequeued"
    }
}
