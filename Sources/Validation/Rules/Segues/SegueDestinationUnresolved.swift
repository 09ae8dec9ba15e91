import InterfaceBuilder

/// A segue without a destination, or whose `destination` names no element, or names an element
/// that is not one of a scene's top-level objects (a controller, storyboard reference or exit).
struct SegueDestinationUnresolved: Rule {
    static let description = RuleDescription(
        id: "segue_destination_unresolved", severity: .error, category: .segues,
        summary: "A segue's destination is missing, names no element, or names an element that is not a scene's.",
        documentation: RuleDocumentation(
            why: """
                A segue whose destination is missing or is no scene's controller cannot be performed; the storyboard \
                fails to compile, usually after a bad merge or a deleted scene.
                """,
            bad: """
                <segue destination="deleted-9" kind="show" id="s1"/>
                """,
            good: """
                <segue destination="b2" kind="show" id="s1"/>
                """,
            fix: """
                Redraw the segue to the scene it should show, or delete it.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for segue in file.document.segues {
            guard let destination = segue.destination else {
                found.append(diagnostic(.noDestination(Naming.segue(segue)), at: segue.location))
                continue
            }
            guard let object = file.index.object(withID: destination.value) else {
                found.append(diagnostic(.unresolved(Naming.segue(segue), destination.value), at: destination.location))
                continue
            }
            if file.index.sceneIndex(ofTopLevelObject: destination.value) == nil {
                found.append(diagnostic(
                    .notTopLevel(Naming.segue(segue), destination.value, element: object.elementName), at: destination.location,
                    related: [RelatedLocation(object.elementLocation, "the <\(object.elementName)> is here")]))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func noDestination(_ segue: String) -> Self {
        "\(segue) has no destination"
    }

    fileprivate static func unresolved(_ segue: String, _ id: String) -> Self {
        "destination '\(id)' of \(segue) names no element of the document"
    }

    fileprivate static func notTopLevel(_ segue: String, _ id: String, element: String) -> Self {
        "destination '\(id)' of \(segue) is a <\(element)>, not a scene's view controller, storyboard reference or exit"
    }
}
