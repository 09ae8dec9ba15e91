import InterfaceBuilder

/// An iOS popover segue drawn from the view controller itself with no anchor (`popoverAnchorView`
/// or `popoverAnchorBarButtonItem`): no control triggers it, so the popover has nothing to point
/// at and UIKit refuses to present it. A popover triggered by a control anchors to that control.
/// macOS popover segues anchor to the sender passed to `performSegue`, and are not reported.
struct PopoverSegueWithoutAnchor: Rule {
    static let description = RuleDescription(
        id: "popover_segue_without_anchor", severity: .error, category: .segues,
        summary: "An iOS popover segue drawn from the view controller itself has no anchor view or bar button item.",
        documentation: RuleDocumentation(
            why: """
                On iOS a popover must be anchored to a view or bar button item: a popover segue drawn from the view \
                controller with no anchor crashes when performed ("must have a non-nil sourceView or barButtonItem").
                """,
            bad: """
                <segue destination="b2" kind="popoverPresentation" identifier="showFilters" id="s1"/>
                """,
            good: """
                <segue destination="b2" kind="popoverPresentation" identifier="showFilters" id="s1">
                  <popoverArrowDirection key="popoverArrowDirection" up="YES"/>
                  <popoverAnchorView key="anchorView" destination="button-1"/>
                </segue>
                """,
            fix: """
                Set the segue's anchor in the attributes inspector, or set sourceView in prepare(for:sender:) and draw \
                the segue from the control.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        guard file.platformFamily == .iOS else { return [] }
        return file.document.segues.compactMap { segue in
            guard let kind = segue.kindValue, kind == .popover || kind == .popoverPresentation, segue.isTriggeredByController,
                  segue.popoverAnchorView == nil, segue.popoverAnchorBarButtonItem == nil, segue.anchorView == nil
            else { return nil }
            return diagnostic(.noAnchor(Naming.segue(segue)), at: segue.location)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func noAnchor(_ segue: String) -> Self {
        "\(segue) is drawn from the view controller itself and has no anchor; set its anchor view or bar button item"
    }
}
