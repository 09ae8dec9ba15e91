/// A segue's `kind` attribute.
///
/// Kinds TripKit has not seen are kept in `.other`, never rejected.
public enum SegueKind: Sendable, Hashable {
    case push
    case modal
    case popover
    case replace
    case custom
    case relationship
    case unwind
    case embed
    case show
    case showDetail
    case presentation
    case popoverPresentation
    case sheet
    /// Any other kind, as written.
    case other(String)

    /// The kind named by a `kind` attribute value.
    public init(name: String) {
        self = Self.names.kind(named: name) ?? .other(name)
    }

    /// The `kind` attribute value for the kind.
    public var name: String {
        if case .other(let name) = self { return name }
        return Self.names.name(of: self) ?? ""
    }

    private static let names = NameTable<SegueKind>([
        (.push, "push"), (.modal, "modal"), (.popover, "popover"), (.replace, "replace"), (.custom, "custom"),
        (.relationship, "relationship"), (.unwind, "unwind"), (.embed, "embed"), (.show, "show"),
        (.showDetail, "showDetail"), (.presentation, "presentation"),
        (.popoverPresentation, "popoverPresentation"), (.sheet, "sheet"),
    ])
}
