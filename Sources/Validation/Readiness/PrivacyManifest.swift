import PropertyList
import TripSource

/// What a privacy manifest declares, with where each value is written, as far as its values have
/// the documented shapes (a value of the wrong shape is left out here; `privacy_manifest_value_type`
/// reports it).
struct PrivacyManifest {
    /// A string value and where it is.
    struct Located {
        let value: String
        let location: SourceLocation
    }

    /// One dictionary of `NSPrivacyAccessedAPITypes`.
    struct AccessedAPI {
        /// Where the dictionary is.
        let location: SourceLocation
        let category: Located?
        let reasons: [Located]
    }

    /// One dictionary of `NSPrivacyCollectedDataTypes`.
    struct CollectedData {
        let location: SourceLocation
        let type: Located?
        let purposes: [Located]
    }

    let file: PropertyListFile
    let accessedAPIs: [AccessedAPI]
    let collectedData: [CollectedData]

    /// The manifest's declarations, or `nil` when its root is not a dictionary.
    init?(_ file: PropertyListFile) {
        guard let root = file.document.root.dictionary else { return nil }
        let fallback = file.document.root.location ?? SourceLocation(wholeFile: file.path)
        self.file = file
        accessedAPIs = Self.dictionaries(root[PrivacyManifestTables.accessedAPITypes]).map { entry, location in
            AccessedAPI(location: location ?? fallback,
                        category: Self.string(entry[PrivacyManifestTables.accessedAPIType], fallback: fallback),
                        reasons: Self.strings(entry[PrivacyManifestTables.accessedAPIReasons], fallback: fallback))
        }
        collectedData = Self.dictionaries(root[PrivacyManifestTables.collectedDataTypes]).map { entry, location in
            CollectedData(location: location ?? fallback,
                          type: Self.string(entry[PrivacyManifestTables.collectedDataType], fallback: fallback),
                          purposes: Self.strings(entry[PrivacyManifestTables.collectedDataPurposes], fallback: fallback))
        }
    }

    /// The categories of required-reason API the manifest declares.
    var declaredCategories: Set<String> {
        Set(accessedAPIs.compactMap { $0.category?.value })
    }

    private static func dictionaries(_ value: PlistValue?) -> [(PlistDictionary, SourceLocation?)] {
        (value?.array ?? []).compactMap { item in item.dictionary.map { ($0, item.location) } }
    }

    private static func string(_ value: PlistValue?, fallback: SourceLocation) -> Located? {
        guard let value, let text = value.string else { return nil }
        return Located(value: text, location: value.location ?? fallback)
    }

    private static func strings(_ value: PlistValue?, fallback: SourceLocation) -> [Located] {
        (value?.array ?? []).compactMap { string($0, fallback: fallback) }
    }
}
