import InterfaceBuilder

extension InterfaceFile {
    /// `prototype <tableViewCell> 'Row' (abc-de-fgh)`, naming the reuse identifier when there is one.
    func describe(_ cell: Cell) -> String {
        let reuse = cell.reuseIdentifier.flatMap { $0.value.isEmpty ? nil : " '\($0.value)'" } ?? ""
        return "\(cell.isPrototype ? "prototype " : "")<\(cell.kind.elementName)>\(reuse)" + (cell.id.map { " (\($0.value))" } ?? "")
    }

    /// The cells holding an element's id, innermost first (a cell holds its own id).
    func enclosingCells(ofID id: String) -> [Int] {
        enclosingCells(from: index.object(withID: id)?.cellIndex)
    }

    /// A cell and the cells holding it, innermost first: the chain `enclosingCells(ofID:)` gives
    /// for an element whose innermost cell is `cell`.
    func enclosingCells(from cell: Int?) -> [Int] {
        var chain: [Int] = []
        var current = cell
        while let cell = current, document.cells.indices.contains(cell), !chain.contains(cell) {
            chain.append(cell)
            current = document.cells[cell].enclosingCellIndex
        }
        return chain
    }
}
