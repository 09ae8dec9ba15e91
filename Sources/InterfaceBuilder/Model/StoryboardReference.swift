import TripSource

/// A storyboard reference: a `viewControllerPlaceholder` (iOS, tvOS) or `controllerPlaceholder`
/// (macOS) standing for a controller in another storyboard, or in this one.
public struct StoryboardReference: Sendable, Equatable {
    /// The placeholder element itself (its `id` is what segues name as their destination).
    public var object: InterfaceObject
    /// The scene holding the reference.
    public var sceneIndex: Int?
    /// `storyboardName`; absent means this same storyboard.
    public var storyboardName: Located<String>?
    /// `referencedIdentifier`; absent means the target storyboard's initial controller.
    public var referencedIdentifier: Located<String>?
    /// `bundleIdentifier`; absent means the same bundle.
    public var bundleIdentifier: Located<String>?

    public init(object: InterfaceObject, sceneIndex: Int?) {
        self.object = object
        self.sceneIndex = sceneIndex
    }

    /// Where the reference's element starts.
    public var location: SourceLocation { object.location }
    /// The reference's `id`.
    public var id: Located<String>? { object.id }
}
