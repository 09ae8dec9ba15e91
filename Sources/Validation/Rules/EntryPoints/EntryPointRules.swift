extension RuleCategory {
    /// Initial view controllers, reachable scenes, storyboard identifiers.
    public static let entryPoints = RuleCategory(rawValue: "entry_points")
}

extension StandardRules {
    /// The rules of entry points.
    static var entryPoints: [AnyRule<ValidationProject>] {
        [
            AnyRule(MissingInitialViewController()),
            AnyRule(InitialViewControllerNotSceneController(), forEach: \.interfaceFiles),
            AnyRule(UnreachableScene(), forEach: \.interfaceFiles),
            AnyRule(DuplicateStoryboardIdentifier(), forEach: \.interfaceFiles),
            AnyRule(IdentifierEmpty(), forEach: \.interfaceFiles),
            AnyRule(IdentifierWhitespace(), forEach: \.interfaceFiles),
            AnyRule(IdentifierNotSwiftIdentifier(), forEach: \.interfaceFiles),
        ]
    }
}
