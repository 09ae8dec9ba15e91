import InterfaceBuilder

/// A scene nothing can show: it is not the initial view controller, has no storyboard identifier
/// (so code cannot instantiate it), and no segue from a reachable scene leads to it.
///
/// Reachability starts from the initial view controller's scene and from every scene whose
/// controller or storyboard reference has a storyboard identifier (code, or a reference in
/// another storyboard, can start there), and follows segues of every kind but unwind (relationship
/// and embed segues included); a storyboard reference scene is a scene like any other, reached by
/// the segues that lead to it. Some scenes start on their own: a macOS storyboard's application
/// scene (the main menu), watchOS notification and glance controllers, and watchOS controllers
/// with an `identifier` (pushed by name). A launch screen storyboard never runs segues, so there
/// only the starting scenes and what they contain count: the relationship and embed segues of a
/// navigation, tab bar or container controller show their child with it (the root of an initial
/// navigation controller is what the launch screen draws).
///
/// Scenes reached only through an unreachable scene are unreachable too; they are counted in the
/// finding of the scene that leads to them (the head of the region) rather than reported one by one.
struct UnreachableScene: Rule {
    static let description = RuleDescription(
        id: "unreachable_scene", severity: .warning, category: .entryPoints,
        summary:
            "A scene is not initial, has no storyboard identifier, and no segue from a reachable scene leads to it.",
        evidence:
            "The storyboard alone: a scene with a storyboard identifier counts as reachable from code, so only a scene with no identifier, not initial and with no segue leading to it (none code can instantiate) is reported.",
        documentation: RuleDocumentation(
            why: """
                A scene that is not initial, has no storyboard identifier and no segue leading to it can never be \
                shown: it is dead weight, or a segue or identifier was lost.
                """,
            bad: """
                <scene sceneID="x1"><objects><viewController id="a1" customClass="HelpViewController"/>...
                """,
            good: """
                <viewController storyboardIdentifier="HelpViewController" id="a1" customClass="HelpViewController"/>
                """,
            fix: """
                Draw the segue that should lead to the scene, give it a storyboard identifier code instantiates it by, \
                or delete it.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        let document = file.document
        guard file.isStoryboard, !document.scenes.isEmpty else { return [] }
        var roots: [Int] = []
        // An initialViewController naming something inside a scene (which another rule reports)
        // still says which scene was meant.
        if let initial = document.initialViewController,
            let scene = file.index.object(withID: initial.value)?.sceneIndex
        {
            roots.append(scene)
        }
        for scene in document.scenes where Self.startsOnItsOwn(scene) {
            roots.append(scene.index)
        }
        // A launch screen runs no segues: only the starting scenes and their children are shown.
        let isLaunchScreen = document.launchScreen?.value == true
        let graph = isLaunchScreen ? SceneGraph(file, following: Self.showsChild) : SceneGraph(file)
        let reachable = graph.reachable(from: roots)
        let unreachable = document.scenes.map(\.index).filter {
            !reachable.contains($0) && Self.isShowable(document.scenes[$0])
        }
        guard !unreachable.isEmpty else { return [] }
        // One finding per unreachable region, at its head: first the scenes no segue leads to at
        // all, then (for regions that are cycles) the first scene left, in document order.
        var incoming = Set<Int>()
        for (source, successors) in graph.successors.enumerated() {
            for successor in successors where successor != source { incoming.insert(successor) }
        }
        var covered = reachable
        var found: [Diagnostic] = []
        let heads = unreachable.filter { !incoming.contains($0) } + unreachable.filter { incoming.contains($0) }
        for head in heads where !covered.contains(head) {
            // `covered` is closed under segues, so the walk stops at it instead of removing it after.
            let region = graph.reachable(from: [head], excluding: covered)
            covered.formUnion(region)
            let scene = document.scenes[head]
            let others = region.filter { $0 != head && Self.isShowable(document.scenes[$0]) }.count
            let onlyFromUnreachable = incoming.contains(head)
            if let controller = scene.controller {
                found.append(
                    diagnostic(
                        .unreachable(Naming.scene(scene), onlyFromUnreachable: onlyFromUnreachable, others: others),
                        at: controller.location))
            } else if let reference = scene.storyboardReferenceObjects.first {
                found.append(
                    diagnostic(
                        .unusedReference(Naming.object(reference), onlyFromUnreachable: onlyFromUnreachable),
                        at: reference.location))
            }
        }
        return found
    }

    /// Whether a segue of the kind shows its destination together with its source, run by no event:
    /// a container's child (a navigation controller's root, a tab, an embedded controller).
    static func showsChild(_ kind: SegueKind?) -> Bool {
        kind == .relationship || kind == .embed
    }

    /// Whether a scene holds something that could be shown: a controller or a storyboard reference.
    static func isShowable(_ scene: Scene) -> Bool {
        scene.controller != nil || !scene.storyboardReferenceObjects.isEmpty
    }

    /// Whether a scene can be shown without a segue leading to it.
    static func startsOnItsOwn(_ scene: Scene) -> Bool {
        for object in scene.objects where object.role != .placeholder && object.role != .exit {
            if let identifier = object.storyboardIdentifier?.value, !identifier.isEmpty { return true }
            if let identifier = object.identifier?.value, !identifier.isEmpty { return true }
        }
        switch scene.controller?.controllerKind {
        case .application?, .notificationController?, .glanceController?: return true
        default: return false
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func unreachable(_ scene: String, onlyFromUnreachable: Bool, others: Int) -> Self {
        let why =
            onlyFromUnreachable
            ? "only segues from unreachable scenes lead to it" : "no segue leads to it"
        let also =
            others == 0
            ? ""
            : " (\(others) more scene\(others == 1 ? "" : "s") reached only through it \(others == 1 ? "is" : "are") unreachable too)"
        return Self(
            "\(scene) is unreachable: it is not the initial view controller, has no storyboard identifier, "
                + "and \(why)\(also)")
    }

    fileprivate static func unusedReference(_ reference: String, onlyFromUnreachable: Bool) -> Self {
        let why = onlyFromUnreachable ? "only segues from unreachable scenes lead to it" : "no segue leads to it"
        return Self("storyboard reference \(reference) is unreachable: \(why)")
    }
}
