extension RuleCategory {
    /// Privacy manifests (`PrivacyInfo.xcprivacy`) and the required-reason APIs code uses.
    public static let privacy = RuleCategory(rawValue: "privacy")
}

extension StandardRules {
    /// The rules of privacy manifests.
    static var privacy: [AnyRule<ValidationProject>] {
        [
            AnyRule(PrivacyManifestValueType(), forEach: \.privacyManifests),
            AnyRule(PrivacyManifestUnknownKey(), forEach: \.privacyManifests),
            AnyRule(PrivacyManifestEntryIncomplete(), forEach: \.privacyManifests),
            AnyRule(PrivacyAPICategoryUnknown(), forEach: \.privacyManifests),
            AnyRule(PrivacyAPIReasonInvalid(), forEach: \.privacyManifests),
            AnyRule(PrivacyDataTypeUnknown(), forEach: \.privacyManifests),
            AnyRule(PrivacyDataPurposeUnknown(), forEach: \.privacyManifests),
            AnyRule(RequiredReasonAPIUndeclared()),
            AnyRule(SDKPrivacyManifestMissing()),
        ]
    }
}
