import PropertyList
import TripSource

/// The storyboard names an Info.plist gives: the main and launch storyboards, the storyboards of
/// scene configurations and the main storyboard of an app extension.
struct InfoPlistStoryboardName {
    /// The key path that holds the name (`UIApplicationSceneManifest.UISceneConfigurations...`).
    let keyPath: String
    /// The storyboard's name.
    let name: String
    /// Where the value is.
    let location: SourceLocation
    /// Whether the storyboard is loaded by its initial view controller. A macOS main storyboard
    /// is not: the system loads its application scene (the menu), and document-based apps
    /// instantiate their window controllers by identifier.
    let needsInitialViewController: Bool

    /// Top-level keys holding a storyboard name, and whether the storyboard they name is loaded by
    /// its initial view controller. Device-specific variants (`~ipad`, `~iphone`) are matched by
    /// their base key.
    static let rootKeys: [String: Bool] = [
        "UIMainStoryboardFile": true,
        "NSMainStoryboardFile": false,
        "UILaunchStoryboardName": true,
    ]

    /// The names a property list gives, leaving out values that are build-setting placeholders
    /// (`$(MAIN_STORYBOARD)`), which only the build resolves.
    static func names(in document: PlistDocument) -> [InfoPlistStoryboardName] {
        guard let root = document.root.dictionary else { return [] }
        var found: [InfoPlistStoryboardName] = []
        func add(_ keyPath: String, _ value: PlistValue, needsInitial: Bool) {
            guard let name = value.string, let location = value.location, !name.isEmpty,
                  !name.contains("$(") && !name.contains("${") else { return }
            found.append(InfoPlistStoryboardName(keyPath: keyPath, name: name, location: location,
                                                 needsInitialViewController: needsInitial))
        }
        for entry in root.entries {
            // Every root key holding a storyboard starts with U or N; a .strings table has
            // thousands of other keys, which are passed over without making a string of them.
            guard let first = entry.key.utf8.first, first == UInt8(ascii: "U") || first == UInt8(ascii: "N") else { continue }
            let baseKey = entry.key.split(separator: "~", maxSplits: 1).first.map(String.init) ?? entry.key
            if let needsInitial = rootKeys[baseKey] {
                add(entry.key, entry.value, needsInitial: needsInitial)
            }
        }
        if let configurations = root["UIApplicationSceneManifest"]?["UISceneConfigurations"]?.dictionary {
            for role in configurations.entries {
                for (position, configuration) in (role.value.array ?? []).enumerated() {
                    if let value = configuration["UISceneStoryboardFile"] {
                        add("UIApplicationSceneManifest.UISceneConfigurations.\(role.key)[\(position)].UISceneStoryboardFile",
                            value, needsInitial: true)
                    }
                }
            }
        }
        if let value = root["NSExtension"]?["NSExtensionMainStoryboard"] {
            add("NSExtension.NSExtensionMainStoryboard", value, needsInitial: true)
        }
        return found
    }
}
