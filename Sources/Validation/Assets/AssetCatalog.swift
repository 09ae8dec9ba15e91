import InterfaceBuilder

/// An asset catalog (`.xcassets` folder) as far as names go: the image and color sets it holds,
/// each under the name code and Interface Builder load it by.
///
/// A set's name is its folder's name without the extension (`Logo.imageset` is `Logo`), prefixed
/// with the names of the enclosing groups whose `Contents.json` says `"provides-namespace": true`
/// (`Icons/Logo`). No image is read: only folder names, and the `Contents.json` of groups.
public struct AssetCatalog: Sendable, Equatable {
    /// The catalog folder's path, as discovery named it.
    public let path: String
    /// The sets, in path order.
    public let entries: [AssetCatalogEntry]
    /// Whether every folder of the catalog was read: false when one could not be listed, or the
    /// catalog is larger than the reader looks at. The names of an incomplete catalog are not all
    /// known, so a name found in none is no certain error.
    public let isComplete: Bool

    public init(path: String, entries: [AssetCatalogEntry], isComplete: Bool = true) {
        self.path = path
        self.entries = entries
        self.isComplete = isComplete
    }
}

/// One set of an asset catalog.
public struct AssetCatalogEntry: Sendable, Equatable {
    /// The name the set is loaded by, namespace included.
    public let name: String
    /// Whether it is an image (image set, symbol set, app icon, image stack, ...) or a color set.
    public let kind: AssetUse.Kind
    /// The set folder's path (`Assets.xcassets/Icons/Logo.imageset`).
    public let path: String

    public init(name: String, kind: AssetUse.Kind, path: String) {
        self.name = name
        self.kind = kind
        self.path = path
    }
}

extension AssetCatalogEntry {
    /// The kind of set a folder extension names: images (`imageset`, `symbolset`, `appiconset`,
    /// `imagestack`, `launchimage`, `brandassets`, `iconset`, `sticker`, `stickersequence`,
    /// `solidimagestack`), colors (`colorset`), or `nil` for a folder that is no image or color set.
    static func kind(ofSetExtension setExtension: String) -> AssetUse.Kind? {
        if SetExtensions.images.contains(setExtension) { return .image }
        if setExtension == SetExtensions.color { return .color }
        return nil
    }

    /// Whether a folder extension names a set that holds one asset and no other sets (an image,
    /// color, data, texture or AR set, ...), never a folder to look into.
    static func isLeafSet(extension setExtension: String) -> Bool {
        SetExtensions.leaves.contains(setExtension)
    }
}

/// The folder extensions of asset catalog sets.
private enum SetExtensions {
    /// Sets loaded as images; `imagestack`, `solidimagestack` and `brandassets` also hold sets.
    static let images: Set<String> = [
        "imageset", "symbolset", "appiconset", "imagestack", "launchimage", "brandassets", "iconset", "sticker",
        "stickersequence", "solidimagestack", "stickersiconset",
    ]
    static let color = "colorset"
    /// Sets that hold no other sets.
    static let leaves: Set<String> = [
        "imageset", "symbolset", "appiconset", "launchimage", "iconset", "sticker", "stickersequence",
        "stickersiconset", "colorset", "dataset", "textureset", "cubetextureset", "mipmapset", "arimageset",
        "arobject", "gcdashboardimage", "gcachievement",
    ]
}
