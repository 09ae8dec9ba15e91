import TripSource

/// An image or color a storyboard or XIB names: an attribute that names an image
/// (`<imageView image="Logo">`, `<state key="normal" image="Play">`, `<tabBarItem selectedImage="...">`),
/// a named color (`<color key="textColor" name="Accent"/>`), or an entry of the document's
/// `<resources>` list (`<image name="Logo" width=... height=.../>`, `<namedColor name="Accent">`),
/// where Interface Builder lists every image and named color the document uses.
///
/// System names are kept too, with their `catalog`: SF Symbols (`catalog="system"`) and AppKit's
/// catalog colors (`catalog="System"`); readers of the model decide what to make of them.
public struct AssetUse: Sendable, Equatable {
    /// What the name stands for.
    public enum Kind: String, Sendable, Hashable {
        /// An image: an image set, a symbol set, an app icon or a loose image file.
        case image
        /// A color set.
        case color
    }

    public var kind: Kind
    /// The name, with the location of its value.
    public var name: Located<String>
    /// The attribute holding the name (`image`, `highlightedImage`, `name`).
    public var attribute: String
    /// The element carrying it (`imageView`, `state`, `color`, `image`, `namedColor`).
    public var elementName: String
    /// Where the element's `<` is.
    public var elementLocation: SourceLocation
    /// The scene holding the element; `nil` in XIBs and outside scenes (the `<resources>` list).
    public var sceneIndex: Int?
    /// Whether the name is an entry of the document's `<resources>` list rather than a use.
    public var isResource: Bool
    /// The element's `catalog`, when it has one: `system` for an SF Symbol, `System` for an AppKit
    /// catalog color.
    public var catalog: Located<String>?
    /// Whether a `<resources>` image entry carries the image's own data (`<mutableData
    /// key="keyedArchiveRepresentation">`): an image pasted into Interface Builder, named like
    /// `tabBarItem:<id>:image`, which the document holds itself, so no asset catalog needs to.
    public var isEmbedded: Bool
    /// The objects the element belongs to, as code meets them through outlets: its own id, else
    /// the nearest holding element's (a `<state>`'s `<button>`), and for an AppKit cell also its
    /// control's (an `<imageCell>`'s `<imageView>`). Code holding one may set the image or color.
    public var holderIDs: [String]

    public init(kind: Kind, name: Located<String>, attribute: String, elementName: String,
                elementLocation: SourceLocation, sceneIndex: Int? = nil, isResource: Bool = false,
                catalog: Located<String>? = nil, isEmbedded: Bool = false, holderIDs: [String] = []) {
        self.kind = kind
        self.name = name
        self.attribute = attribute
        self.elementName = elementName
        self.elementLocation = elementLocation
        self.sceneIndex = sceneIndex
        self.isResource = isResource
        self.catalog = catalog
        self.isEmbedded = isEmbedded
        self.holderIDs = holderIDs
    }
}
