extension RuleCategory {
    /// String Catalogs (`.xcstrings`): structure, translations, states, format specifiers.
    public static let stringCatalogs = RuleCategory(rawValue: "string_catalogs")
}

extension StandardRules {
    /// The rules of String Catalogs.
    static var stringCatalogs: [AnyRule<ValidationProject>] {
        [
            AnyRule(StringCatalogInvalid()),
            AnyRule(StringCatalogUnknownValue(), forEach: \.stringCatalogs),
            AnyRule(StringCatalogDuplicateKey(), forEach: \.stringCatalogs),
            AnyRule(StringCatalogMissingTranslation()),
            AnyRule(StringCatalogNeedsReview(), forEach: \.stringCatalogs),
            AnyRule(StringCatalogStale()),
            AnyRule(StringCatalogMissingOther(), forEach: \.stringCatalogs),
            AnyRule(StringCatalogUnusedPluralCategory(), forEach: \.stringCatalogs),
            AnyRule(StringCatalogFormatMismatch(), forEach: \.catalogsWithCode),
            AnyRule(StringCatalogFormatArguments(), forEach: \.catalogsWithCode),
        ]
    }
}
