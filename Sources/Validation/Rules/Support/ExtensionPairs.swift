/// The app extensions and the apps that embed them, and their configurations paired by name.
enum ExtensionPairs {
    /// Each extension of a project with each app that depends on it or copies it in; `isCertain`
    /// when the app copies it into its `PlugIns` or `Extensions` folder (`AppBundle.certainContainers`).
    static func all(in bundles: [AppBundle]) -> [(extensionBundle: AppBundle, app: AppBundle, isCertain: Bool)] {
        bundles.filter { $0.kind == .appExtension && $0.isFromProject }.flatMap { extensionBundle in
            extensionBundle.containers.map { (extensionBundle, bundles[$0], extensionBundle.certainContainers.contains($0)) }
        }
    }

    /// The clause a finding about a pair adds when the app only depends on the extension: that the
    /// app is not known to embed it.
    static func uncertainty(app: AppBundle) -> String {
        "no Copy Files phase of \(app.displayName) copies it into its PlugIns or Extensions folder, only a dependency says "
            + "the app may embed it (a script may copy it, in some configurations only, or not at all)"
    }

    /// The configurations of the extension and the app's of the same name, paired.
    static func configurations(_ extensionBundle: AppBundle, _ app: AppBundle) -> [(ResolvedBuildSettings, ResolvedBuildSettings)] {
        let appConfigurations = Dictionary(app.configurations.map { ($0.configurationName, $0) }, uniquingKeysWith: { first, _ in first })
        return extensionBundle.configurations.compactMap { configuration in
            appConfigurations[configuration.configurationName].map { (configuration, $0) }
        }
    }
}
