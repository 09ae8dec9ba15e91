extension StringCatalogFile {
    /// Whether the catalog is an Info.plist's localization (`InfoPlist.xcstrings`, in any letter
    /// case): its keys are Info.plist keys, and a key missing there falls back to the Info.plist's
    /// value, as in `InfoPlist.strings`.
    var localizesInfoPlist: Bool {
        fileName.lowercased().hasSuffix(".xcstrings") && LocalizationMissingKey.isInfoPlistTable(tableName)
    }
}
