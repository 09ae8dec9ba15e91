import InterfaceBuilder

/// An `embed` segue drawn from something other than a container view: only a `containerView`
/// can host the embedded controller's view.
struct EmbedSegueNotFromContainerView: Rule {
    static let description = RuleDescription(
        id: "embed_segue_not_from_container_view", severity: .error, category: .segues,
        summary: "An embed segue does not leave a container view.",
        documentation: RuleDocumentation(
            why: """
                Only a container view can host an embedded controller's view: an embed segue from anything else fails \
                to compile.
                """,
            bad: """
                <view id="v1">
                  <segue destination="b2" kind="embed" id="s1"/>
                """,
            good: """
                <containerView id="v1">
                  <segue destination="b2" kind="embed" id="s1"/>
                """,
            fix: """
                Draw the embed segue from a container view.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        file.document.segues.compactMap { segue in
            guard segue.kindValue == .embed, segue.trigger.elementName != "containerView" else { return nil }
            return diagnostic(.notFromContainerView(Naming.segue(segue), Naming.element(segue.trigger.elementName, id: segue.trigger.id?.value)),
                              at: segue.location)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func notFromContainerView(_ segue: String, _ trigger: String) -> Self {
        "\(segue) leaves \(trigger); embed segues must leave a container view"
    }
}
