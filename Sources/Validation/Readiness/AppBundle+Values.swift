import PropertyList
import TripSource

extension AppBundle {
    /// A value of the Info.plist one build configuration makes, after `$(VAR)` substitution, and
    /// where the text that decides it is written: the Info.plist value when it is a literal, the
    /// build setting that gives the variable it names otherwise.
    struct BuiltValue {
        let value: String
        let location: SourceLocation
    }

    /// The value a configuration gives a key: the Info.plist file's value with its variables
    /// replaced, or, when the file has no such key and the configuration generates the Info.plist,
    /// the `INFOPLIST_KEY_<key>` setting or the setting Xcode's generated Info.plist takes the key
    /// from (`MARKETING_VERSION` for `CFBundleShortVersionString`). `nil` when the value is not a
    /// string, or names a variable the configuration does not resolve.
    func builtValue(_ key: String, generatedFrom setting: String?, in configuration: ResolvedBuildSettings) -> BuiltValue? {
        if let entry = infoDictionary?.entry(forKey: key) {
            guard let written = entry.value.string, let plistLocation = entry.value.location ?? entry.keyLocation else { return nil }
            guard written.contains("$") else { return BuiltValue(value: written, location: plistLocation) }
            guard let value = configuration.expand(written) else { return nil }
            let origin = ResolvedBuildSettings.firstVariable(in: written).flatMap { configuration.value($0)?.location }
            return BuiltValue(value: value, location: origin ?? plistLocation)
        }
        guard configuration.isYes("GENERATE_INFOPLIST_FILE") else { return nil }
        for name in ["INFOPLIST_KEY_" + key] + (setting.map { [$0] } ?? []) {
            guard let written = configuration.value(name), let location = written.location else { continue }
            return configuration.expand(written.value).map { BuiltValue(value: $0, location: location) }
        }
        return nil
    }

    /// The setting Xcode's generated Info.plist takes a key from.
    static func generatingSetting(of key: String) -> String? {
        switch key {
        case "CFBundleShortVersionString": "MARKETING_VERSION"
        case "CFBundleVersion": "CURRENT_PROJECT_VERSION"
        case "CFBundleIdentifier": "PRODUCT_BUNDLE_IDENTIFIER"
        default: nil
        }
    }

    /// The code files of the bundle that use an API, each use once, in file order.
    func uses(in project: ValidationProject, where include: (APIUse.Kind) -> Bool) -> [APIUse] {
        codeFiles.flatMap { project.codeFiles[$0].apiUses.filter { include($0.kind) } }
    }

    /// How messages name the bundle: `target 'App'`, or the Info.plist's folder for folder evidence.
    var displayName: String {
        isFromProject ? "target '\(name)'" : "the bundle of '\(infoPlist?.path ?? name)'"
    }
}
