import InterfaceBuilder

/// An outlet, outlet collection or action that connects to an element of another scene. Each
/// scene is its own object graph, loaded on its own: only segues (and storyboard references) can
/// cross scenes.
///
/// A warning, as Xcode's: ibtool compiles the storyboard with "Couldn't compile connection" and
/// drops the connection, and the build succeeds; at run time the outlet stays `nil` and the action
/// never fires.
///
/// Not reported: an action whose target is a First Responder placeholder (`sceneMemberID=
/// "firstResponder"`, `IBFirstResponder`), in whatever scene. Such an action is nil-targeted: ibtool
/// compiles it with no target and AppKit or UIKit sends it along the responder chain, so which
/// scene's placeholder the menu item names does not matter (macOS storyboards connect the
/// application scene's menus to the First Responder of a window's scene).
struct ConnectionCrossesScenes: Rule {
    static let description = RuleDescription(
        id: "connection_crosses_scenes", severity: .warning, category: .connections,
        summary: "An outlet, outlet collection or action connects to an element of another scene.",
        documentation: RuleDocumentation(
            why: """
                Each scene is its own object graph, loaded on its own: an outlet or action to an element of another \
                scene cannot be connected. Xcode warns "Couldn't compile connection" and drops it, so the outlet is nil \
                at run time and the action never fires.
                """,
            bad: """
                <!-- scene A --> <outlet property="detailLabel" destination="label-in-scene-B" id="o1"/>
                """,
            good: """
                <!-- scene B --> <outlet property="detailLabel" destination="label-in-scene-B" id="o1"/>
                """,
            fix: """
                Move the outlet to the scene that holds the element, and pass values between scenes in \
                prepare(for:sender:).
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for connection in file.document.connections where connection.isOutletOrAction {
            guard let scene = connection.sceneIndex else { continue }
            for id in connection.namedIDs {
                guard let object = file.index.object(withID: id.value), let other = object.sceneIndex, other != scene,
                      file.document.scenes.indices.contains(other) else { continue }
                if connection.kind == .action, Self.isFirstResponder(id.value, in: file.document.scenes[other]) { continue }
                found.append(diagnostic(
                    .crosses(connection.described, element: Naming.element(object.elementName, id: id.value),
                             scene: Naming.scene(file.document.scenes[other])),
                    at: id.location, related: [RelatedLocation(object.elementLocation, "the <\(object.elementName)> is here")]))
            }
        }
        return found
    }

    /// Whether the object with an id is its scene's First Responder placeholder.
    static func isFirstResponder(_ id: String, in scene: Scene) -> Bool {
        scene.objects.contains { object in
            object.id?.value == id
                && (object.sceneMemberID?.value == "firstResponder" || object.placeholderIdentifier?.value == "IBFirstResponder")
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func crosses(_ connection: String, element: String, scene: String) -> Self {
        Self(
            "\(connection) connects to \(element) in \(scene); connections cannot cross scenes: Xcode drops it, so "
                + "the outlet stays nil or the action never fires (use a segue)")
    }
}
