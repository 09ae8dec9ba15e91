import TripSource

/// An outlet, outlet collection or action in a `<connections>` element (segues are kept apart, in
/// `InterfaceDocument.segues`).
public struct Connection: Sendable, Equatable {
    /// What the element is.
    public var kind: ConnectionKind
    /// Where the element's `<` is.
    public var location: SourceLocation
    /// The element whose `<connections>` hold this one (for the legacy archive format, the
    /// connection's `source` object).
    public var owner: ElementReference
    /// The scene holding the connection; `nil` in XIBs.
    public var sceneIndex: Int?
    public var id: Located<String>?
    /// `property` of an outlet or outlet collection.
    public var property: Located<String>?
    /// `destination`: an id.
    public var destination: Located<String>?
    /// `selector` of an action.
    public var selector: Located<String>?
    /// `target` of a macOS action: an id.
    public var target: Located<String>?
    /// `eventType` of an iOS action (`touchUpInside`, `valueChanged`, ...).
    public var eventType: Located<String>?
    /// `collectionClass` of an outlet collection.
    public var collectionClass: Located<String>?

    public init(kind: ConnectionKind, location: SourceLocation, owner: ElementReference, sceneIndex: Int?) {
        self.kind = kind
        self.location = location
        self.owner = owner
        self.sceneIndex = sceneIndex
    }
}

/// The element name of a connection.
///
/// Names TripKit has not seen (macOS `<binding>`, ...) are kept in `.other`, never rejected.
public enum ConnectionKind: Sendable, Hashable {
    case outlet
    case outletCollection
    case action
    /// Any other element inside `<connections>` except `<segue>`, by name.
    case other(String)

    /// The kind of a connection element.
    public init(elementName: String) {
        switch elementName {
        case "outlet": self = .outlet
        case "outletCollection": self = .outletCollection
        case "action": self = .action
        default: self = .other(elementName)
        }
    }

    /// The element name Xcode writes.
    public var elementName: String {
        switch self {
        case .outlet: "outlet"
        case .outletCollection: "outletCollection"
        case .action: "action"
        case .other(let name): name
        }
    }
}
