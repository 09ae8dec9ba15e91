import TripSource

/// One `<scene>` of a storyboard: its controller and the other objects of its dock.
public struct Scene: Sendable, Equatable {
    /// The scene's position in `InterfaceDocument.scenes`; segues, connections and cells name their
    /// scene by it.
    public var index: Int
    /// Where the `<scene>` element's `<` is.
    public var location: SourceLocation
    /// `sceneID`.
    public var sceneID: Located<String>?
    /// The children of the scene's `<objects>`, in document order.
    public var objects: [InterfaceObject]
    /// Which of `objects` is the controller: the object whose `sceneMemberID` is `viewController`
    /// (none when that object is a storyboard reference), or, when no object is so marked (watchOS),
    /// the first that is not a placeholder, exit, custom object or storyboard reference.
    public var controllerIndex: Int?
    /// What Xcode's document outline names the scene by, without " Scene" (`title` has it): the
    /// controller's `userLabel`, else its `title`, else its navigation item's or tab bar item's
    /// title, else its custom class in words without a class prefix, else its kind's default name
    /// ("View Controller"); a storyboard reference's referenced identifier or storyboard name.
    /// Xcode writes the same words as a comment before each `<scene>`.
    public var label: String

    /// A scene.
    ///
    /// - Parameters:
    ///   - index: Its position among the document's scenes.
    ///   - location: Where its `<scene>` element starts.
    ///   - sceneID: Its `sceneID` attribute.
    ///   - objects: The objects under `<objects>`, in document order.
    ///   - controllerIndex: The position in `objects` of the scene's controller, if it has one.
    ///   - label: What Xcode names the scene by; `nil` works it out from `objects` and
    ///     `controllerIndex` (see `Scene.label(objects:controllerIndex:reference:)`).
    public init(index: Int, location: SourceLocation, sceneID: Located<String>?, objects: [InterfaceObject] = [],
                controllerIndex: Int? = nil, label: String? = nil) {
        self.index = index
        self.location = location
        self.sceneID = sceneID
        self.objects = objects
        self.controllerIndex = controllerIndex
        self.label = label ?? Scene.label(objects: objects, controllerIndex: controllerIndex)
    }

    /// The scene's controller, if it has one (a scene holding only a storyboard reference has none).
    public var controller: InterfaceObject? {
        controllerIndex.flatMap { objects.indices.contains($0) ? objects[$0] : nil }
    }

    /// The scene's `<placeholder>`s (First Responder, File's Owner).
    public var placeholders: [InterfaceObject] { objects(in: .placeholder) }

    /// The scene's `<exit>` objects (Xcode writes at most one).
    public var exits: [InterfaceObject] { objects(in: .exit) }

    /// The scene's `<customObject>`s.
    public var customObjects: [InterfaceObject] { objects(in: .customObject) }

    /// The scene's storyboard-reference objects (details in `InterfaceDocument.storyboardReferences`).
    public var storyboardReferenceObjects: [InterfaceObject] { objects(in: .storyboardReference) }

    private func objects(in role: ObjectRole) -> [InterfaceObject] {
        objects.filter { $0.role == role }
    }
}
