import InterfaceBuilder

/// An outlet connected from outside a prototype cell to the cell or to something inside it. A
/// prototype is a template that repeats once per row, so there is no single object to connect:
/// Interface Builder refuses to compile it. Outlets from the cell itself (or from inside it) to
/// its own content are fine.
struct OutletToPrototypeContent: Rule {
    static let description = RuleDescription(
        id: "outlet_to_prototype_content", severity: .error, category: .cells,
        summary: "An outlet from outside a prototype cell connects to the cell's repeating content.",
        documentation: RuleDocumentation(
            why: """
                A prototype cell is a template repeated per row, so there is no single object for an outside outlet to \
                hold; Interface Builder refuses to compile the storyboard ("outlets cannot be connected to repeating \
                content").
                """,
            bad: """
                <!-- in the view controller -->
                <outlet property="titleLabel" destination="label-in-cell"/>
                """,
            good: """
                <!-- in the cell subclass -->
                <outlet property="titleLabel" destination="label-in-cell"/>
                """,
            fix: """
                Move the outlet to a UITableViewCell (or UICollectionViewCell) subclass set as the cell's custom \
                class, and set the label through the dequeued cell.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        guard file.document.cells.contains(where: \.isPrototype) else { return [] }
        var found: [Diagnostic] = []
        for connection in file.document.connections where connection.isOutlet {
            guard let destination = connection.destination, let object = file.index.object(withID: destination.value),
                  let cellIndex = object.cellIndex else { continue }
            let prototypes = file.enclosingCells(from: cellIndex).filter { file.document.cells[$0].isPrototype }
            guard !prototypes.isEmpty else { continue }
            let ownerCells = connection.owner.id.map { file.enclosingCells(ofID: $0.value) } ?? []
            guard let outside = prototypes.first(where: { !ownerCells.contains($0) }) else { continue }
            let cell = file.document.cells[outside]
            found.append(diagnostic(
                .repeating(connection.described, owner: Naming.element(connection.owner.elementName, id: connection.owner.id?.value),
                           element: Naming.element(object.elementName, id: destination.value), cell: file.describe(cell)),
                at: destination.location, related: [RelatedLocation(cell.location, "the prototype cell")]))
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func repeating(_ outlet: String, owner: String, element: String, cell: String) -> Self {
        "\(outlet) of \(owner) connects to \(element) in \(cell), which repeats once per row; connect it from the cell"
    }
}
