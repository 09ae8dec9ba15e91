extension RuleCategory {
    /// Outlets and actions.
    public static let connections = RuleCategory(rawValue: "connections")
}

extension StandardRules {
    /// The rules of outlets and actions.
    static var connections: [AnyRule<ValidationProject>] {
        [
            AnyRule(ConnectionCrossesScenes(), forEach: \.interfaceFiles),
            AnyRule(ConnectionDestinationUnresolved(), forEach: \.interfaceFiles),
            AnyRule(OutletNotInClass()),
            AnyRule(ActionNotInClass()),
        ]
    }
}
