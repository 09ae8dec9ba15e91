import PropertyList
import TripSource

extension AppBundle {
    /// Why the checks of an App Store upload cannot be certain about the bundle, as a clause for
    /// messages; `nil` when they can: the Info.plist the build makes is known whole
    /// (`infoPlistGap`) and the build settings say which platforms it is built for.
    var uploadGap: String? {
        if let infoPlistGap { return infoPlistGap }
        if platforms.isEmpty { return "its build settings do not say which platforms it is built for" }
        return nil
    }

    /// A list the bundle's Info.plist gives a key: the file's array (its string items, each with
    /// where it is written), or the space-separated words of the `INFOPLIST_KEY_` setting named
    /// `setting` (the key itself when `nil`) of a configuration that generates the Info.plist.
    /// `nil` when neither gives the key, or a setting has no single value.
    func list(ofKey key: String, setting: String? = nil) -> InfoPlistList? {
        if let entry = infoDictionary?.entry(forKey: key) {
            guard let items = entry.value.array else { return nil }
            let location = entry.keyLocation ?? entry.value.location
            return InfoPlistList(items: items.compactMap { item in item.string.map { (value: $0, location: item.location ?? location) } },
                                 location: location)
        }
        let name = "INFOPLIST_KEY_" + (setting ?? key)
        for configuration in configurations where configuration.isYes("GENERATE_INFOPLIST_FILE") && configuration.isDefined(name) {
            guard let written = configuration.value(name), let value = configuration.expand(written.value) else { return nil }
            return InfoPlistList(items: value.split(separator: " ").map { (value: String($0), location: written.location) }, location: written.location)
        }
        return nil
    }
}

/// A list of strings an Info.plist gives (see `AppBundle.list(ofKey:setting:)`).
struct InfoPlistList {
    /// Each string, with where it is written.
    let items: [(value: String, location: SourceLocation?)]
    /// Where the key (or the setting) is written.
    let location: SourceLocation?

    /// The strings alone.
    var values: [String] { items.map(\.value) }
}
