import InterfaceBuilder

/// A `showDetail` or `replace` segue leaving a scene that no split view controller reaches.
///
/// Both kinds are meant for a split view controller's detail: `replace` works only there, and
/// `showDetail` outside a split view behaves like `show`, which is rarely what was meant. A scene
/// counts as inside a split view when it is reachable, through segues of any kind but unwind and
/// through storyboard references into other storyboards, from a split view controller's
/// relationship segues. iOS and tvOS only; scenes that code shows in a split view cannot be seen
/// and may be reported.
struct SegueRequiresSplitView: Rule {
    static let description = RuleDescription(
        id: "segue_requires_split_view", severity: .warning, category: .segues,
        summary: "A showDetail or replace segue leaves a scene that no split view controller reaches.",
        documentation: RuleDocumentation(
            why: """
                showDetail and replace segues replace a split view controller's detail: from a scene no split view \
                controller reaches, UIKit presents the destination modally instead, which is rarely what was meant.
                """,
            bad: """
                <segue destination="b2" kind="showDetail" id="s1"/>   <!-- no split view controller above -->
                """,
            good: """
                <segue destination="b2" kind="show" id="s1"/>
                """,
            fix: """
                Use a show segue, or put the scenes inside a split view controller.
                """))

    private struct Node: Hashable {
        let file: Int
        let scene: Int
    }

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let files = project.interfaceFiles
        let candidates = files.indices.filter { index in
            let family = files[index].platformFamily
            return files[index].isStoryboard && (family == .iOS || family == .tvOS)
                && files[index].document.segues.contains { $0.kindValue == .showDetail || $0.kindValue == .replace }
        }
        guard !candidates.isEmpty else { return [] }
        let reached = reachedFromSplitViews(project)
        var found: [Diagnostic] = []
        for fileIndex in candidates {
            let file = files[fileIndex]
            for segue in file.document.segues {
                guard let kind = segue.kind, kind.value == .showDetail || kind.value == .replace, let scene = segue.sceneIndex,
                      !reached.contains(Node(file: fileIndex, scene: scene)) else { continue }
                let source = file.document.sourceScene(of: segue).map(Naming.scene) ?? "its scene"
                found.append(diagnostic(kind.value == .replace ? .replace(Naming.segue(segue), source: source)
                                                               : .showDetail(Naming.segue(segue), source: source),
                                        at: kind.location))
            }
        }
        return found
    }

    /// The scenes of every storyboard that a split view controller reaches.
    private func reachedFromSplitViews(_ project: ValidationProject) -> Set<Node> {
        let files = project.interfaceFiles
        var fileIndexByPath: [String: Int] = [:]
        for (index, file) in files.enumerated() { fileIndexByPath[file.path] = index }
        let graphs = files.map { $0.isStoryboard ? SceneGraph($0) : nil }
        var pending: [Node] = []
        for (fileIndex, file) in files.enumerated() where file.isStoryboard {
            for segue in file.document.segues where segue.kindValue == .relationship {
                guard file.sourceControllerKind(of: segue) == .splitViewController,
                      let destination = file.destinationScene(of: segue) else { continue }
                pending.append(Node(file: fileIndex, scene: destination.index))
            }
        }
        var seen = Set<Node>()
        while let node = pending.popLast() {
            guard seen.insert(node).inserted else { continue }
            let file = files[node.file]
            pending += (graphs[node.file]?.successors[node.scene] ?? []).map { Node(file: node.file, scene: $0) }
            for reference in file.document.storyboardReferences where reference.sceneIndex == node.scene {
                guard let target = project.targetStoryboard(of: reference, in: file),
                      let targetIndex = fileIndexByPath[target.path],
                      let scene = project.targetScene(of: reference, in: target) else { continue }
                pending.append(Node(file: targetIndex, scene: scene))
            }
        }
        return seen
    }
}

extension Diagnostic.Message {
    fileprivate static func showDetail(_ segue: String, source: String) -> Self {
        "\(segue) leaves \(source), which no split view controller reaches; outside a split view it behaves like 'show'"
    }

    fileprivate static func replace(_ segue: String, source: String) -> Self {
        "\(segue) leaves \(source), which no split view controller reaches; 'replace' segues work only in a split view"
    }
}
