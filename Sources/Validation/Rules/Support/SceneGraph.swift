import InterfaceBuilder

/// The scenes of one storyboard as a graph: an edge from each scene to the scenes its segues lead
/// to (unwind segues excepted: they go back, to the scene's own exit).
struct SceneGraph {
    /// For each scene, the scenes its segues lead to.
    let successors: [[Int]]

    /// The graph of a storyboard's segues.
    ///
    /// - Parameters:
    ///   - file: The storyboard.
    ///   - follows: Which segues make an edge, by kind (`nil` when none is written); unwind segues
    ///     never do.
    init(_ file: InterfaceFile, following follows: (SegueKind?) -> Bool = { _ in true }) {
        var successors = Array(repeating: [Int](), count: file.document.scenes.count)
        for segue in file.document.segues where segue.kindValue != .unwind && follows(segue.kindValue) {
            guard let source = segue.sceneIndex, successors.indices.contains(source),
                let destination = segue.destination.flatMap({ file.index.sceneIndex(ofTopLevelObject: $0.value) })
            else { continue }
            successors[source].append(destination)
        }
        self.successors = successors
    }

    /// The scenes reachable from some scenes, those included.
    ///
    /// - Parameters:
    ///   - roots: Where to start.
    ///   - excluded: Scenes to leave out and not to go past; a caller that excludes a set closed
    ///     under segues (everything reachable from it is in it) gets what it would get by removing
    ///     the set afterwards, in time proportional to what is new rather than to the set.
    func reachable(from roots: some Sequence<Int>, excluding excluded: Set<Int> = []) -> Set<Int> {
        var seen = Set<Int>()
        var pending = Array(roots)
        while let scene = pending.popLast() {
            guard successors.indices.contains(scene), !excluded.contains(scene), seen.insert(scene).inserted else {
                continue
            }
            pending.append(contentsOf: successors[scene])
        }
        return seen
    }
}
