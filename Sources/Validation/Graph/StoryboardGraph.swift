import InterfaceBuilder
import TripSource

/// Storyboards as a graph: each storyboard a cluster of its scenes, each segue an edge, storyboard
/// references followed into the storyboards among the inputs, and what the validator finds wrong
/// (unreachable scenes, segues whose destination does not resolve) marked. `tripkit graph` draws it
/// as DOT or Mermaid (`dot`, `mermaid`).
///
/// Built in time linear in the storyboards: every lookup is indexed.
public struct StoryboardGraph: Sendable, Equatable {
    /// One storyboard.
    public struct Cluster: Sendable, Equatable {
        /// The storyboard's name, as references name it (`Main`).
        public let name: String
        /// Its file.
        public let file: String
        /// Its scenes, in document order.
        public let nodes: [Node]
        /// The node of its initial scene, if it has one.
        public let initialNode: String?
    }

    /// One scene.
    public struct Node: Sendable, Equatable {
        /// A name unique in the graph, safe anywhere (`f0s3`: file 0, scene 3).
        public let id: String
        /// Xcode's name for the scene ("Navigation Controller", "Destinations").
        public let title: String
        /// The controller's custom class, or its element (`viewController`) when it has none.
        public let className: String?
        /// The controller's storyboard identifier.
        public let storyboardIdentifier: String?
        /// For a storyboard reference, the storyboard (and scene) it names: `Detail` or `Detail/Map`.
        public let reference: String?
        /// Whether `unreachable_scene` reports it.
        public let isUnreachable: Bool
    }

    /// How an edge is drawn.
    public enum EdgeKind: String, Sendable, CaseIterable {
        /// A segue that presents or shows (show, showDetail, modal, push, popover, custom...).
        case presentation
        /// A container's relationship (rootViewController, viewControllers...).
        case relationship
        /// An embed segue from a container view.
        case embed
        /// An unwind segue.
        case unwind
        /// A storyboard reference followed into the storyboard it names.
        case reference
    }

    /// One segue, or one followed storyboard reference.
    public struct Edge: Sendable, Equatable {
        public let from: String
        /// The destination node: a scene, or a `missing` node for a segue that leads nowhere.
        public let to: String
        /// The segue's identifier and kind (`showDetail · detailSegue`), or the relationship.
        public let label: String
        public let kind: EdgeKind
        /// A kind deprecated since iOS 8 (push, modal, popover, replace).
        public let isDeprecated: Bool
        /// Whether `segue_destination_unresolved` reports the segue.
        public let isDangling: Bool
    }

    /// A destination no scene holds, for a dangling segue.
    public struct MissingNode: Sendable, Equatable {
        public let id: String
        /// What the segue names (its `destination` id), or nothing when it names none.
        public let label: String
    }

    public private(set) var clusters: [Cluster] = []
    public private(set) var edges: [Edge] = []
    public private(set) var missingNodes: [MissingNode] = []

    /// The graph of the storyboards among some files (XIBs have no scenes and are left out).
    public init(files: [InterfaceFile]) {
        let storyboards = files.filter(\.isStoryboard)
        var fileByName: [String: Int] = [:]
        for (index, file) in storyboards.enumerated() where fileByName[file.name] == nil {
            fileByName[file.name] = index
        }
        var initialNodes: [String?] = []
        for (fileIndex, file) in storyboards.enumerated() {
            let document = file.document
            let unreachable = Set(UnreachableScene().check(file).map(\.location))
            let dangling = Set(SegueDestinationUnresolved().check(file).map(\.location))
            let initialScene = document.initialViewController.flatMap { file.index.object(withID: $0.value)?.sceneIndex }
            var references: [Int: StoryboardReference] = [:]
            for reference in document.storyboardReferences {
                if let scene = reference.sceneIndex, references[scene] == nil { references[scene] = reference }
            }
            let nodes = document.scenes.map { scene -> Node in
                let controller = scene.controller
                let reference = references[scene.index]
                let shown = controller?.location ?? scene.storyboardReferenceObjects.first?.location
                return Node(
                    id: Self.nodeID(fileIndex, scene.index), title: scene.label,
                    className: controller.map { $0.customClass?.value ?? $0.elementName },
                    storyboardIdentifier: controller?.storyboardIdentifier?.value,
                    reference: reference.map { reference in
                        let name = reference.storyboardName?.value ?? ""
                        return reference.referencedIdentifier.map { "\(name)/\($0.value)" } ?? name
                    },
                    isUnreachable: shown.map(unreachable.contains) ?? false)
            }
            let initialNode = initialScene.map { Self.nodeID(fileIndex, $0) }
            initialNodes.append(initialNode)
            clusters.append(Cluster(name: file.name, file: file.path, nodes: nodes, initialNode: initialNode))
            for segue in document.segues {
                guard let source = segue.sceneIndex else { continue }
                let target = segue.destination.flatMap { file.index.sceneIndex(ofTopLevelObject: $0.value) }
                let to: String
                if let target {
                    to = Self.nodeID(fileIndex, target)
                } else {
                    to = "f\(fileIndex)m\(missingNodes.count)"
                    missingNodes.append(MissingNode(id: to, label: segue.destination?.value ?? ""))
                }
                let isDangling = dangling.contains(segue.location) || segue.destination.map { dangling.contains($0.location) } == true
                edges.append(Edge(from: Self.nodeID(fileIndex, source), to: to, label: Self.label(of: segue),
                                  kind: Self.kind(of: segue), isDeprecated: Self.isDeprecated(segue), isDangling: isDangling))
            }
        }
        // References, once every storyboard's initial scene is known.
        for (fileIndex, file) in storyboards.enumerated() {
            for reference in file.document.storyboardReferences {
                guard let scene = reference.sceneIndex, let name = reference.storyboardName?.value,
                      let targetFile = fileByName[name] else { continue }
                let target = storyboards[targetFile]
                let targetNode: String?
                if let identifier = reference.referencedIdentifier?.value {
                    targetNode = target.index.storyboardIdentifiers[identifier]
                        .flatMap { $0.id.flatMap { target.index.object(withID: $0.value)?.sceneIndex } }
                        .map { Self.nodeID(targetFile, $0) }
                } else {
                    targetNode = initialNodes[targetFile]
                }
                guard let targetNode else { continue }
                edges.append(Edge(from: Self.nodeID(fileIndex, scene), to: targetNode, label: "", kind: .reference,
                                  isDeprecated: false, isDangling: false))
            }
        }
    }

    /// The number of segue edges (every edge but followed references).
    public var segueCount: Int { edges.count { $0.kind != .reference } }

    private static func nodeID(_ file: Int, _ scene: Int) -> String { "f\(file)s\(scene)" }

    private static func kind(of segue: Segue) -> EdgeKind {
        switch segue.kind?.value {
        case .relationship?: .relationship
        case .embed?: .embed
        case .unwind?: .unwind
        default: .presentation
        }
    }

    private static func isDeprecated(_ segue: Segue) -> Bool {
        switch segue.kind?.value {
        case .push?, .modal?, .popover?, .replace?: true
        default: false
        }
    }

    private static func label(of segue: Segue) -> String {
        if segue.kind?.value == .relationship {
            return segue.relationship?.value.name ?? "relationship"
        }
        let kind = segue.kind?.value.name ?? "segue"
        guard let identifier = segue.identifier?.value, !identifier.isEmpty else { return kind }
        return "\(kind) · \(identifier)"
    }
}
