extension RuleCategory {
    /// Images and colors named by documents and code, checked against the asset catalogs.
    public static let assets = RuleCategory(rawValue: "assets")
}

extension StandardRules {
    /// The rules of assets.
    static var assets: [AnyRule<ValidationProject>] {
        [
            AnyRule(AssetNotFound()),
            AnyRule(CodeAssetNotFound()),
            AnyRule(AssetNameCaseMismatch()),
        ]
    }
}
