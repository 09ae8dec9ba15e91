import InterfaceBuilder

extension Segue {
    /// Whether the scene's controller itself holds the segue (a "manual" segue, drawn from the
    /// controller), so that only `performSegue(withIdentifier:)` can fire it.
    var isTriggeredByController: Bool {
        guard let trigger = trigger.id?.value, let source = sourceControllerID?.value else { return false }
        return trigger == source
    }

    /// The segue's kind, when it has one.
    var kindValue: SegueKind? { kind?.value }
}

extension InterfaceDocument {
    /// Calls `body` with every segue, nested peek-and-pop segues included, parents before their
    /// children (the order of `allSegues`), without building that list.
    func forEachSegue(_ body: (Segue) -> Void) {
        Self.visit(segues, body)
    }

    private static func visit(_ segues: [Segue], _ body: (Segue) -> Void) {
        for index in segues.indices {
            body(segues[index])
            if !segues[index].children.isEmpty { visit(segues[index].children, body) }
        }
    }
}

extension InterfaceFile {
    /// The scene a segue leads to, when its destination is a scene's top-level object.
    func destinationScene(of segue: Segue) -> Scene? {
        guard let destination = segue.destination?.value,
              let sceneIndex = index.sceneIndex(ofTopLevelObject: destination) else { return nil }
        return document.scenes[sceneIndex]
    }

    /// The top-level object a segue leads to.
    func destinationObject(of segue: Segue) -> InterfaceObject? {
        guard let destination = segue.destination?.value, let scene = destinationScene(of: segue) else { return nil }
        return scene.objects.first { $0.id?.value == destination }
    }

    /// The controller kind of the scene holding a segue.
    func sourceControllerKind(of segue: Segue) -> ControllerKind? {
        document.sourceScene(of: segue)?.controller?.controllerKind
    }

    /// The platform, with iPad-only documents counted as iOS.
    var platformFamily: PlatformFamily {
        switch document.platform?.value {
        case .iOS?, .iPad?: .iOS
        case .tvOS?: .tvOS
        case .macOS?: .macOS
        case .watchOS?: .watchOS
        case .other?, nil: .unknown
        }
    }
}

/// Platforms as the segue and relationship rules tell them apart.
enum PlatformFamily: Equatable {
    case iOS
    case tvOS
    case macOS
    case watchOS
    /// A `targetRuntime` TripKit does not know: platform-specific checks are skipped.
    case unknown

    var name: String {
        switch self {
        case .iOS: "iOS"
        case .tvOS: "tvOS"
        case .macOS: "macOS"
        case .watchOS: "watchOS"
        case .unknown: "an unknown platform"
        }
    }
}
