import InterfaceBuilder

extension InterfaceFile {
    /// `prototype <tableViewCell> 'Row' (abc-de-fgh)`, naming the reuse identifier when there is one.
    func describe(_ cell: Cell) -> String {
        let reuse = cell.reuseIdentifier.flatMap { $0.value.isEmpty ? nil : " '\($0.value)'" } ?? ""
        return "\(cell.isPrototype ? "prototype " : "")<\(cell.kind.elementName)>\(reuse)" + (cell.id.map { " (\($0.value))" } ?? "")
    }

    /// The cells holding an element's id, innermost first (a cell holds its own id).
    func enclosingCells(ofID id: String) -> [Int] {
        var chain: [Int] = []
        var current = index.object(withID: id)?.cellIndex
        while let cell = current, document.cells.indices.contains(cell), !chain.contains(cell) {
            chain.append(cell)
            current = document.cells[cell].enclosingCellIndex
        }
        return chain
    }
}
