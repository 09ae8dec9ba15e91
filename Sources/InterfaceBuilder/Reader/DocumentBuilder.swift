import TripSource
@_spi(Plumbing) import TripXML

/// Builds an `InterfaceDocument` while TripXML streams a file's elements: no tree is built first.
///
/// The builder keeps a stack of open elements, each with the little it needs later (name, id,
/// location, and what it is to the model), and appends model values to the document's flat lists
/// as their elements open; values that need their children (segues with nested segues, scenes
/// with their controller) are finished when their elements close. A legacy `<archive>` root hands
/// the rest of the file to `LegacyArchiveBuilder`.
struct DocumentBuilder: XMLContentHandler {
    /// The document read so far.
    var document: InterfaceDocument
    private var frames: [Frame] = []
    private var kindIsKnown = false
    var currentScene: Int?
    var sceneObjects: [InterfaceObject] = []
    var sceneFirstSegue = 0
    var containerStack: [Int] = []
    /// The open cells, innermost last, as indices into `document.cells`.
    var cellStack: [Int] = []
    var openSegues: [Segue] = []
    private var legacy: LegacyArchiveBuilder?
    /// The scene object whose direct children are being read: its frame's index in `frames` and
    /// its index in `sceneObjects`, for the titles of its navigation and tab bar items.
    var titledObject: (frame: Int, object: Int)?
    private let elementNames = RememberedName.cache(of: ElementName.self)
    private let attributeNames = RememberedName.cache(of: AttributeName.self)
    /// What each element name of this read is, under the start tag's `nameKey` (unprefixed names).
    private let elementKeys = SlotCache<UInt, ElementName?>(slotCount: RememberedName.slotCount,
                                                            vacantKey: 0, vacantValue: nil)
    /// What each attribute name of this read is, under the name's `nameKey` (unprefixed names).
    /// Looked up for every attribute, so with room enough that a storyboard's few dozen names
    /// seldom share a slot (at 256 slots, 8% of the lookups missed).
    private let attributeKeys = SlotCache<UInt, AttributeName?>(slotCount: 4 * RememberedName.slotCount,
                                                                vacantKey: 0, vacantValue: nil)
    /// The file's size in bytes, for `ListReservation`; 0 when unknown.
    let fileSize: Int

    /// - Parameters:
    ///   - file: The file's path, as locations name it.
    ///   - fileSize: The file's size in bytes, if known (0 otherwise): the model's long lists
    ///     reserve room from it (see `ListReservation`).
    init(file: String, fileSize: Int = 0) {
        self.fileSize = fileSize
        let start = SourceLocation(file: file, line: 1, column: 1, offset: 0)
        document = InterfaceDocument(kind: .xib, file: file,
                                     root: ElementReference(elementName: "", id: nil, location: start))
    }

    /// The finished document, once the reader has seen the whole file.
    mutating func finish() -> InterfaceDocument {
        if var legacy {
            legacy.finish(into: &document)
        } else if !kindIsKnown {
            document.kind = document.scenes.isEmpty ? .xib : .storyboard
        }
        return document
    }

    // MARK: Events

    mutating func startElement(_ element: XMLStartTag) throws {
        if frames.isEmpty {
            return try startRoot(element)
        }
        if legacy != nil {
            legacy?.startElement(element, document: &document)
            frames.append(Frame(name: element.name, location: element.location, objectID: nil, role: .other))
            return
        }
        let parent = frames[frames.count - 1].role
        // Only `id`, `customClass` and the localizable texts matter on every element.
        var idIndex: Int?
        var hasCustomClass = false
        let attributes = element.attributes
        for index in attributes.indices {
            // The remembered classification of the name, under its key: no string, no comparison.
            switch attributeName(attributes, index) {
            case .id?:
                if idIndex == nil { idIndex = index }
            case .customClass?:
                hasCustomClass = true
            case let name? where name.isLocalizable:
                addLocalizableText(attributes.value(at: index), offset: element.location.offset)
            default:
                break
            }
        }
        let kind = elementName(of: element)
        if kind == .userDefinedRuntimeAttribute { addRuntimeAttributeText(element) }
        var id: Located<String>?
        var objectID: Int?
        if let idIndex {
            let value = Self.located(attributes, idIndex)
            id = value
            // An element of at least `<a id=""/>`: ten bytes.
            ListReservation.prepare(&document.objectIDs, offset: element.location.offset, fileSize: fileSize,
                                    minimumBytes: 10)
            objectID = document.objectIDs.count
            document.objectIDs.append(ObjectID(value: value, elementName: element.name,
                                               elementLocation: element.location, sceneIndex: currentScene,
                                               cellIndex: cellStack.last))
        }
        if hasCustomClass {
            addCustomClassUse(element)
        }
        if parent == .sceneObjects || parent == .topLevelObjects {
            // The object's frame is the next one; its children are the next level.
            if parent == .sceneObjects { titledObject = (frames.count, sceneObjects.count) }
            addTopLevelObject(element, id: id, inScene: parent == .sceneObjects)
        } else if let titledObject, titledObject.frame == frames.count - 1 {
            addItemTitle(element, object: titledObject.object)
        }
        let role = roleOfChild(element, kind: kind, id: id, parent: parent)
        if case .cell(let cellIndex) = role {
            // A cell's own id belongs to the cell, like the ids of what it holds.
            if id != nil { document.objectIDs[document.objectIDs.count - 1].cellIndex = cellIndex }
            cellStack.append(cellIndex)
        }
        frames.append(Frame(name: element.name, location: element.location, objectID: objectID, role: role))
    }

    mutating func endElement(_ element: XMLEndTag) throws {
        guard let role = frames.last?.role else { return }
        // Dropped in place: only its role is needed, so the frame is not copied out first.
        frames.removeLast()
        if legacy != nil {
            legacy?.endElement(element, document: &document)
            return
        }
        switch role {
        case .scene: finishScene()
        case .segue: finishSegue()
        case .container: containerStack.removeLast()
        case .cell: cellStack.removeLast()
        default: break
        }
    }

    mutating func characters(_ text: XMLCharacters) throws {
        legacy?.characters(text)
    }

    mutating func comment(_ comment: SourceComment) throws {
        // A comment of at least `<!---->`.
        ListReservation.prepare(&document.comments, offset: comment.location.offset, fileSize: fileSize,
                                minimumBytes: 7)
        document.comments.append(comment)
    }

    // MARK: Texts

    private mutating func addLocalizableText(_ text: String, offset: Int) {
        guard !text.isEmpty else { return }
        // An attribute of at least ` text="a"`.
        ListReservation.prepare(&document.localizableTexts, offset: offset, fileSize: fileSize, minimumBytes: 9)
        document.localizableTexts.insert(text)
    }

    /// A `<userDefinedRuntimeAttribute type="string" keyPath="..." value="...">`'s value.
    private mutating func addRuntimeAttributeText(_ element: XMLStartTag) {
        let attributes = element.attributes
        var isString = false
        var value: String?
        for index in attributes.indices {
            switch attributes.name(at: index) {
            case "type": isString = attributes.value(at: index) == "string"
            case "value": value = attributes.value(at: index)
            default: break
            }
        }
        if isString, let value { addLocalizableText(value, offset: element.location.offset) }
    }

    // MARK: The root

    private mutating func startRoot(_ element: XMLStartTag) throws {
        let type = element.attribute(Names.type).map(Self.located)
        let isInterfaceBuilder = type?.value.hasPrefix(Names.interfaceBuilderTypePrefix) ?? false
        guard isInterfaceBuilder, element.name == Names.document || element.name == Names.archive else {
            throw InterfaceBuilderError.notAnInterfaceBuilderDocument(
                element.location, rootElement: element.name, type: type?.value)
        }
        document.root = ElementReference(elementName: element.name, id: nil, location: element.location)
        document.type = type
        frames.append(Frame(name: element.name, location: element.location, objectID: nil, role: .root))
        if element.name == Names.archive {
            document.kind = .legacyArchive
            kindIsKnown = true
            let version = element.attribute(Names.version).map(Self.located)
            document.version = version
            document.legacyArchive = LegacyArchive(type: type, version: version)
            legacy = LegacyArchiveBuilder()
            return
        }
        if let type = type?.value {
            if type.contains(Names.storyboardTypeMarker) {
                document.kind = .storyboard
                kindIsKnown = true
            } else if type.hasSuffix(Names.xibTypeSuffix) {
                document.kind = .xib
                kindIsKnown = true
            }
        }
        readRootAttributes(element)
    }

    private mutating func readRootAttributes(_ element: XMLStartTag) {
        let attributes = element.attributes
        for index in attributes.indices {
            guard let name = attributeName(attributes, index) else { continue }
            let value = Self.located(attributes, index)
            switch name {
            case .version: document.version = value
            case .toolsVersion: document.toolsVersion = value
            case .systemVersion: document.systemVersion = value
            case .targetRuntime: document.platform = value.map(Platform.init(targetRuntime:))
            case .initialViewController:
                document.initialViewController = value
                recordReference(value, attribute: attributes.name(at: index), of: element)
            case .launchScreen: document.launchScreen = value.map(Self.isYes)
            case .useAutolayout: document.useAutolayout = value.map(Self.isYes)
            case .useTraitCollections: document.useTraitCollections = value.map(Self.isYes)
            case .useSafeAreas: document.useSafeAreas = value.map(Self.isYes)
            default: break
            }
        }
    }

    /// Interface Builder writes booleans as `YES` and `NO`.
    private static func isYes(_ text: String) -> Bool { text == "YES" }

    // MARK: Children

    /// Decides what an element is to the model, records what it holds, and returns its role.
    ///
    /// - Parameter kind: `elementName(of: element)`, looked up once by the caller.
    private mutating func roleOfChild(_ element: XMLStartTag, kind: ElementName?, id: Located<String>?,
                                      parent: Role) -> Role {
        // A runtime attribute is a name the builder reads only for its text: otherwise as unknown.
        guard let name = kind, name != .userDefinedRuntimeAttribute else {
            if parent == .connections {
                addConnection(element, id: id)
            } else if case .resourceImage(let entry) = parent {
                addResourceImageChild(element, entry: entry)
            }
            return .other
        }
        switch name {
        case .scenes where parent == .root:
            return .scenes
        case .scene where parent == .scenes:
            startScene(element)
            return .scene
        case .objects where parent == .scene:
            return .sceneObjects
        case .objects where parent == .root:
            return .topLevelObjects
        case .dependencies where parent == .root:
            return .dependencies
        case .deployment where parent == .dependencies:
            document.deployment = Self.dependencyVersion(element)
        case .development where parent == .dependencies:
            document.development = Self.dependencyVersion(element)
        case .tieBreakers where parent == .root:
            return .tieBreakers
        case .connections:
            return .connections
        case .segue where parent == .tieBreakers:
            recordReferences(in: element, named: .reference)
        case .segue:
            startSegue(element, id: id, parent: parent)
            return .segue
        case .container:
            return startContainer(element, id: id)
        case .cell:
            if let index = startCell(element, id: id, parent: parent) { return .cell(index) }
        case .prototypes:
            if case .container(let container) = parent { return .prototypes(container) }
        case .sections:
            if case .container(let container) = parent { return .sections(container) }
        case .section:
            if case .sections(let container) = parent { return startSection(element, id: id, container: container) }
        case .cells:
            if case .section(let container, let section) = parent { return .sectionCells(container, section) }
            if case .container(let container) = parent { return .prototypes(container) }
        case .constraint:
            recordReferences(in: element, named: .firstItem, .secondItem)
        case .cellContentView:
            recordReferences(in: element, named: .tableViewCell)
        case .resources where parent == .root:
            return .resources
        case .image where parent == .resources:
            if let entry = addResourceEntry(element, kind: .image) { return .resourceImage(entry) }
        case .namedColor where parent == .resources:
            addResourceEntry(element, kind: .color)
        case .color:
            addColorUse(element, holders: holderIDs(name: element.name, own: id))
        case .imageHolder:
            addImageUses(element, holders: holderIDs(name: element.name, own: id))
        default:
            if parent == .connections {
                addConnection(element, id: id)
            }
        }
        return .other
    }

    /// Records the attributes with one or two names as id references.
    private mutating func recordReferences(in element: XMLStartTag, named first: AttributeName,
                                           _ second: AttributeName? = nil) {
        let attributes = element.attributes
        for index in attributes.indices {
            guard let name = attributeName(attributes, index), name == first || name == second else { continue }
            recordReference(Self.located(attributes, index), attribute: attributes.name(at: index), of: element)
        }
    }

    private static func dependencyVersion(_ element: XMLStartTag) -> DependencyVersion {
        var result = DependencyVersion(location: element.location)
        let attributes = element.attributes
        for index in attributes.indices {
            switch AttributeName(attributes.name(at: index)) {
            case .identifier?: result.identifier = located(attributes, index)
            case .version?: result.version = located(attributes, index)
            case .defaultVersion?: result.defaultVersion = located(attributes, index)
            default: break
            }
        }
        return result
    }

    /// Records the custom class an element is given.
    ///
    /// Appended first and filled in place, as the other model values are: a value built in a
    /// local and then appended is copied, every string in it retained and released once more.
    private mutating func addCustomClassUse(_ element: XMLStartTag) {
        // An element of at least `<a customClass=""/>`.
        ListReservation.prepare(&document.customClassUses, offset: element.location.offset, fileSize: fileSize,
                                minimumBytes: 19)
        let use = document.customClassUses.count
        document.customClassUses.append(CustomClassUse(elementName: element.name, elementLocation: element.location,
                                                       sceneIndex: currentScene))
        let attributes = element.attributes
        for index in attributes.indices {
            guard let name = attributeName(attributes, index), name.isCustomClassAttribute else { continue }
            _ = document.customClassUses[use].setCustomClassAttribute(name, Self.located(attributes, index))
        }
    }

    /// Records an attribute whose value names an id.
    ///
    /// - Parameters:
    ///   - value: The attribute's value, located.
    ///   - attribute: The attribute's name.
    ///   - element: The element carrying it.
    mutating func recordReference(_ value: Located<String>, attribute: String, of element: XMLStartTag) {
        // An attribute of at least ` a=""`.
        ListReservation.prepare(&document.idReferences, offset: element.location.offset, fileSize: fileSize,
                                minimumBytes: 5)
        document.idReferences.append(IDReference(value: value, attribute: attribute,
                                                 elementName: element.name, elementLocation: element.location))
    }

    /// What an element's name is to the builder, remembered per distinct name.
    ///
    /// Always inlined, as are `attributeName` and `value(of:in:)`: called from a mutating method,
    /// an outlined non-mutating one is handed a copy of the whole builder.
    @inline(__always)
    func elementName(_ name: String) -> ElementName? {
        // Written out here, in a concrete function, so that the lookup is specialised.
        elementNames.value(hash: RememberedName.hash(of: name)) { $0.spells(name) } make: {
            (RememberedName(name), ElementName(name))
        }
    }

    /// What a start tag's element name is to the builder, remembered under the name's key (as
    /// `attributeName(_:_:)` does for attributes): a name met before is found without touching its
    /// string, so the tag is not copied to retain it.
    @inline(__always)
    func elementName(of element: XMLStartTag) -> ElementName? {
        let key = element.nameKey
        guard key != 0 else { return elementName(element.name) }
        return elementKeys.value(hash: UInt64(key)) { $0 == key } make: {
            (key, elementName(element.name))
        }
    }

    /// What an attribute's name is to the builder, remembered per distinct name.
    @inline(__always)
    func attributeName(_ name: String) -> AttributeName? {
        attributeNames.value(hash: RememberedName.hash(of: name)) { $0.spells(name) } make: {
            (RememberedName(name), AttributeName(name))
        }
    }

    /// What the attribute at a position is to the builder, remembered under its name's key: its
    /// name's string is neither made nor retained when the name was met before.
    @inline(__always)
    func attributeName(_ attributes: XMLAttributes, _ index: Int) -> AttributeName? {
        let key = attributes.nameKey(at: index)
        guard key != 0 else { return attributeName(attributes.name(at: index)) }
        return attributeKeys.value(hash: UInt64(key)) { $0 == key } make: {
            (key, attributeName(attributes.name(at: index)))
        }
    }

    /// The value of an element's first attribute with a name, located.
    @inline(__always)
    func value(of wanted: AttributeName, in element: XMLStartTag) -> Located<String>? {
        let attributes = element.attributes
        for index in attributes.indices where attributeName(attributes, index) == wanted {
            return Self.located(attributes, index)
        }
        return nil
    }

    /// An attribute's value with the location just inside its opening quote.
    static func located(_ attribute: XMLAttribute) -> Located<String> {
        Located(attribute.value, at: attribute.valueLocation)
    }

    /// The value of the attribute at a position, with the location just inside its opening quote;
    /// only this attribute's value is made.
    @inline(__always)
    static func located(_ attributes: XMLAttributes, _ index: Int) -> Located<String> {
        Located(attributes.value(at: index), at: attributes.valueLocation(at: index))
    }

    /// The element that owns the element being opened: the parent of `<connections>` for the
    /// children of `<connections>`, else the parent.
    var owner: ElementReference {
        var index = frames.count - 1
        if frames[index].role == .connections && index > 0 {
            index -= 1
        }
        let frame = frames[index]
        return ElementReference(elementName: frame.name, id: id(of: frame), location: frame.location)
    }
}

extension DocumentBuilder {
    /// The objects an element about to open (`name`, `own` id) belongs to, as code meets them
    /// through outlets: the element itself when it has an id, else the nearest open element with
    /// one (a `<state>` or `<color>` is its `<button>`'s or view's); and, when that is an AppKit
    /// cell (`<imageCell>`, `<buttonCell>`), the control holding it too. Walks the open elements
    /// only up to the ids it needs.
    func holderIDs(name: String, own: Located<String>?) -> [String] {
        var ids: [String] = []
        var isCell = false
        if let own {
            ids.append(own.value)
            isCell = name.hasSuffix("Cell")
        }
        var index = frames.endIndex
        while index > frames.startIndex, ids.isEmpty || (isCell && ids.count < 2) {
            index -= 1
            guard let id = id(of: frames[index]) else { continue }
            ids.append(id.value)
            isCell = ids.count == 1 && frames[index].name.hasSuffix("Cell")
        }
        return ids
    }

    /// One open element.
    struct Frame {
        let name: String
        let location: SourceLocation
        /// Where the element's id is in `document.objectIDs`, if it has one: the frame holds no copy
        /// of it, which would be retained when the element opens and released when it closes.
        let objectID: Int?
        let role: Role
    }

    /// An open element's id.
    @inline(__always)
    func id(of frame: Frame) -> Located<String>? {
        frame.objectID.map { document.objectIDs[$0].value }
    }

    /// What an open element is to the model.
    enum Role: Equatable {
        case root
        case dependencies
        case scenes
        case scene
        case sceneObjects
        case topLevelObjects
        case tieBreakers
        /// The root's `<resources>`: the images and named colors the document uses.
        case resources
        /// An `<image>` entry of `<resources>`: its index in `assetUses`.
        case resourceImage(Int)
        case connections
        case segue
        /// A table or collection view: its index in `cellContainers`.
        case container(Int)
        /// A cell: its index in `cells`.
        case cell(Int)
        /// A table's `<prototypes>` or a collection view's `<cells>`.
        case prototypes(Int)
        /// A static table's `<sections>`.
        case sections(Int)
        /// A `tableViewSection`: container and section index.
        case section(Int, Int)
        /// A static section's `<cells>`.
        case sectionCells(Int, Int)
        case other
    }

    enum Names {
        static let type = "type"
        static let version = "version"
        static let document = "document"
        static let archive = "archive"
        static let interfaceBuilderTypePrefix = "com.apple.InterfaceBuilder"
        static let storyboardTypeMarker = "Storyboard"
        static let xibTypeSuffix = "XIB"
    }
}
