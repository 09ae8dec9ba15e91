extension RuleCategory {
    /// Segue destinations, identifiers, kinds and relationships.
    public static let segues = RuleCategory(rawValue: "segues")
}

extension StandardRules {
    /// The rules of segues.
    static var segues: [AnyRule<ValidationProject>] {
        [
            AnyRule(SegueDestinationUnresolved(), forEach: \.interfaceFiles),
            AnyRule(ControllerSegueWithoutIdentifier(), forEach: \.interfaceFiles),
            AnyRule(DuplicateSegueIdentifier(), forEach: \.interfaceFiles),
            AnyRule(UnknownSegueKind(), forEach: \.interfaceFiles),
            AnyRule(SegueKindUnavailable(), forEach: \.interfaceFiles),
            AnyRule(DeprecatedSegueKind(), forEach: \.interfaceFiles),
            AnyRule(RelationshipSegueInvalid(), forEach: \.interfaceFiles),
            AnyRule(ContainerRelationshipCount(), forEach: \.interfaceFiles),
            AnyRule(CustomSegueWithoutClass(), forEach: \.interfaceFiles),
            AnyRule(UnwindSegueInvalid(), forEach: \.interfaceFiles),
            AnyRule(EmbedSegueNotFromContainerView(), forEach: \.interfaceFiles),
            AnyRule(PopoverSegueWithoutAnchor(), forEach: \.interfaceFiles),
            AnyRule(SegueRequiresSplitView()),
        ]
    }
}
