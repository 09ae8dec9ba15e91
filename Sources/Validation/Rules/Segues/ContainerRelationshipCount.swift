import InterfaceBuilder

/// A container controller with too few or too many segues of one relationship: a navigation
/// controller without a root view controller or with two, a split view controller without its
/// master or detail. See `ContainerRelationships` for the counts.
///
/// A missing relationship is only a note: it is legal, and common, to leave it out and set it in
/// code (`setViewControllers(_:animated:)`, `viewControllers = [...]`, `init(rootViewController:)`
/// on a subclass), which the storyboard cannot show. A relationship given more times than the
/// container takes is an error.
struct ContainerRelationshipCount: Rule {
    static let description = RuleDescription(
        id: "container_relationship_count", severity: .error, category: .segues,
        summary: "A container controller lacks a required relationship (root, master, detail) or has one twice.",
        evidence: "A relationship given twice is an error. A missing one is a note: code may set the root, master "
            + "or detail view controller.",
        documentation: RuleDocumentation(
            why: """
                A navigation controller without a root, or a split view controller without a master or detail, shows \
                nothing where the child should be; a relationship given twice keeps only one child.
                """,
            bad: """
                <navigationController id="n1"/>   <!-- no rootViewController segue -->
                """,
            good: """
                <navigationController id="n1">
                  <segue destination="a1" kind="relationship" relationship="rootViewController" id="s1"/>
                """,
            fix: """
                Draw the missing relationship segue from the container (or remove the extra one).
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        let platform = file.platformFamily
        var bySource: [Int: [Segue]] = [:]
        for segue in file.document.segues where segue.kindValue == .relationship && segue.isTriggeredByController {
            if let scene = segue.sceneIndex { bySource[scene, default: []].append(segue) }
        }
        var found: [Diagnostic] = []
        for scene in file.document.scenes {
            guard let controller = scene.controller, let kind = controller.controllerKind,
                  let relationships = ContainerRelationships.relationships(of: kind, on: platform) else { continue }
            let segues = bySource[scene.index] ?? []
            for (name, count) in relationships {
                let matching = segues.filter { $0.relationship?.value.name == name }
                if matching.count < count.minimum {
                    found.append(diagnostic(.missing(name, container: Naming.scene(scene)), at: controller.location, severity: .note))
                }
                if let maximum = count.maximum, matching.count > maximum, let first = matching.first {
                    for extra in matching.dropFirst(maximum) {
                        found.append(diagnostic(
                            .tooMany(name, container: Naming.scene(scene), maximum: maximum),
                            at: extra.relationship?.location ?? extra.location,
                            related: [RelatedLocation(first.location, "the first '\(name)' segue")]))
                    }
                }
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(_ relationship: String, container: String) -> Self {
        "\(container) has no '\(relationship)' relationship segue; it must be set in code"
    }

    fileprivate static func tooMany(_ relationship: String, container: String, maximum: Int) -> Self {
        "\(container) has more than \(maximum == 1 ? "one" : String(maximum)) '\(relationship)' relationship segue"
    }
}
