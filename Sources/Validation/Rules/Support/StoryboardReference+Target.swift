import InterfaceBuilder

extension ValidationProject {
    /// The storyboard a reference in a file leads to: the storyboard its `storyboardName` names
    /// (the nearest of that name), or the file itself when it names none; `nil` when the named
    /// storyboard is not among the files.
    func targetStoryboard(of reference: StoryboardReference, in file: InterfaceFile) -> InterfaceFile? {
        guard let name = reference.storyboardName?.value, !name.isEmpty else { return file }
        return storyboard(named: name, nearestTo: file.path)
    }

    /// The scene of the target storyboard a reference leads to: the scene whose storyboard
    /// identifier is the reference's `referencedIdentifier`, or the target's initial scene.
    func targetScene(of reference: StoryboardReference, in target: InterfaceFile) -> Int? {
        if let identifier = reference.referencedIdentifier?.value {
            guard let object = target.index.storyboardIdentifiers[identifier], let id = object.id?.value else { return nil }
            return target.index.sceneIndex(ofTopLevelObject: id)
        }
        return target.document.initialViewController.flatMap { target.index.sceneIndex(ofTopLevelObject: $0.value) }
    }
}
