/// Ways to walk a document: from a scene to its segues, from an id to its scene, and so on.
extension InterfaceDocument {
    /// Every segue, nested peek-and-pop segues included, parents before their children.
    public var allSegues: [Segue] {
        var result: [Segue] = []
        func add(_ segue: Segue) {
            result.append(segue)
            segue.children.forEach(add)
        }
        segues.forEach(add)
        return result
    }

    /// The scene with a `sceneID`.
    public func scene(forID sceneID: String) -> Scene? {
        scenes.first { $0.sceneID?.value == sceneID }
    }

    /// The scene holding a top-level object (controller, storyboard reference, exit, placeholder)
    /// with an `id`; this is the scene a segue with that `destination` leads to.
    public func scene(containingObjectID id: String) -> Scene? {
        scenes.first { scene in scene.objects.contains { $0.id?.value == id } }
    }

    /// The scene whose controller has an `id`.
    public func scene(containingControllerID id: String) -> Scene? {
        scenes.first { $0.controller?.id?.value == id }
    }

    /// The scene a segue is held by (its source).
    public func sourceScene(of segue: Segue) -> Scene? {
        segue.sceneIndex.flatMap { scenes.indices.contains($0) ? scenes[$0] : nil }
    }

    /// The scene a segue leads to, when its destination is a top-level object of a scene.
    public func destinationScene(of segue: Segue) -> Scene? {
        segue.destination.flatMap { scene(containingObjectID: $0.value) }
    }

    /// The segues held by a scene (those leaving it), without nested peek-and-pop segues.
    public func segues(leaving scene: Scene) -> [Segue] {
        segues.filter { $0.sceneIndex == scene.index }
    }

    /// The segues whose destination is one of a scene's top-level objects.
    public func segues(arrivingAt scene: Scene) -> [Segue] {
        let ids = Set(scene.objects.compactMap { $0.id?.value })
        return segues.filter { segue in segue.destination.map { ids.contains($0.value) } ?? false }
    }

    /// The connections (outlets, actions) held by a scene.
    public func connections(in scene: Scene) -> [Connection] {
        connections.filter { $0.sceneIndex == scene.index }
    }

    /// The cells held by a scene.
    public func cells(in scene: Scene) -> [Cell] {
        cells.filter { $0.sceneIndex == scene.index }
    }

    /// The storyboard references held by a scene.
    public func storyboardReferences(in scene: Scene) -> [StoryboardReference] {
        storyboardReferences.filter { $0.sceneIndex == scene.index }
    }

    /// The table or collection view a cell belongs to.
    public func container(of cell: Cell) -> CellContainer? {
        cell.containerIndex.flatMap { cellContainers.indices.contains($0) ? cellContainers[$0] : nil }
    }

    /// The scene whose controller is the document's initial view controller.
    public var initialScene: Scene? {
        initialViewController.flatMap { scene(containingObjectID: $0.value) }
    }

    /// Every controller of every scene, in order.
    public var controllers: [InterfaceObject] {
        scenes.compactMap(\.controller)
    }

    /// The objects carrying an `id`, by id (every occurrence, in document order).
    public var objectIDIndex: [String: [ObjectID]] {
        Dictionary(grouping: objectIDs, by: \.value.value)
    }

    /// The ids carried by more than one element, each with all its occurrences, in order of first
    /// occurrence.
    public var duplicateObjectIDs: [[ObjectID]] {
        let index = objectIDIndex
        var seen = Set<String>()
        var result: [[ObjectID]] = []
        for objectID in objectIDs where seen.insert(objectID.value.value).inserted {
            if let all = index[objectID.value.value], all.count > 1 {
                result.append(all)
            }
        }
        return result
    }

    /// The references whose id no element carries.
    public var danglingIDReferences: [IDReference] {
        let known = Set(objectIDs.map(\.value.value))
        return idReferences.filter { !known.contains($0.value.value) }
    }

    /// A XIB's File's Owner: `<placeholder placeholderIdentifier="IBFilesOwner">` (iOS, tvOS, and
    /// the legacy archive's `IBProxyObject`), or the `<customObject id="-2">` macOS XIBs write.
    public var filesOwner: InterfaceObject? {
        topLevelObject(placeholderIdentifier: "IBFilesOwner", macOSID: "-2")
    }

    /// A XIB's First Responder: the `IBFirstResponder` placeholder, or macOS's `<customObject id="-1">`.
    public var firstResponder: InterfaceObject? {
        topLevelObject(placeholderIdentifier: "IBFirstResponder", macOSID: "-1")
    }

    private func topLevelObject(placeholderIdentifier: String, macOSID: String) -> InterfaceObject? {
        topLevelObjects.first { $0.placeholderIdentifier?.value == placeholderIdentifier }
            ?? topLevelObjects.first { $0.role == .customObject && $0.id?.value == macOSID }
    }

    /// The cells that are top-level objects of a XIB.
    public var topLevelCells: [Cell] {
        cells.filter(\.isTopLevel)
    }
}
