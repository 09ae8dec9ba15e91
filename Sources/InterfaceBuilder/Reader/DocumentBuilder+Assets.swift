import TripSource
@_spi(Plumbing) import TripXML

extension DocumentBuilder {
    /// Records the images an element's attributes name: `image`, and every attribute whose name
    /// ends in `Image` (`highlightedImage`, `selectedImage`, `alternateImage`, `minimumValueImage`,
    /// ...), except the booleans some elements give such names (`YES`, `NO`). The element's
    /// `catalog` (`system` for an SF Symbol) is kept with each.
    ///
    /// Called only for the elements that carry such attributes (`ElementName.imageHolder`), so
    /// the attributes of the many other elements are never looked at here. `holders` are the ids
    /// of the element and of those holding it (`AssetUse.holderIDs`).
    mutating func addImageUses(_ element: XMLStartTag, holders: [String]) {
        let attributes = element.attributes
        let first = document.assetUses.count
        var catalog: Located<String>?
        for index in attributes.indices {
            let name = attributes.name(at: index)
            if name == AssetNames.catalog {
                catalog = Self.located(attributes, index)
                continue
            }
            guard AssetNames.namesImage(name) else { continue }
            let value = Self.located(attributes, index)
            guard !value.value.isEmpty, value.value != "YES", value.value != "NO" else { continue }
            document.assetUses.append(AssetUse(
                kind: .image, name: value, attribute: name, elementName: element.name,
                elementLocation: element.location, sceneIndex: currentScene, holderIDs: holders))
        }
        if let catalog {
            for index in first..<document.assetUses.count { document.assetUses[index].catalog = catalog }
        }
    }

    /// Records the color set a `<color name="...">` names (a color without `name` is given by its
    /// components or `systemColor`, and names no asset). `holders` as for `addImageUses`.
    mutating func addColorUse(_ element: XMLStartTag, holders: [String]) {
        addNamed(element, kind: .color, isResource: false, holders: holders)
    }

    /// Records an `<image name>` or `<namedColor name>` entry of `<resources>`, and returns its
    /// index in `assetUses` (`nil` for an entry without a name).
    @discardableResult
    mutating func addResourceEntry(_ element: XMLStartTag, kind: AssetUse.Kind) -> Int? {
        addNamed(element, kind: kind, isResource: true)
    }

    /// Notes a child of the `<resources>` image entry at `index`: `<mutableData>` (or `<data>`)
    /// is the image itself, embedded in the document.
    mutating func addResourceImageChild(_ element: XMLStartTag, entry index: Int) {
        guard element.name == AssetNames.mutableData || element.name == AssetNames.data else { return }
        document.assetUses[index].isEmbedded = true
    }

    @discardableResult
    private mutating func addNamed(
        _ element: XMLStartTag, kind: AssetUse.Kind, isResource: Bool, holders: [String] = []
    ) -> Int? {
        let attributes = element.attributes
        var name: Located<String>?
        var catalog: Located<String>?
        for index in attributes.indices {
            // `name` and `catalog`, told apart by length before any comparison: a `<color>` has
            // several attributes and a file has thousands of colors.
            switch attributes.nameLength(at: index) {
            case 4 where attributes.name(at: index) == AssetNames.name:
                name = Self.located(attributes, index)
            case 7 where attributes.name(at: index) == AssetNames.catalog:
                catalog = Self.located(attributes, index)
            default:
                break
            }
        }
        guard let name, !name.value.isEmpty else { return nil }
        document.assetUses.append(AssetUse(
            kind: kind, name: name, attribute: AssetNames.name, elementName: element.name,
            elementLocation: element.location, sceneIndex: isResource ? nil : currentScene,
            isResource: isResource, catalog: catalog, holderIDs: holders))
        return document.assetUses.count - 1
    }
}

/// The attribute names the asset reader looks for.
private enum AssetNames {
    static let name = "name"
    static let catalog = "catalog"
    static let image = "image"
    static let imageSuffix = "Image"
    static let mutableData = "mutableData"
    static let data = "data"

    /// Whether an attribute's name is one that names an image: `image`, or a longer name ending in
    /// `Image`.
    static func namesImage(_ attribute: String) -> Bool {
        attribute == image
            || (attribute.utf8.count > imageSuffix.utf8.count
                && attribute.utf8.reversed().starts(with: imageSuffix.utf8.reversed()))
    }
}
