import TripSource

/// A storyboard or XIB as typed data: its attributes, scenes, top-level objects, segues,
/// connections, cells and every id, each carrying where it was read.
///
/// The lists are flat and in document order; scenes, segues, connections and cells name each other
/// by index (`sceneIndex`, `containerIndex`) and by id. See `InterfaceDocument+Walking.swift` for the
/// ways to walk it.
public struct InterfaceDocument: Sendable, Equatable {
    /// What kind of document the file is.
    public var kind: DocumentKind
    /// The file's path as it was given to the reader.
    public var file: String
    /// The root element (`document` or `archive`).
    public var root: ElementReference
    /// The root `type` (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`, ...).
    public var type: Located<String>?
    /// The root `version` (`1.0`, `2.0`, `3.0`).
    public var version: Located<String>?
    public var toolsVersion: Located<String>?
    public var systemVersion: Located<String>?
    /// `targetRuntime`, decoded.
    public var platform: Located<Platform>?
    /// `initialViewController`: an id.
    public var initialViewController: Located<String>?
    /// `launchScreen="YES"`.
    public var launchScreen: Located<Bool>?
    /// `useAutolayout="YES"`.
    public var useAutolayout: Located<Bool>?
    /// `useTraitCollections="YES"`.
    public var useTraitCollections: Located<Bool>?
    /// `useSafeAreas="YES"`.
    public var useSafeAreas: Located<Bool>?
    /// `<dependencies><deployment .../>`: the deployment target, where present.
    public var deployment: DependencyVersion?
    /// `<dependencies><development .../>`: the Xcode version of early documents.
    public var development: DependencyVersion?
    /// The scenes of a storyboard, in order (empty for XIBs).
    public var scenes: [Scene]
    /// The top-level objects of a XIB (empty for storyboards).
    public var topLevelObjects: [InterfaceObject]
    /// Every storyboard reference.
    public var storyboardReferences: [StoryboardReference]
    /// Every segue that is not nested in another segue (nested ones are in `Segue.children`).
    public var segues: [Segue]
    /// Every outlet, outlet collection, action and other connection except segues.
    public var connections: [Connection]
    /// Every table view cell, collection view cell and collection reusable view.
    public var cells: [Cell]
    /// Every table view and collection view.
    public var cellContainers: [CellContainer]
    /// Every `id` attribute, in document order.
    public var objectIDs: [ObjectID]
    /// Every recognised attribute naming an id, in document order.
    public var idReferences: [IDReference]
    /// What was recognised of a legacy `<archive>` XIB; `nil` otherwise.
    public var legacyArchive: LegacyArchive?
    /// Every element given a custom class, in document order: controllers, views, cells, segues,
    /// gesture recognizers, objects... (not read for legacy archives; see `LegacyArchive`).
    public var customClassUses: [CustomClassUse]
    /// Every image and named color the document names, in document order: attributes naming
    /// images, `<color name>`, and the entries of `<resources>` (see `AssetUse`; not read for
    /// legacy archives).
    public var assetUses: [AssetUse]
    /// Every XML comment, in document order (Xcode writes scene titles as comments; people write
    /// `tripkit:` suppressions).
    public var comments: [SourceComment]
    /// The texts the document shows or names for code that localizes it: the `text`, `title`,
    /// `placeholder` and `userLabel` attributes of any element, and the values of string-typed
    /// user-defined runtime attributes (`localizationKey = "settings.title"`). A strings key equal
    /// to one may be looked up with it (not read for legacy archives).
    public var localizableTexts: Set<String> = []

    /// An empty document of a kind; readers fill it in.
    public init(kind: DocumentKind, file: String, root: ElementReference) {
        self.kind = kind
        self.file = file
        self.root = root
        self.scenes = []
        self.topLevelObjects = []
        self.storyboardReferences = []
        self.segues = []
        self.connections = []
        self.cells = []
        self.cellContainers = []
        self.objectIDs = []
        self.idReferences = []
        self.comments = []
        self.customClassUses = []
        self.assetUses = []
    }
}

/// What kind of Interface Builder document a file is.
public enum DocumentKind: String, Sendable, Hashable {
    /// A `<document>` whose `type` names a storyboard (`...Storyboard.XIB`, `...WatchKit.Storyboard`,
    /// `...AppleTV.Storyboard`), or that holds `<scenes>`.
    case storyboard
    /// A `<document>` whose `type` names a XIB (`...CocoaTouch.XIB`, `...Cocoa.XIB`, `...AppleTV.XIB`).
    case xib
    /// A XIB in the legacy `<archive>` format; see `LegacyArchive`.
    case legacyArchive
}
