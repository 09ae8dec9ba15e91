import InterfaceBuilder

/// A relationship segue without a `relationship`, with an unknown one, drawn from something other
/// than a container controller, or naming a relationship its container does not have
/// (`rootViewController` from a tab bar controller). See `ContainerRelationships` for the table.
struct RelationshipSegueInvalid: Rule {
    static let description = RuleDescription(
        id: "relationship_segue_invalid", severity: .error, category: .segues,
        summary: "A relationship segue has no relationship, an unknown one, or one its source container does not have.",
        documentation: RuleDocumentation(
            why: """
                A relationship segue links a container to its children: one without a relationship, with an unknown \
                one, or one its container does not have leaves the container without the child (or fails to compile).
                """,
            bad: """
                <tabBarController id="t1">
                  <segue destination="a1" kind="relationship" relationship="rootViewController" id="s1"/>
                """,
            good: """
                <tabBarController id="t1">
                  <segue destination="a1" kind="relationship" relationship="viewControllers" id="s1"/>
                """,
            fix: """
                Redraw the relationship from the container in Interface Builder, which writes the relationship the \
                container has.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        let platform = file.platformFamily
        var found: [Diagnostic] = []
        for segue in file.document.segues where segue.kindValue == .relationship {
            guard let relationship = segue.relationship else {
                found.append(diagnostic(.noRelationship(Naming.segue(segue)), at: segue.location))
                continue
            }
            let name = relationship.value.name
            guard ContainerRelationships.allNames.contains(name) else {
                found.append(diagnostic(.unknown(name), at: relationship.location))
                continue
            }
            guard platform != .unknown, let scene = file.document.sourceScene(of: segue), let controller = scene.controller,
                  let kind = controller.controllerKind, kind.isKnown else { continue }
            guard segue.isTriggeredByController,
                  let relationships = ContainerRelationships.relationships(of: kind, on: platform) else {
                found.append(diagnostic(.notFromContainer(name, source: Naming.element(segue.trigger.elementName, id: segue.trigger.id?.value)),
                                        at: relationship.location))
                continue
            }
            if !relationships.contains(where: { $0.name == name }) {
                found.append(diagnostic(
                    .notOfContainer(name, container: kind.elementName, expected: relationships.map(\.name)),
                    at: relationship.location))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func noRelationship(_ segue: String) -> Self {
        "\(segue) has no relationship"
    }

    fileprivate static func unknown(_ relationship: String) -> Self {
        "unknown relationship '\(relationship)'"
    }

    fileprivate static func notFromContainer(_ relationship: String, source: String) -> Self {
        "'\(relationship)' relationship segue leaves \(source), which is not a container view controller"
    }

    fileprivate static func notOfContainer(_ relationship: String, container: String, expected: [String]) -> Self {
        Self("a <\(container)> has no '\(relationship)' relationship; expected "
            + expected.map { "'\($0)'" }.joined(separator: " or "))
    }
}
