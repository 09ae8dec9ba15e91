import InterfaceBuilder

/// The scenes of one storyboard as a graph: an edge from each scene to the scenes its segues lead
/// to (unwind segues excepted: they go back, to the scene's own exit).
struct SceneGraph {
    /// For each scene, the scenes its segues lead to.
    let successors: [[Int]]

    init(_ file: InterfaceFile) {
        var successors = Array(repeating: [Int](), count: file.document.scenes.count)
        for segue in file.document.segues where segue.kindValue != .unwind {
            guard let source = segue.sceneIndex, successors.indices.contains(source),
                  let destination = segue.destination.flatMap({ file.index.sceneIndex(ofTopLevelObject: $0.value) })
            else { continue }
            successors[source].append(destination)
        }
        self.successors = successors
    }

    /// The scenes reachable from some scenes, those included.
    func reachable(from roots: some Sequence<Int>) -> Set<Int> {
        var seen = Set<Int>()
        var pending = Array(roots)
        while let scene = pending.popLast() {
            guard successors.indices.contains(scene), seen.insert(scene).inserted else { continue }
            pending.append(contentsOf: successors[scene])
        }
        return seen
    }
}
