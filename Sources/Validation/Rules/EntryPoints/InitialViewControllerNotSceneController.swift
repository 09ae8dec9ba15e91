import InterfaceBuilder

/// `initialViewController` names an element that exists but is not a scene's controller (a view,
/// a placeholder...), so the storyboard cannot start there. A storyboard reference is accepted:
/// it stands for a controller in another storyboard.
struct InitialViewControllerNotSceneController: Rule {
    static let description = RuleDescription(
        id: "initial_view_controller_not_controller", severity: .error, category: .entryPoints,
        summary: "initialViewController names an element that is not a scene's controller.",
        documentation: RuleDocumentation(
            why: """
                The storyboard starts at its initial view controller: an id naming a view or placeholder instead makes \
                loading it fail.
                """,
            bad: """
                <document ... initialViewController="view-7">
                """,
            good: """
                <document ... initialViewController="controller-1">
                """,
            fix: """
                Point initialViewController at a scene's view controller (tick "Is Initial View Controller" on it).
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        guard let initial = file.document.initialViewController,
              let object = file.index.object(withID: initial.value) else { return [] }
        if let sceneIndex = file.index.sceneIndex(ofTopLevelObject: initial.value) {
            let scene = file.document.scenes[sceneIndex]
            if scene.controller?.id?.value == initial.value { return [] }
            if scene.storyboardReferenceObjects.contains(where: { $0.id?.value == initial.value }) { return [] }
        }
        return [diagnostic(.notController(initial.value, element: object.elementName), at: initial.location,
                           related: [RelatedLocation(object.elementLocation, "the <\(object.elementName)> is here")])]
    }
}

extension Diagnostic.Message {
    fileprivate static func notController(_ id: String, element: String) -> Self {
        "initialViewController '\(id)' names a <\(element)>, not a scene's view controller"
    }
}
