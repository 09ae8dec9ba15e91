import InterfaceBuilder

/// A `custom` segue without a `customClass`: UIKit and AppKit have nothing to instantiate.
struct CustomSegueWithoutClass: Rule {
    static let description = RuleDescription(
        id: "custom_segue_without_class", severity: .error, category: .segues,
        summary: "A custom segue has no custom class.",
        documentation: RuleDocumentation(
            why: """
                A custom segue performs its own class's perform(): with no class there is nothing to instantiate, and \
                performing it crashes.
                """,
            bad: """
                <segue destination="b2" kind="custom" id="s1"/>
                """,
            good: """
                <segue destination="b2" kind="custom" customClass="FadeSegue" customModule="App" id="s1"/>
                """,
            fix: """
                Set the segue's class to your UIStoryboardSegue (or NSStoryboardSegue) subclass, or choose a built-in \
                kind.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        file.document.segues.compactMap { segue in
            guard let kind = segue.kind, kind.value == .custom, segue.customClass?.value.isEmpty ?? true else { return nil }
            return diagnostic(.noClass(Naming.segue(segue)), at: kind.location)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func noClass(_ segue: String) -> Self {
        "\(segue) has no custom class; set the UIStoryboardSegue (NSStoryboardSegue) subclass to perform it"
    }
}
