import InterfaceBuilder

extension Connection {
    /// `outlet 'titleLabel'`, `outlet collection 'buttons'`, `action 'save:'`.
    var described: String {
        switch kind {
        case .outlet: "outlet '\(property?.value ?? "")'"
        case .outletCollection: "outlet collection '\(property?.value ?? "")'"
        case .action: "action '\(selector?.value ?? "")'"
        case .other(let name): "<\(name)>"
        }
    }

    /// Whether the connection is an outlet, outlet collection or action (not a binding or other).
    var isOutletOrAction: Bool {
        switch kind {
        case .outlet, .outletCollection, .action: true
        case .other: false
        }
    }

    /// Whether the connection is an outlet or outlet collection.
    var isOutlet: Bool {
        kind == .outlet || kind == .outletCollection
    }

    /// The ids it names: `destination`, and `target` of macOS actions (no array is made).
    var namedIDs: NamedIDs {
        NamedIDs(destination: destination, target: target)
    }

    /// The ids a connection names, `destination` first, as a sequence that allocates nothing.
    struct NamedIDs: Sequence, IteratorProtocol {
        var destination: Located<String>?
        var target: Located<String>?

        /// The next id named: the destination, then the target, then `nil`.
        mutating func next() -> Located<String>? {
            if let id = destination {
                destination = nil
                return id
            }
            defer { target = nil }
            return target
        }
    }
}
