/// The groups rules are listed in, following the checks `tripkit validate` makes.
public enum RuleCategory: String, CaseIterable, Comparable, Hashable, Sendable {
    /// Whether a file can be read at all: well-formedness, document kind, archive format, platform.
    case files
    /// Object ids and the attributes that refer to them.
    case ids
    /// Initial view controllers, reachable scenes, storyboard identifiers.
    case entryPoints = "entry_points"
    /// Segue destinations, identifiers, kinds and relationships.
    case segues
    /// Storyboard references across files.
    case references
    /// Outlets and actions.
    case connections
    /// Table and collection view cells.
    case cells
    /// String literals in Swift and Objective-C sources checked against the documents.
    case code
    /// Images and colors named by documents and code, checked against the asset catalogs.
    case assets
    /// Property lists: duplicate keys, Info.plist storyboard names, Destinations.plist schema.
    case plists
    /// Strings tables across the `.lproj` folders of a bundle: missing keys, format specifiers,
    /// plural rules, InfoPlist.strings.
    case localizations
    /// String Catalogs (`.xcstrings`): structure, translations, states, format specifiers.
    case stringCatalogs = "string_catalogs"
    /// Info.plist readiness: usage descriptions, scene manifest, versions and identifiers.
    case infoPlist = "info_plist"
    /// Privacy manifests (`PrivacyInfo.xcprivacy`) and the required-reason APIs code uses.
    case privacy
    /// The engine's own checks of suppression comments.
    case suppressions

    public static func < (lhs: RuleCategory, rhs: RuleCategory) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
