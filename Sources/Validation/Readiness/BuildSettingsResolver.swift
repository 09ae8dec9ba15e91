/// Layers the build settings of each build configuration of a target (see `ResolvedBuildSettings`)
/// from a project and the `.xcconfig` files among the inputs.
struct BuildSettingsResolver {
    /// The configuration files among the inputs, by normalized path (found whatever the letter case
    /// of the path that names them, as on a Mac).
    let xcconfigs: CaseInsensitivePaths<XcconfigFile>

    /// The settings of each of a target's configurations (the project's configuration names when
    /// the target lists none).
    func configurations(of target: XcodeProjectFile.Target, in project: XcodeProjectFile) -> [ResolvedBuildSettings] {
        let layout = project.layout.targets[target.name]
        let folder = Paths.normalize(project.projectFolder)
        let projectConfigurations = Dictionary(project.configurations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let names = target.configurations.isEmpty ? project.configurations.map(\.name) : target.configurations.map(\.name)
        return names.map { name in
            var settings = ResolvedBuildSettings(configurationName: name)
            Self.setDefaults(&settings, target: target, project: project, configuration: name)
            settings.beginLevel()
            if let configuration = projectConfigurations[name] {
                applyFile(project.layout.baseConfigurationPaths[name], written: configuration.baseConfigurationPath,
                          folder: folder, to: &settings)
                configuration.settings.forEach { settings.apply($0) }
            }
            settings.beginLevel()
            if let configuration = target.configurations.first(where: { $0.name == name }) {
                applyFile(layout?.baseConfigurationPaths[name], written: configuration.baseConfigurationPath,
                          folder: folder, to: &settings)
                configuration.settings.forEach { settings.apply($0) }
            }
            return settings
        }
    }

    /// The defaults Xcode gives every target before any file sets anything, as far as the
    /// readiness checks use them.
    private static func setDefaults(
        _ settings: inout ResolvedBuildSettings, target: XcodeProjectFile.Target, project: XcodeProjectFile, configuration: String
    ) {
        settings.setDefault("TARGET_NAME", target.name)
        settings.setDefault("PRODUCT_NAME", "$(TARGET_NAME)")
        settings.setDefault("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)")
        settings.setDefault("EXECUTABLE_NAME", "$(PRODUCT_NAME)")
        settings.setDefault("PROJECT_NAME", project.projectName)
        // Paths settings give are resolved against the project's folder, so its own path is `.`.
        settings.setDefault("SRCROOT", ".")
        settings.setDefault("PROJECT_DIR", ".")
        settings.setDefault("SOURCE_ROOT", ".")
        settings.setDefault("CONFIGURATION", configuration)
        if let region = project.developmentRegion?.value { settings.setDefault("DEVELOPMENT_LANGUAGE", region) }
    }

    /// Applies a configuration file and the files it includes, in order (an included file's
    /// settings before the including file's own). Includes are followed with an explicit stack,
    /// each file once, so a cycle of includes ends.
    ///
    /// A file that is not among the inputs makes the settings incomplete, except a file the build
    /// itself may lack (`#include?`) and CocoaPods' generated `Pods/Target Support Files/` files,
    /// which set search paths and linker flags, never Info.plist keys, versions or identifiers.
    private func applyFile(_ resolved: String?, written: String?, folder: String, to settings: inout ResolvedBuildSettings) {
        guard let path = resolved ?? written.map({ Paths.normalize(Paths.join(folder, $0)) }) else { return }
        guard let (path, root) = xcconfigs.file(at: path) else {
            if Self.isCocoaPodsFile(path) { settings.markUnread() } else { settings.markIncomplete() }
            return
        }
        var visited: Set<String> = [path]
        var stack: [(file: XcconfigFile, nextInclude: Int)] = [(root, 0)]
        while let (file, next) = stack.popLast() {
            guard next < file.includes.count else {
                file.settings.forEach { settings.apply($0) }
                continue
            }
            stack.append((file, next + 1))
            let written = file.includes[next]
            let included = Paths.normalize(Paths.join(Paths.directory(of: file.path), written))
            let found = xcconfigs.file(at: included)
            guard visited.insert(found?.path ?? included).inserted else { continue }
            if let (_, includedFile) = found {
                stack.append((includedFile, 0))
            } else if !file.optionalIncludes.contains(written), !Self.isCocoaPodsFile(included) {
                settings.markIncomplete()
            } else {
                settings.markUnread()
            }
        }
    }

    private static func isCocoaPodsFile(_ path: String) -> Bool {
        path.hasPrefix("Pods/Target Support Files/") || path.contains("/Pods/Target Support Files/")
    }
}
