extension RuleCategory {
    /// Strings tables across the `.lproj` folders of a bundle: missing keys, format specifiers,
    /// plural rules, InfoPlist.strings.
    public static let localizations = RuleCategory(rawValue: "localizations")
}

extension StandardRules {
    /// The rules of strings tables.
    static var localizations: [AnyRule<ValidationProject>] {
        [
            AnyRule(LocalizationMissingKey()),
            AnyRule(LocalizationKeyNotFound()),
            AnyRule(LocalizationKeyUnused()),
            AnyRule(LocalizationExtraKey()),
            AnyRule(LocalizationFormatMismatch()),
            AnyRule(LocalizationFormatArguments()),
            AnyRule(LocalizationFormatCapped()),
            AnyRule(LocalizationEmptyTranslation()),
            AnyRule(StringsdictMissingOther(), forEach: \.propertyLists),
            AnyRule(StringsdictUnusedPluralCategory(), forEach: \.propertyLists),
            AnyRule(InfoPlistStringsUnknownKey()),
            AnyRule(LocalizationKeyInterpolated()),
        ]
    }
}
