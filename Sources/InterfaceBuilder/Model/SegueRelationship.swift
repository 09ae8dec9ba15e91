/// The `relationship` of a `kind="relationship"` segue: which slot of its container controller the
/// destination fills.
///
/// Relationships TripKit has not seen are kept in `.other`, never rejected.
public enum SegueRelationship: Sendable, Hashable {
    case rootViewController
    case viewControllers
    case masterViewController
    case detailViewController
    case supplementaryViewController
    case compactViewController
    /// macOS split view controllers: `splitItems`.
    case splitItems
    /// macOS tab view controllers: `tabItems`.
    case tabItems
    /// macOS window controllers: `window.shadowedContentViewController`.
    case windowContent
    /// watchOS: `dynamicNotificationInterface`.
    case dynamicNotificationInterface
    /// watchOS: `dynamicInteractiveNotificationInterface`.
    case dynamicInteractiveNotificationInterface
    /// Any other relationship, as written.
    case other(String)

    /// The relationship named by a `relationship` attribute value.
    public init(name: String) {
        self = Self.names.kind(named: name) ?? .other(name)
    }

    /// The `relationship` attribute value for the relationship.
    public var name: String {
        if case .other(let name) = self { return name }
        return Self.names.name(of: self) ?? ""
    }

    private static let names = NameTable<SegueRelationship>([
        (.rootViewController, "rootViewController"), (.viewControllers, "viewControllers"),
        (.masterViewController, "masterViewController"), (.detailViewController, "detailViewController"),
        (.supplementaryViewController, "supplementaryViewController"),
        (.compactViewController, "compactViewController"), (.splitItems, "splitItems"), (.tabItems, "tabItems"),
        (.windowContent, "window.shadowedContentViewController"),
        (.dynamicNotificationInterface, "dynamicNotificationInterface"),
        (.dynamicInteractiveNotificationInterface, "dynamicInteractiveNotificationInterface"),
    ])
}
