/// Every rule TripKit's validator runs, in the groups `tripkit rules` lists.
///
/// Modules above Validation add their own rules by composing lists: a rule over property lists is
/// registered with `AnyRule(rule, forEach: \.propertyLists)`, a cross-file rule with
/// `AnyRule(rule)`, and the command line builds its validator from
/// `StandardRules.all + theirRules`; the configuration, suppressions, baseline, reporters and
/// `tripkit rules` then know them like any other.
public enum StandardRules {
    /// The rules, each once.
    public static var all: [AnyRule<ValidationProject>] {
        files + ids + entryPoints + segues + references + connections + cells + code + assets + plists + localizations + stringCatalogs + infoPlist + privacy
    }

    static var files: [AnyRule<ValidationProject>] {
        [
            AnyRule(XMLNotWellFormed(), forEach: \.failures),
            AnyRule(NotInterfaceBuilderDocument(), forEach: \.failures),
            AnyRule(UnreadableFile(), forEach: \.failures),
            AnyRule(LegacyArchiveFormat(), forEach: \.interfaceFiles),
            AnyRule(UnknownPlatform(), forEach: \.interfaceFiles),
        ]
    }

    static var ids: [AnyRule<ValidationProject>] {
        [
            AnyRule(DuplicateObjectID(), forEach: \.interfaceFiles),
            AnyRule(UnresolvedIDReference(), forEach: \.interfaceFiles),
        ]
    }

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

    static var references: [AnyRule<ValidationProject>] {
        [
            AnyRule(StoryboardReferenceUnresolved()),
            AnyRule(StoryboardReferenceIdentifierUnknown()),
        ]
    }

    static var connections: [AnyRule<ValidationProject>] {
        [
            AnyRule(ConnectionCrossesScenes(), forEach: \.interfaceFiles),
            AnyRule(ConnectionDestinationUnresolved(), forEach: \.interfaceFiles),
            AnyRule(OutletNotInClass()),
            AnyRule(ActionNotInClass()),
        ]
    }

    static var cells: [AnyRule<ValidationProject>] {
        [
            AnyRule(PrototypeCellMissingReuseIdentifier(), forEach: \.interfaceFiles),
            AnyRule(DuplicateReuseIdentifier(), forEach: \.interfaceFiles),
            AnyRule(StaticCellsOutsideTableViewController(), forEach: \.interfaceFiles),
            AnyRule(OutletToPrototypeContent(), forEach: \.interfaceFiles),
        ]
    }

    static var code: [AnyRule<ValidationProject>] {
        [
            AnyRule(CodeUnknownSegueIdentifier()),
            AnyRule(CodeUnknownStoryboardIdentifier()),
            AnyRule(CodeUnknownStoryboard()),
            AnyRule(CodeUnknownReuseIdentifier()),
            AnyRule(CustomClassNotDeclared()),
        ]
    }

    static var assets: [AnyRule<ValidationProject>] {
        [
            AnyRule(AssetNotFound()),
            AnyRule(CodeAssetNotFound()),
            AnyRule(AssetNameCaseMismatch()),
        ]
    }

    static var plists: [AnyRule<ValidationProject>] {
        [
            AnyRule(PlistDuplicateKey(), forEach: \.propertyLists),
            AnyRule(InvalidPropertyList(), forEach: \.failures),
            AnyRule(InfoPlistUnknownStoryboard()),
        ]
    }

    static var localizations: [AnyRule<ValidationProject>] {
        [
            AnyRule(LocalizationMissingKey()),
            AnyRule(LocalizationExtraKey()),
            AnyRule(LocalizationFormatMismatch()),
            AnyRule(LocalizationFormatArguments()),
            AnyRule(StringsdictMissingOther(), forEach: \.propertyLists),
            AnyRule(StringsdictUnusedPluralCategory(), forEach: \.propertyLists),
            AnyRule(InfoPlistStringsUnknownKey()),
        ]
    }

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
            AnyRule(StringCatalogFormatMismatch(), forEach: \.stringCatalogs),
            AnyRule(StringCatalogFormatArguments(), forEach: \.stringCatalogs),
        ]
    }

    static var infoPlist: [AnyRule<ValidationProject>] {
        [
            AnyRule(UsageDescriptionMissing()),
            AnyRule(UsageDescriptionNotLocalized()),
            AnyRule(SceneManifestMissing()),
            AnyRule(SceneConfigurationMissing()),
            AnyRule(BundleVersionInvalid()),
            AnyRule(ExtensionVersionMismatch()),
            AnyRule(ExtensionBundleIdentifierPrefix()),
        ]
    }

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
        ]
    }

    /// The registry of the standard rules and the engine's own, for reading configurations and
    /// listing rules.
    public static var registry: RuleRegistry {
        RuleRegistry(rules: all)
    }
}
