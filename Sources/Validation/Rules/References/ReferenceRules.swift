extension RuleCategory {
    /// Storyboard references across files.
    public static let references = RuleCategory(rawValue: "references")
}

extension StandardRules {
    /// The rules of storyboard references.
    static var references: [AnyRule<ValidationProject>] {
        [
            AnyRule(StoryboardReferenceUnresolved()),
            AnyRule(StoryboardReferenceIdentifierUnknown()),
        ]
    }
}
