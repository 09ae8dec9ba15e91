import PropertyList
import RuleEngine
import TextFormats
import TripSource

extension XcodeProjectFile {
    /// Reads the project an XcodeGen spec describes (`project.yml`, `project.json`), with the specs
    /// it includes: the evidence a generated `project.pbxproj` would give, for repositories that
    /// do not commit one.
    ///
    /// Read: the build configurations (`configs`, Debug and Release by default) and their
    /// `configFiles`; the project's and each target's `settings` (a flat mapping, or `base`,
    /// `configs` and `groups` of `settingGroups`); each target's `type` (its product type),
    /// `platform` (as `SDKROOT`) and `supportedDestinations` (as `SUPPORTED_PLATFORMS`),
    /// `info.path` (as `INFOPLIST_FILE`) and `info.properties` (the keys XcodeGen writes into
    /// that file), `entitlements.path` (as `CODE_SIGN_ENTITLEMENTS`), its `sources` (folders whose
    /// files it builds, less `excludes`, only `includes` when given, none with `buildPhase: none`),
    /// its `dependencies` on other targets, its `templates` (`targetTemplates`, merged under it);
    /// the remote `packages`; the development language (`options.developmentLanguage`, `en` by
    /// default); the build scripts' output files. Settings are written before the spec's own:
    /// XcodeGen's presets are not, except the platform's `SDKROOT`.
    ///
    /// What cannot be known without running XcodeGen (a spec or include that cannot be read, a
    /// template or setting group not found, a target for several platforms, a path naming an
    /// environment variable) makes the project partial (`partialReason`): rules then say `note`.
    ///
    /// - Parameters:
    ///   - path: The spec's path, as diagnostics name it.
    ///   - maxFileSize: The most bytes one spec may stand for with its YAML aliases (`*name`)
    ///     written out (`InputLimit.fileSize`); a spec past it is read as one that cannot be read.
    ///   - load: Reads a spec file by its path; `nil` when it cannot be read.
    public init(
        xcodeGenSpec path: String, maxFileSize: Int = InputLimit.fileSize.defaultValue, load: (String) -> [UInt8]?
    ) {
        let spec = XcodeGenSpec(path: path, maxFileSize: maxFileSize, load: load)
        let folder = Paths.directory(of: path)
        var reader = XcodeGenReader(folder: folder, root: spec.root ?? .map([], SourceLocation(wholeFile: path)))
        reader.problems = spec.problems
        if spec.root == nil, spec.problems.isEmpty { reader.problems.append("'\(path)' holds no mapping") }
        let region = spec.root?["options"]?["developmentLanguage"]
        self.init(
            path: path, developmentRegion: (region?.string ?? "en", region?.location), configurations: reader.projectConfigurations(),
            targets: [], layout: .empty, projectFolder: folder)
        let (targets, layout) = reader.targets()
        self.targets = targets
        self.layout = XcodeProjectLayout(targets: layout, baseConfigurationPaths: reader.projectConfigurationFiles())
        origin = .xcodeGen(name: spec.root?["name"]?.string ?? Paths.fileName(of: folder))
        remotePackages = (spec.root?["packages"]?.entries ?? []).compactMap { $0.value["url"]?.string }
        scriptOutputs = reader.scriptOutputs
        scriptOutputFileLists = reader.scriptOutputFileLists
        partialReason = reader.problems.isEmpty ? nil : reader.problems.joined(separator: "; ")
    }
}

/// Turns a merged XcodeGen spec into targets, configurations and a layout.
private struct XcodeGenReader {
    /// The spec's folder, with which the project's paths begin.
    let folder: String
    let root: DocumentNode
    /// What could not be read, for `partialReason`.
    var problems: [String] = []
    var scriptOutputs: [String] = []
    var scriptOutputFileLists: [String] = []

    init(folder: String, root: DocumentNode) {
        self.folder = folder
        self.root = root
    }

    /// The build configurations' names, in the spec's order (Debug and Release by default).
    var configurationNames: [String] {
        let written = root["configs"]?.entries.map(\.key) ?? []
        return written.isEmpty ? ["Debug", "Release"] : written
    }

    /// A path written in the spec, resolved against the folder of the spec file it is written in
    /// and normalized (relative to the working directory, as the validator names files); `nil`
    /// for a path that names a variable.
    mutating func path(_ node: DocumentNode?) -> String? {
        guard let node, let written = node.string else { return nil }
        guard !written.contains("$") else {
            problems.append("the path '\(written)' names a variable")
            return nil
        }
        return Paths.normalize(Paths.join(Paths.directory(of: node.location.file), written))
    }

    /// A resolved path relative to the spec's folder, as build settings write paths.
    func relativeToProject(_ path: String) -> String {
        guard folder != "." else { return path }
        if path.hasPrefix(folder + "/") { return String(path.dropFirst(folder.count + 1)) }
        let depth = folder.split(separator: "/").count
        return Array(repeating: "..", count: depth).joined(separator: "/") + "/" + path
    }

    // MARK: Settings

    /// The settings a `settings:` value gives one configuration: its groups', then its base,
    /// then the configuration's own. Groups are followed with an explicit stack, each once.
    mutating func settings(_ node: DocumentNode?, configuration: String) -> [BuildSetting] {
        guard let node else { return [] }
        var result: [BuildSetting] = []
        var visited: Set<String> = []
        // Each entry: a settings value, and whether its groups were expanded already.
        var stack: [(DocumentNode, Bool)] = [(node, false)]
        while let (settings, expanded) = stack.popLast() {
            let structured = settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil
            if !expanded, structured, let groups = settings["groups"]?.items, !groups.isEmpty {
                stack.append((settings, true))
                for group in groups.reversed() {
                    guard let name = group.string, visited.insert(name).inserted else { continue }
                    guard let found = root["settingGroups"]?[name] else {
                        problems.append("the setting group '\(name)' is not found")
                        continue
                    }
                    stack.append((found, false))
                }
                continue
            }
            guard structured else {
                result += Self.buildSettings(settings)
                continue
            }
            result += Self.buildSettings(settings["base"])
            for entry in settings["configs"]?.entries ?? [] where entry.key.lowercased() == configuration.lowercased() {
                result += Self.buildSettings(entry.value)
            }
        }
        return result
    }

    /// The entries of a mapping of settings: scalars as written (`true` as `YES`), lists joined
    /// by spaces.
    static func buildSettings(_ node: DocumentNode?) -> [BuildSetting] {
        (node?.entries ?? []).compactMap { entry in
            let value: String
            if case .list(let items, _) = entry.value {
                value = items.compactMap(\.string).joined(separator: " ")
            } else if let text = entry.value.string {
                value = text
            } else {
                return nil
            }
            let (key, conditions) = BuildSettingName.split(entry.key)
            return BuildSetting(key: key, conditions: conditions, value: value, location: entry.keyLocation)
        }
    }

    /// The configuration files a `configFiles:` value names, by configuration, resolved.
    mutating func configurationFiles(_ node: DocumentNode?) -> [String: (written: String, resolved: String)] {
        var files: [String: (written: String, resolved: String)] = [:]
        for entry in node?.entries ?? [] {
            guard let resolved = path(entry.value) else { continue }
            files[entry.key] = (relativeToProject(resolved), resolved)
        }
        return files
    }

    mutating func projectConfigurations() -> [XcodeProjectFile.Configuration] {
        let files = configurationFiles(root["configFiles"])
        return configurationNames.map { name in
            XcodeProjectFile.Configuration(
                name: name, settings: settings(root["settings"], configuration: name), baseConfigurationPath: files[name]?.written)
        }
    }

    mutating func projectConfigurationFiles() -> [String: String] {
        configurationFiles(root["configFiles"]).mapValues(\.resolved)
    }

    // MARK: Targets

    mutating func targets() -> ([XcodeProjectFile.Target], [String: XcodeProjectLayout.Target]) {
        var targets: [XcodeProjectFile.Target] = []
        var layouts: [String: XcodeProjectLayout.Target] = [:]
        for entry in root["targets"]?.entries ?? [] {
            let target = withTemplates(entry.value, name: entry.key)
            if case .list = target["platform"] {
                problems.append("the target '\(entry.key)' is built for several platforms, as targets XcodeGen names")
                continue
            }
            var generated: [BuildSetting] = []
            if let platform = target["platform"], let sdk = platform.string.flatMap({ Self.sdks[$0] }) {
                generated.append(BuildSetting(key: "SDKROOT", value: sdk, location: platform.location))
            }
            if let destinations = target["supportedDestinations"] {
                let names = destinations.items.compactMap(\.string)
                let platforms = names.compactMap { Self.destinations[$0] }.joined(separator: " ")
                if !platforms.isEmpty {
                    generated.append(BuildSetting(key: "SUPPORTED_PLATFORMS", value: platforms, location: destinations.location))
                }
                if names.contains("macCatalyst") {
                    generated.append(BuildSetting(key: "SUPPORTS_MACCATALYST", value: "YES", location: destinations.location))
                }
            }
            let info = target["info"]
            if let infoPath = info?["path"], let resolved = path(infoPath) {
                generated.append(BuildSetting(key: "INFOPLIST_FILE", value: relativeToProject(resolved), location: infoPath.location))
            }
            if let entitlements = target["entitlements"]?["path"], let resolved = path(entitlements) {
                generated.append(
                    BuildSetting(key: "CODE_SIGN_ENTITLEMENTS", value: relativeToProject(resolved), location: entitlements.location))
            }
            let files = configurationFiles(target["configFiles"])
            let configurations = configurationNames.map { name in
                XcodeProjectFile.Configuration(
                    name: name, settings: generated + settings(target["settings"], configuration: name),
                    baseConfigurationPath: files[name]?.written)
            }
            var made = XcodeProjectFile.Target(
                name: entry.key, productType: target["type"]?.string.map { "com.apple.product-type." + $0 },
                configurations: configurations)
            if info != nil {
                let type = target["type"]?.string
                let properties = info?["properties"].flatMap(Self.plistDictionary)?.entries ?? []
                made.infoProperties = PlistDictionary(Self.defaultInfo(type: type).entries + properties)
            }
            targets.append(made)
            if layouts[entry.key] == nil {
                layouts[entry.key] = layout(of: target, configurationFiles: files.mapValues(\.resolved))
            }
            for phase in ["preBuildScripts", "postCompileScripts", "postBuildScripts", "buildScripts"] {
                for script in target[phase]?.items ?? [] {
                    scriptOutputs += script["outputFiles"]?.items.compactMap(\.string) ?? []
                    scriptOutputFileLists += script["outputFileLists"]?.items.compactMap(\.string) ?? []
                }
            }
        }
        return (targets, layouts)
    }

    /// A target with the templates it names merged under it, in order, templates' own templates
    /// first; `${target_name}` in the templates' strings becomes the target's name.
    mutating func withTemplates(_ target: DocumentNode, name: String) -> DocumentNode {
        var names: [String] = []
        var visited: Set<String> = []
        // Depth-first, so a template's own templates come before it.
        var stack: [(String, Bool)] = (target["templates"]?.items.compactMap(\.string) ?? []).reversed().map { ($0, false) }
        while let (template, expanded) = stack.popLast() {
            if expanded {
                names.append(template)
                continue
            }
            guard visited.insert(template).inserted else { continue }
            guard let found = root["targetTemplates"]?[template] else {
                problems.append("the target template '\(template)' is not found")
                continue
            }
            stack.append((template, true))
            stack += (found["templates"]?.items.compactMap(\.string) ?? []).reversed().map { ($0, false) }
        }
        var base: DocumentNode? = nil
        for template in names {
            guard let found = root["targetTemplates"]?[template] else { continue }
            let replaced = found.replacing("${target_name}", with: name)
            base = base.map { replaced.merged(onto: $0) } ?? replaced
        }
        return base.map { target.merged(onto: $0) } ?? target
    }

    /// Which files a target builds: its sources' folders with their filters (and the sources
    /// that name a file), and its dependencies on targets of this spec, with those it embeds.
    mutating func layout(of target: DocumentNode, configurationFiles: [String: String]) -> XcodeProjectLayout.Target {
        var files: Set<String> = []
        var folders: [String] = []
        var filters: [String: [XcodeProjectLayout.FolderFilter]] = [:]
        for source in target["sources"]?.items ?? [] {
            let pathNode = source.string != nil ? source : source["path"]
            guard let resolved = path(pathNode) else { continue }
            if source["buildPhase"]?.string == "none" { continue }
            // A source names a folder, whose files the target builds, or a file. A name with an
            // extension is taken as a file or a bundle (`Assets.xcassets`), and so is a folder
            // reference (`type: folder`): the target copies what it holds.
            if Paths.fileName(of: resolved).contains(".") || source["type"]?.string == "folder" {
                files.insert(resolved)
            }
            folders.append(resolved)
            let excluded = (source["excludes"]?.items ?? []).compactMap { $0.string.flatMap { try? Glob($0) } }
            let included = (source["includes"]?.items ?? []).compactMap { $0.string.flatMap { try? Glob($0) } }
            filters[resolved, default: []].append(XcodeProjectLayout.FolderFilter(included: included, excluded: excluded))
        }
        let dependencyNodes = (target["dependencies"]?.items ?? []).filter { $0["target"]?.string != nil }
        // XcodeGen embeds an application's dependencies unless told `embed: false`, and another
        // target's only when told `embed: true`.
        let embedsByDefault = target["type"]?.string?.hasPrefix("application") == true
        let embedded = dependencyNodes.filter { $0["embed"]?.bool ?? embedsByDefault }.compactMap { $0["target"]?.string }
        return XcodeProjectLayout.Target(
            files: files, synchronizedFolders: folders, dependencies: dependencyNodes.compactMap { $0["target"]?.string },
            embeddedExtensions: embedded, baseConfigurationPaths: configurationFiles, folderFilters: filters)
    }

    /// The keys XcodeGen writes into every Info.plist it generates, by the target's type.
    static func defaultInfo(type: String?) -> PlistDictionary {
        var pairs: [(String, PlistValue)] = [
            ("CFBundleIdentifier", "$(PRODUCT_BUNDLE_IDENTIFIER)"), ("CFBundleInfoDictionaryVersion", "6.0"),
            ("CFBundleName", "$(PRODUCT_NAME)"), ("CFBundleDevelopmentRegion", "$(DEVELOPMENT_LANGUAGE)"),
            ("CFBundleShortVersionString", "1.0"), ("CFBundleVersion", "1"),
        ]
        if type != "bundle" { pairs.append(("CFBundleExecutable", "$(EXECUTABLE_NAME)")) }
        let packageTypes = [
            "bundle.ui-testing": "BNDL", "bundle.unit-test": "BNDL", "bundle": "BNDL", "application": "APPL",
            "application.watchapp2": "APPL", "framework": "FMWK", "xpc-service": "XPC!", "app-extension": "XPC!",
        ]
        if let packageType = type.flatMap({ packageTypes[$0] }) { pairs.append(("CFBundlePackageType", PlistValue(.string(packageType)))) }
        return PlistDictionary(pairs)
    }

    /// A mapping of Info.plist properties as a property list dictionary, each value where the
    /// spec writes it (booleans and numbers as property lists type them).
    static func plistDictionary(_ node: DocumentNode) -> PlistDictionary? {
        guard case .map = node, case .dictionary(let dictionary)? = plistValue(node)?.content else { return nil }
        return dictionary
    }

    private static func plistValue(_ node: DocumentNode) -> PlistValue? {
        switch node {
        case .scalar(.string(let text), let location): return PlistValue(.string(text), location: location)
        case .scalar(.bool(let value), let location): return PlistValue(.boolean(value), location: location)
        case .scalar(.number(let text), let location):
            if let integer = Int64(text) { return PlistValue(.integer(PlistInteger(integer)), location: location) }
            return Double(text).map { PlistValue(.real($0), location: location) } ?? PlistValue(.string(text), location: location)
        case .scalar(.null, _): return nil
        case .list(let items, let location): return PlistValue(.array(items.compactMap(plistValue)), location: location)
        case .map(let entries, let location):
            return PlistValue(
                .dictionary(PlistDictionary(entries.compactMap { entry in
                    plistValue(entry.value).map { PlistDictionary.Entry(key: entry.key, keyLocation: entry.keyLocation, value: $0) }
                })), location: location)
        }
    }

    /// `platform:` names to `SDKROOT`.
    static let sdks = ["iOS": "iphoneos", "macOS": "macosx", "tvOS": "appletvos", "watchOS": "watchos", "visionOS": "xros"]
    /// `supportedDestinations:` names to `SUPPORTED_PLATFORMS`.
    static let destinations = [
        "iOS": "iphoneos iphonesimulator", "macOS": "macosx", "macCatalyst": "iphoneos iphonesimulator",
        "tvOS": "appletvos appletvsimulator", "watchOS": "watchos watchsimulator", "visionOS": "xros xrsimulator",
    ]
}

extension DocumentNode {
    /// The value with `text` replaced in every string scalar and key (recursing as deep as the
    /// document, which its reader bounds).
    func replacing(_ text: String, with replacement: String) -> DocumentNode {
        switch self {
        case .scalar(.string(let string), let location) where string.contains(text):
            return .scalar(.string(string.replacing(text, with: replacement)), location)
        case .scalar:
            return self
        case .list(let items, let location):
            return .list(items.map { $0.replacing(text, with: replacement) }, location)
        case .map(let entries, let location):
            return .map(entries.map { entry in
                DocumentEntry(key: entry.key.replacing(text, with: replacement), keyLocation: entry.keyLocation,
                              value: entry.value.replacing(text, with: replacement))
            }, location)
        }
    }
}
