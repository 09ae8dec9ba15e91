extension StandardRules {
    /// The rules of whether a file can be read at all and what kind it is.
    static var files: [AnyRule<ValidationProject>] {
        [
            AnyRule(XMLNotWellFormed()),
            AnyRule(NotInterfaceBuilderDocument(), forEach: \.failures),
            AnyRule(UnreadableFile(), forEach: \.failures),
            AnyRule(UnreadableFolder(), forEach: \.skippedPaths),
            AnyRule(PathOutsideFolder(), forEach: \.skippedPaths),
            AnyRule(LegacyArchiveFormat(), forEach: \.interfaceFiles),
            AnyRule(UnknownPlatform(), forEach: \.interfaceFiles),
            AnyRule(ProjectNotRead()),
        ]
    }
}
