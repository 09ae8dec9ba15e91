import InterfaceBuilder

/// A segue drawn from the view controller itself (a "manual" segue) without an identifier: no
/// control triggers it, so only `performSegue(withIdentifier:sender:)` can fire it, and that
/// needs the identifier. Relationship and embed segues are not fired this way and are left out.
struct ControllerSegueWithoutIdentifier: Rule {
    static let description = RuleDescription(
        id: "controller_segue_without_identifier", severity: .warning, category: .segues,
        summary: "A segue drawn from the view controller itself has no identifier, so code cannot perform it.",
        documentation: RuleDocumentation(
            why: """
                A segue drawn from the view controller itself is triggered by no control, so only \
                performSegue(withIdentifier:sender:) can fire it, and that needs an identifier.
                """,
            bad: """
                <segue destination="b2" kind="show" id="s1"/>   <!-- drawn from the controller -->
                """,
            good: """
                <segue destination="b2" kind="show" identifier="showDetail" id="s1"/>
                """,
            fix: """
                Give the segue the identifier code performs it by, or delete it if nothing does.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        file.document.segues.compactMap { segue in
            guard segue.isTriggeredByController, let kind = segue.kindValue, kind != .relationship, kind != .embed,
                  segue.identifier?.value.isEmpty ?? true else { return nil }
            let scene = file.document.sourceScene(of: segue).map(Naming.scene) ?? "its scene"
            return diagnostic(.noIdentifier(Naming.segue(segue), scene: scene), at: segue.location)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func noIdentifier(_ segue: String, scene: String) -> Self {
        Self("\(segue) is drawn from the view controller of \(scene) but has no identifier; "
            + "only performSegue(withIdentifier:sender:) can fire it")
    }
}
