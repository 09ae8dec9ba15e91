import InterfaceBuilder

/// An unwind segue without an `unwindAction`, or whose destination is not its scene's exit.
struct UnwindSegueInvalid: Rule {
    static let description = RuleDescription(
        id: "unwind_segue_invalid", severity: .error, category: .segues,
        summary: "An unwind segue has no unwindAction or does not lead to its scene's exit.",
        documentation: RuleDocumentation(
            why: """
                An unwind segue needs the action it unwinds to and must lead to its scene's exit; without them the \
                storyboard fails to compile or the segue does nothing.
                """,
            bad: """
                <segue destination="b2" kind="unwind" id="s1"/>
                """,
            good: """
                <segue destination="exit-1" kind="unwind" unwindAction="unwindToListWithSegue:" id="s1"/>
                """,
            fix: """
                Redraw the unwind segue to the scene's Exit and choose the @IBAction unwind method.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for segue in file.document.segues where segue.kindValue == .unwind {
            if segue.unwindAction?.value.isEmpty ?? true {
                found.append(diagnostic(.noAction(Naming.segue(segue)), at: segue.location))
            }
            guard let destination = segue.destination, let named = file.index.object(withID: destination.value) else { continue }
            guard let object = file.destinationObject(of: segue), object.role == .exit else {
                found.append(diagnostic(.notExit(Naming.segue(segue), element: named.elementName), at: destination.location))
                continue
            }
            if let scene = file.index.sceneIndex(ofTopLevelObject: destination.value), scene != segue.sceneIndex {
                found.append(diagnostic(.otherScenesExit(Naming.segue(segue)), at: destination.location,
                                        related: [RelatedLocation(object.location, "the other scene's exit")]))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func noAction(_ segue: String) -> Self {
        "\(segue) has no unwindAction"
    }

    fileprivate static func notExit(_ segue: String, element: String) -> Self {
        "\(segue) leads to a <\(element)>, not to its scene's exit"
    }

    fileprivate static func otherScenesExit(_ segue: String) -> Self {
        "\(segue) leads to the exit of another scene; it must lead to its own scene's exit"
    }
}
