/// What a scene's controller is, from its element name.
///
/// Element names TripKit has not seen are kept in `.other`, never rejected.
public enum ControllerKind: Sendable, Hashable {
    case viewController
    case tableViewController
    case collectionViewController
    case navigationController
    case tabBarController
    case splitViewController
    case pageViewController
    case hostingController
    case avPlayerViewController
    case glkViewController
    /// macOS `windowController`.
    case windowController
    /// macOS `tabViewController`.
    case tabViewController
    /// macOS `pagecontroller` (spelt in lower case by Xcode).
    case pageController
    /// macOS `application` (the main menu scene).
    case application
    /// watchOS interface controller (`controller`).
    case interfaceController
    /// watchOS `notificationController`.
    case notificationController
    /// watchOS `glanceController`.
    case glanceController
    /// Any other element name, as written.
    case other(String)

    /// The kind of a controller element.
    public init(elementName: String) {
        self = Self.names.kind(named: elementName) ?? .other(elementName)
    }

    /// The element name Xcode writes for the kind.
    public var elementName: String {
        if case .other(let name) = self { return name }
        return Self.names.name(of: self) ?? ""
    }

    /// Whether the kind is one of the named cases.
    public var isKnown: Bool {
        if case .other = self { return false }
        return true
    }

    private static let names = NameTable<ControllerKind>([
        (.viewController, "viewController"), (.tableViewController, "tableViewController"),
        (.collectionViewController, "collectionViewController"), (.navigationController, "navigationController"),
        (.tabBarController, "tabBarController"), (.splitViewController, "splitViewController"),
        (.pageViewController, "pageViewController"), (.hostingController, "hostingController"),
        (.avPlayerViewController, "avPlayerViewController"), (.glkViewController, "glkViewController"),
        (.windowController, "windowController"), (.tabViewController, "tabViewController"),
        (.pageController, "pagecontroller"), (.application, "application"),
        (.interfaceController, "controller"), (.notificationController, "notificationController"),
        (.glanceController, "glanceController"),
    ])
}
