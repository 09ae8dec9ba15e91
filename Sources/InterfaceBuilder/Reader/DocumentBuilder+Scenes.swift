import TripSource
import TripXML

extension DocumentBuilder {
    /// Opens a `<scene>`: its objects are collected until it closes.
    mutating func startScene(_ element: XMLStartTag) {
        let sceneID = value(of: .sceneID, in: element)
        currentScene = document.scenes.count
        sceneFirstSegue = document.segues.count
        sceneObjects = []
        // An element of at least `<scene/>`.
        ListReservation.prepare(&document.scenes, offset: element.location.offset, fileSize: fileSize,
                                minimumBytes: 8)
        document.scenes.append(Scene(index: document.scenes.count, location: element.location, sceneID: sceneID))
    }

    /// Closes a `<scene>`: picks its controller and tells its segues their source controller.
    mutating func finishScene() {
        guard let index = currentScene else { return }
        // Taken, not copied: the controller's role is set below without copying every object.
        var objects = sceneObjects
        sceneObjects = []
        // The object Xcode marks as the scene's view controller, unless it is a storyboard reference
        // (then the scene has no controller); without a mark (watchOS), the first plain object.
        let controllerIndex: Int?
        if let marked = objects.firstIndex(where: { $0.sceneMemberID?.value == Self.controllerMember }) {
            controllerIndex = objects[marked].role == .object ? marked : nil
        } else {
            controllerIndex = objects.firstIndex { $0.role == .object }
        }
        if let controllerIndex {
            objects[controllerIndex].role = .controller(ControllerKind(elementName: objects[controllerIndex].elementName))
        }
        let controllerID = controllerIndex.flatMap { objects[$0].id }
        // A reference in this scene was appended last, if at all.
        let reference = document.storyboardReferences.last.flatMap { $0.sceneIndex == index ? $0 : nil }
        document.scenes[index].label = Scene.label(objects: objects, controllerIndex: controllerIndex,
                                                   reference: reference)
        document.scenes[index].objects = objects
        document.scenes[index].controllerIndex = controllerIndex
        if let controllerID {
            for segueIndex in sceneFirstSegue..<document.segues.count {
                Self.setSource(controllerID, of: &document.segues[segueIndex])
            }
        }
        currentScene = nil
        titledObject = nil
    }

    /// Records the title of a scene object's `<navigationItem key="navigationItem">` or
    /// `<tabBarItem key="tabBarItem">`, which Xcode names the scene by.
    mutating func addItemTitle(_ element: XMLStartTag, object: Int) {
        let isNavigationItem: Bool
        switch element.name.utf8.count {
        case 14 where element.name == Self.navigationItem: isNavigationItem = true
        case 10 where element.name == Self.tabBarItem: isNavigationItem = false
        default: return
        }
        guard value(of: .key, in: element)?.value == element.name, let title = value(of: .title, in: element) else {
            return
        }
        if isNavigationItem {
            sceneObjects[object].navigationItemTitle = title
        } else {
            sceneObjects[object].tabBarItemTitle = title
        }
    }

    private static let navigationItem = "navigationItem"
    private static let tabBarItem = "tabBarItem"

    private static func setSource(_ controllerID: Located<String>, of segue: inout Segue) {
        segue.sourceControllerID = controllerID
        for child in segue.children.indices {
            setSource(controllerID, of: &segue.children[child])
        }
    }

    private static let controllerMember = "viewController"

    /// Records a child of a scene's or a XIB's `<objects>`.
    ///
    /// The object is appended to `sceneObjects` first and filled in place (see `addCustomClassUse`);
    /// a XIB's object then moves on to the document's top-level objects.
    mutating func addTopLevelObject(_ element: XMLStartTag, id: Located<String>?, inScene: Bool) {
        let object = sceneObjects.count
        sceneObjects.append(InterfaceObject(elementName: element.name, location: element.location,
                                            role: Self.provisionalRole(of: element.name)))
        sceneObjects[object].id = id
        var storyboardName: Located<String>?
        var referencedIdentifier: Located<String>?
        var bundleIdentifier: Located<String>?
        let attributes = element.attributes
        for index in attributes.indices {
            guard let name = attributeName(attributes, index) else { continue }
            // Made only for the attributes this element keeps (`id` was read already).
            lazy var value = Self.located(attributes, index)
            if name.isCustomClassAttribute {
                _ = sceneObjects[object].setCustomClassAttribute(name, value)
                continue
            }
            switch name {
            case .userLabel: sceneObjects[object].userLabel = value
            case .storyboardIdentifier: sceneObjects[object].storyboardIdentifier = value
            case .restorationIdentifier: sceneObjects[object].restorationIdentifier = value
            case .identifier: sceneObjects[object].identifier = value
            case .title: sceneObjects[object].title = value
            case .placeholderIdentifier: sceneObjects[object].placeholderIdentifier = value
            case .sceneMemberID: sceneObjects[object].sceneMemberID = value
            case .storyboardName: storyboardName = value
            case .referencedIdentifier: referencedIdentifier = value
            case .bundleIdentifier: bundleIdentifier = value
            default: break
            }
        }
        if sceneObjects[object].role == .storyboardReference {
            var reference = StoryboardReference(object: sceneObjects[object], sceneIndex: currentScene)
            reference.storyboardName = storyboardName
            reference.referencedIdentifier = referencedIdentifier
            reference.bundleIdentifier = bundleIdentifier
            document.storyboardReferences.append(reference)
        }
        if !inScene {
            // A XIB has no scene to pick a controller in: its controllers are known by name.
            let kind = ControllerKind(elementName: element.name)
            if sceneObjects[object].role == .object && kind.isKnown {
                sceneObjects[object].role = .controller(kind)
            }
            document.topLevelObjects.append(sceneObjects.removeLast())
        }
    }

    /// The role an object has by its element name, before a scene's controller is picked.
    private static func provisionalRole(of elementName: String) -> ObjectRole {
        switch elementName {
        case "placeholder": .placeholder
        case "exit": .exit
        case "customObject": .customObject
        case "viewControllerPlaceholder", "controllerPlaceholder": .storyboardReference
        default: .object
        }
    }
}
