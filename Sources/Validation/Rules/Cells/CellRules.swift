extension RuleCategory {
    /// Table and collection view cells.
    public static let cells = RuleCategory(rawValue: "cells")
}

extension StandardRules {
    /// The rules of cells.
    static var cells: [AnyRule<ValidationProject>] {
        [
            AnyRule(PrototypeCellMissingReuseIdentifier(), forEach: \.interfaceFiles),
            AnyRule(DuplicateReuseIdentifier(), forEach: \.interfaceFiles),
            AnyRule(StaticCellsOutsideTableViewController(), forEach: \.interfaceFiles),
            AnyRule(OutletToPrototypeContent(), forEach: \.interfaceFiles),
        ]
    }
}
