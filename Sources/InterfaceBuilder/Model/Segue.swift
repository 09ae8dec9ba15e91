import TripSource

/// A `<segue>`: a transition from the scene that holds it to the scene of its destination.
///
/// Peek-and-pop segues nest further `<segue key="commit" inheritsFrom="parent">` elements inside a
/// segue; they are kept in `children` and have no destination of their own.
public struct Segue: Sendable, Equatable {
    /// Where the `<segue>` element's `<` is.
    public var location: SourceLocation
    /// The scene that holds the segue (its source); `nil` for a segue outside any scene.
    public var sceneIndex: Int?
    /// The `id` of the source scene's controller, filled in when the scene has been read.
    public var sourceControllerID: Located<String>?
    /// The element whose `<connections>` hold the segue: the controller, a button, a bar button
    /// item, a table cell, a gesture recognizer... For a nested segue, its parent segue.
    public var trigger: ElementReference
    public var id: Located<String>?
    public var destination: Located<String>?
    public var kind: Located<SegueKind>?
    public var identifier: Located<String>?
    public var relationship: Located<SegueRelationship>?
    public var unwindAction: Located<String>?
    public var customClass: Located<String>?
    public var customModule: Located<String>?
    public var customModuleProvider: Located<String>?
    public var modalPresentationStyle: Located<String>?
    public var modalTransitionStyle: Located<String>?
    /// `popoverAnchorView` (iOS popover and popoverPresentation segues): an id.
    public var popoverAnchorView: Located<String>?
    /// `popoverAnchorBarButtonItem`: an id.
    public var popoverAnchorBarButtonItem: Located<String>?
    /// `anchorView` (macOS popover segues): an id.
    public var anchorView: Located<String>?
    /// `popoverArrowDirection` (iOS) or `preferredEdge` (macOS).
    public var popoverArrowDirection: Located<String>?
    public var splitViewControllerTargetIndex: Located<String>?
    public var destinationCreationSelector: Located<String>?
    /// `key` of a nested peek-and-pop segue (`commit`, `preview`).
    public var key: Located<String>?
    /// `inheritsFrom` of a nested peek-and-pop segue (`parent`, `commit`).
    public var inheritsFrom: Located<String>?
    /// Nested peek-and-pop segues.
    public var children: [Segue]

    public init(location: SourceLocation, sceneIndex: Int?, trigger: ElementReference) {
        self.location = location
        self.sceneIndex = sceneIndex
        self.trigger = trigger
        self.children = []
    }
}
