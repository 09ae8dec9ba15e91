import InterfaceBuilder

/// An attribute that names an element by `id` (`initialViewController`, popover anchors, constraint
/// items, `inferredMetricsTieBreakers` segues, a cell's `textLabel`...) names an id no element has.
///
/// Segue destinations and connection destinations and targets are left to
/// `segue_destination_unresolved` and `connection_destination_unresolved`, which say more about them.
struct UnresolvedIDReference: Rule {
    static let description = RuleDescription(
        id: "unresolved_id_reference", severity: .error, category: .ids,
        summary: "An attribute naming an element by id (initialViewController, popover anchor, ...) names no element.",
        documentation: RuleDocumentation(
            why: """
                An attribute naming an element by an id that no element has leaves Interface Builder nothing to \
                connect: the document fails to compile or loses the constraint, anchor or initial controller.
                """,
            bad: """
                <constraint firstItem="zzz-99" firstAttribute="top" secondItem="a1" secondAttribute="top"/>
                """,
            good: """
                <constraint firstItem="lbl-1" firstAttribute="top" secondItem="a1" secondAttribute="top"/>
                """,
            fix: """
                Point the attribute at an existing element, or delete it in Interface Builder and recreate it; it is \
                often what a bad merge leaves.
                """))

    /// Whether the segue and connection rules check an attribute instead (`destination`,
    /// `target`): two comparisons, not a hash per reference.
    static func isLeftToOtherRules(_ attribute: String) -> Bool {
        attribute == "destination" || attribute == "target"
    }

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        file.document.idReferences
            .filter { !Self.isLeftToOtherRules($0.attribute) && !file.index.contains(id: $0.value.value) }
            .map { reference in
                diagnostic(.unresolved(reference.attribute, of: reference.elementName, id: reference.value.value),
                           at: reference.value.location)
            }
    }
}

extension Diagnostic.Message {
    fileprivate static func unresolved(_ attribute: String, of element: String, id: String) -> Self {
        "'\(attribute)' of <\(element)> names id '\(id)', which no element of the document has"
    }
}
