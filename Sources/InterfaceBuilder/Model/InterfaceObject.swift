import TripSource

/// A top-level object: a child of a scene's `<objects>`, or of a XIB's `<objects>`.
///
/// Scenes hold their controller, placeholders (`IBFirstResponder`, `IBFilesOwner`), `<exit>`, custom
/// objects, storyboard references and any other top-level object (gesture recognizers, extra views);
/// XIBs hold File's Owner, First Responder and their top-level views, cells and objects. Attributes
/// an element does not have are `nil`.
public struct InterfaceObject: Sendable, Equatable {
    /// The element name as written (`viewController`, `placeholder`, `exit`, `view`, ...). For the
    /// legacy archive format, the object's class (`IBProxyObject`, `IBUIView`).
    public var elementName: String
    /// Where the element's `<` is.
    public var location: SourceLocation
    /// What the object is to its scene or XIB.
    public var role: ObjectRole
    public var id: Located<String>?
    public var customClass: Located<String>?
    public var customModule: Located<String>?
    public var customModuleProvider: Located<String>?
    public var userLabel: Located<String>?
    public var storyboardIdentifier: Located<String>?
    public var restorationIdentifier: Located<String>?
    /// `identifier` of a watchOS interface controller: the name `pushController(withName:)` and
    /// `presentController(withName:)` use.
    public var identifier: Located<String>?
    public var title: Located<String>?
    /// `placeholderIdentifier` of a `<placeholder>`: `IBFirstResponder`, `IBFilesOwner`, ...
    public var placeholderIdentifier: Located<String>?
    /// `sceneMemberID`: `viewController`, `firstResponder`, `exit`, ...
    public var sceneMemberID: Located<String>?
    /// The `title` of the object's own `<navigationItem key="navigationItem">` (a scene object's
    /// only): what a navigation bar shows for the controller, and part of the scene's `title`.
    public var navigationItemTitle: Located<String>?
    /// The `title` of the object's own `<tabBarItem key="tabBarItem">` (a scene object's only).
    public var tabBarItemTitle: Located<String>?

    public init(elementName: String, location: SourceLocation, role: ObjectRole) {
        self.elementName = elementName
        self.location = location
        self.role = role
    }

    /// The controller kind, when the object is its scene's controller (or a XIB's top-level controller).
    public var controllerKind: ControllerKind? {
        if case .controller(let kind) = role { return kind }
        return nil
    }

    /// A reference to the object, as connections and segues name their owners.
    public var reference: ElementReference {
        ElementReference(elementName: elementName, id: id, location: location)
    }
}

/// What a top-level object is to its scene or XIB.
public enum ObjectRole: Sendable, Hashable {
    /// The scene's controller (in XIBs: a top-level controller object).
    case controller(ControllerKind)
    /// A `<placeholder>` (`IBFirstResponder`, `IBFilesOwner`, ...).
    case placeholder
    /// The scene's `<exit>`, the destination of its unwind segues.
    case exit
    /// A `<customObject>` (macOS app delegates, the macOS First Responder).
    case customObject
    /// A storyboard reference (`viewControllerPlaceholder`, macOS `controllerPlaceholder`).
    case storyboardReference
    /// Any other top-level object: views, cells, gesture recognizers, ... (see `elementName`).
    case object

    /// The role as the dump and descriptions name it: `controller(viewController)`, `placeholder`, ...
    public var name: String {
        switch self {
        case .controller(let kind): "controller(\(kind.elementName))"
        case .placeholder: "placeholder"
        case .exit: "exit"
        case .customObject: "customObject"
        case .storyboardReference: "storyboardReference"
        case .object: "object"
        }
    }
}
