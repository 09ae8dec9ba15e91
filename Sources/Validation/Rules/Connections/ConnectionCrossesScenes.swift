import InterfaceBuilder

/// An outlet, outlet collection or action that connects to an element of another scene. Each
/// scene is its own object graph, loaded on its own: only segues (and storyboard references) can
/// cross scenes.
struct ConnectionCrossesScenes: Rule {
    static let description = RuleDescription(
        id: "connection_crosses_scenes", severity: .error, category: .connections,
        summary: "An outlet, outlet collection or action connects to an element of another scene.")

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for connection in file.document.connections where connection.isOutletOrAction {
            guard let scene = connection.sceneIndex else { continue }
            for id in connection.namedIDs {
                guard let object = file.index.object(withID: id.value), let other = object.sceneIndex, other != scene,
                      file.document.scenes.indices.contains(other) else { continue }
                found.append(diagnostic(
                    .crosses(connection.described, element: Naming.element(object.elementName, id: id.value),
                             scene: Naming.scene(file.document.scenes[other])),
                    at: id.location, related: [RelatedLocation(object.elementLocation, "the <\(object.elementName)> is here")]))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func crosses(_ connection: String, element: String, scene: String) -> Self {
        "\(connection) connects to \(element) in \(scene); connections cannot cross scenes (use a segue)"
    }
}
