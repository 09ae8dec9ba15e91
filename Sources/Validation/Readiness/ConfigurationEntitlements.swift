import PropertyList

/// What one build configuration of a bundle says of the entitlements it is signed with: the file
/// its `CODE_SIGN_ENTITLEMENTS` setting names, resolved against the project's folder as
/// `INFOPLIST_FILE` is (whatever its letter case, as a Mac finds it), or why that file is not known.
enum ConfigurationEntitlements: Sendable {
    /// The file the setting names, read as a property list.
    case file(PropertyListFile)
    /// The setting names a file that is not among the inputs, or could not be read.
    case absent(path: String)
    /// No setting names a file, and every configuration file that could set one was read.
    case none
    /// What the setting says is unknown, as a clause for messages: it is set with conditions, names
    /// a setting the files do not give, or a configuration file that may set it was not read.
    case unknown(String)

    /// Each configuration's entitlements.
    ///
    /// - Parameters:
    ///   - configurations: The bundle's configurations.
    ///   - folder: The project's folder, which the setting's paths are relative to.
    ///   - files: The entitlements files read, by normalized path.
    static func resolve(
        _ configurations: [ResolvedBuildSettings], folder: String, files: CaseInsensitivePaths<PropertyListFile>
    ) -> [ConfigurationEntitlements] {
        let key = "CODE_SIGN_ENTITLEMENTS"
        return configurations.map { configuration in
            if configuration.conditionalKeys.contains(key) {
                return .unknown("\(key) is set with conditions in configuration '\(configuration.configurationName)'")
            }
            guard let written = configuration.value(key) else {
                return configuration.isComplete ? .none : .unknown("a configuration file that may set \(key) was not read")
            }
            guard let value = configuration.expand(written.value) else {
                return .unknown("\(key) '\(written.value)' names a setting the files do not give")
            }
            guard !value.isEmpty else { return .none }
            let path = Paths.normalize(Paths.join(folder, value))
            guard let file = files[path] else { return .absent(path: path) }
            return .file(file)
        }
    }
}
