extension RuleCategory {
    /// Info.plist readiness: usage descriptions, scene manifest, versions and identifiers, and what App
    /// Store Connect checks on upload.
    public static let infoPlist = RuleCategory(rawValue: "info_plist")
}

extension StandardRules {
    /// The rules of Info.plist readiness.
    static var infoPlist: [AnyRule<ValidationProject>] {
        [
            AnyRule(UsageDescriptionMissing()),
            AnyRule(UsageDescriptionNotLocalized()),
            AnyRule(SceneManifestMissing()),
            AnyRule(SceneConfigurationMissing()),
            AnyRule(DesignRequiresCompatibilityIgnored()),
            AnyRule(RequiresFullScreenDeprecated()),
            AnyRule(BundleVersionInvalid()),
            AnyRule(ExtensionVersionMismatch()),
            AnyRule(ExtensionBundleIdentifierPrefix()),
            AnyRule(BackgroundModeInvalid()),
            AnyRule(DocumentTypeIncomplete()),
            AnyRule(IPadOrientationsIncomplete()),
            AnyRule(AppIconMissing()),
            AnyRule(BundleNameMissing()),
            AnyRule(PushEntitlementMissing()),
        ]
    }
}
