extension PlistValue {
    /// The value with every dictionary's keys in CoreFoundation's order: by their UTF-16 code
    /// units, as `CFStringCompare` orders them and as Foundation and Xcode write XML and binary
    /// property lists. Arrays keep their order; locations are kept.
    ///
    /// Recurses once per level of nesting, which the readers cap (`PlistReader.Options.maxDepth`).
    public func sortingKeys() -> PlistValue {
        switch content {
        case .array(let items):
            return PlistValue(.array(items.map { $0.sortingKeys() }), location: location)
        case .dictionary(let dictionary):
            let sorted = dictionary.entries
                .map { (units: Array($0.key.utf16), entry: $0) }
                .sorted { $0.units.lexicographicallyPrecedes($1.units) }
                .map { PlistDictionary.Entry(key: $0.entry.key, keyLocation: $0.entry.keyLocation, value: $0.entry.value.sortingKeys()) }
            return PlistValue(.dictionary(PlistDictionary(sorted)), location: location)
        default:
            return self
        }
    }
}
