extension RuleCategory {
    /// Object ids and the attributes that refer to them.
    public static let ids = RuleCategory(rawValue: "ids")
}

extension StandardRules {
    /// The rules of object ids.
    static var ids: [AnyRule<ValidationProject>] {
        [
            AnyRule(DuplicateObjectID(), forEach: \.interfaceFiles),
            AnyRule(UnresolvedIDReference(), forEach: \.interfaceFiles),
        ]
    }
}
