extension RuleCategory {
    /// Property lists: duplicate keys, Info.plist storyboard names, Destinations.plist schema.
    public static let plists = RuleCategory(rawValue: "plists")
}

extension StandardRules {
    /// The rules of property lists.
    static var plists: [AnyRule<ValidationProject>] {
        [
            AnyRule(PlistDuplicateKey(), forEach: \.propertyLists),
            AnyRule(InvalidPropertyList()),
            AnyRule(InfoPlistUnknownStoryboard()),
        ]
    }
}
