/// The two-way table between the known cases of a kind enum and the names Xcode writes for them.
///
/// Kind enums (`ControllerKind`, `SegueKind`, ...) keep names they do not know in an `.other` case;
/// this table is what tells the known ones apart, in both directions.
struct NameTable<Kind: Hashable & Sendable>: Sendable {
    private let kindsByName: [String: Kind]
    private let namesByKind: [Kind: String]

    /// A table of kinds and their names; each kind and each name appears once.
    init(_ pairs: [(Kind, String)]) {
        var kindsByName: [String: Kind] = [:]
        var namesByKind: [Kind: String] = [:]
        for (kind, name) in pairs {
            kindsByName[name] = kind
            namesByKind[kind] = name
        }
        self.kindsByName = kindsByName
        self.namesByKind = namesByKind
    }

    /// The known kind with a name, or `nil`.
    func kind(named name: String) -> Kind? { kindsByName[name] }

    /// The name of a known kind, or `nil` for a kind outside the table.
    func name(of kind: Kind) -> String? { namesByKind[kind] }
}
