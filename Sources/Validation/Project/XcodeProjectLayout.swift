import PropertyList
import RuleEngine

/// Which files each target of an Xcode project builds, which targets it depends on, and which
/// configuration files its build configurations are based on: what the readiness rules need to
/// know that a source file, a privacy manifest or an Info.plist belongs to one app and not another.
///
/// Paths are the project's file references resolved through its group tree (`<group>`,
/// `SOURCE_ROOT` and absolute references; references to build products or the SDK are left out),
/// joined to the folder holding the `.xcodeproj` bundle and normalized, so that they compare equal
/// to the paths the validator found the files by. Xcode 16's synchronized folders
/// (`PBXFileSystemSynchronizedRootGroup`) are kept as folders with their exceptions, since the
/// project does not list their files.
public struct XcodeProjectLayout: Sendable {
    /// One target's files, dependencies and configuration files.
    public struct Target: Sendable {
        /// Files the target's build phases name: sources, resources (each localization of a
        /// variant group such as `InfoPlist.strings`), headers, frameworks.
        public let files: Set<String>
        /// Folders synchronized with the target: every file under them belongs to it, except
        /// `excludedFiles`.
        public let synchronizedFolders: [String]
        /// Files of the target's synchronized folders that an exception takes out of it.
        public let excludedFiles: Set<String>
        /// Files of other targets' synchronized folders that an exception adds to it.
        public let addedFiles: Set<String>
        /// The names of the targets of this project it depends on (its embedded extensions and
        /// frameworks, among others), in the project's order.
        public let dependencies: [String]
        /// The names of the targets of this project whose products it copies into its `PlugIns` or
        /// `Extensions` folder, in the project's order: its app extensions, for certain. A Copy
        /// Files phase does it (`Embed Foundation Extensions`, `Embed App Extensions`,
        /// `Embed ExtensionKit Extensions`; see `XcodeProjectLayout.copiesIntoExtensionFolder`),
        /// or, in an XcodeGen spec, an application's dependency not marked `embed: false`. A
        /// dependency alone does not say it: a Run Script phase may copy the product in some
        /// configurations only, or not at all.
        public let embeddedExtensions: [String]
        /// The resolved path of the configuration file each build configuration is based on, by
        /// configuration name.
        public let baseConfigurationPaths: [String: String]
        /// The patterns that take files of a synchronized folder out of the target, or keep only
        /// some (an XcodeGen source's `excludes` and `includes`), by folder.
        package let folderFilters: [String: [FolderFilter]]

        public init(
            files: Set<String> = [], synchronizedFolders: [String] = [], excludedFiles: Set<String> = [],
            addedFiles: Set<String> = [], dependencies: [String] = [], embeddedExtensions: [String] = [],
            baseConfigurationPaths: [String: String] = [:]
        ) {
            self.init(
                files: files, synchronizedFolders: synchronizedFolders, excludedFiles: excludedFiles, addedFiles: addedFiles,
                dependencies: dependencies, embeddedExtensions: embeddedExtensions, baseConfigurationPaths: baseConfigurationPaths,
                folderFilters: [:])
        }

        package init(
            files: Set<String> = [], synchronizedFolders: [String] = [], excludedFiles: Set<String> = [],
            addedFiles: Set<String> = [], dependencies: [String] = [], embeddedExtensions: [String] = [],
            baseConfigurationPaths: [String: String] = [:], folderFilters: [String: [FolderFilter]]
        ) {
            self.files = files
            self.synchronizedFolders = synchronizedFolders
            self.excludedFiles = excludedFiles
            self.addedFiles = addedFiles
            self.dependencies = dependencies
            self.embeddedExtensions = embeddedExtensions
            self.baseConfigurationPaths = baseConfigurationPaths
            self.folderFilters = folderFilters
        }

        /// Whether the target builds a file, by its normalized path.
        public func contains(_ path: String) -> Bool {
            if files.contains(path) || addedFiles.contains(path) { return true }
            return synchronizedFolders.contains { folder in
                path.hasPrefix(folder) && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/")
                    && !isExcluded(path, from: folder)
            }
        }

        /// Whether a file under one of the target's synchronized folders is taken out of it: by an
        /// exception, or by the folder's filters (every listing of the folder leaves it out).
        ///
        /// - Parameters:
        ///   - path: The file's normalized path.
        ///   - folder: The synchronized folder it lies under (normalized).
        package func isExcluded(_ path: String, from folder: String) -> Bool {
            if excludedFiles.contains(path) { return true }
            guard let filters = folderFilters[folder], !filters.isEmpty else { return false }
            let relative = String(path.dropFirst(folder.count + 1))
            return filters.allSatisfy { !$0.keeps(relative) }
        }
    }

    /// The patterns of one listing of a synchronized folder: files matching an `included` pattern
    /// (all when there are none) and no `excluded` one are the target's. A pattern matches a file
    /// or a folder above it, relative to the listed folder (`**/de.lproj`, `Tests/**`, `Logs`).
    package struct FolderFilter: Sendable {
        package let included: [Glob]
        package let excluded: [Glob]

        package init(included: [Glob], excluded: [Glob]) {
            self.included = included
            self.excluded = excluded
        }

        /// Whether a file, relative to the listed folder, belongs to the target.
        func keeps(_ relative: String) -> Bool {
            (included.isEmpty || included.contains { $0.matches(relative) }) && !excluded.contains { $0.matches(relative) }
        }
    }

    /// The targets by name (the first of two with one name).
    public let targets: [String: Target]
    /// The resolved path of the configuration file each project-level build configuration is
    /// based on, by configuration name.
    public let baseConfigurationPaths: [String: String]

    public init(targets: [String: Target] = [:], baseConfigurationPaths: [String: String] = [:]) {
        self.targets = targets
        self.baseConfigurationPaths = baseConfigurationPaths
    }

    /// A layout that knows nothing: every question about membership is unanswered.
    public static let empty = XcodeProjectLayout()
}

extension XcodeProjectLayout {
    /// Reads the layout out of a parsed `project.pbxproj`.
    ///
    /// The group tree is walked with an explicit stack, each group once (a group listed twice, or
    /// a cycle in a hostile file, is not walked again), so reading is linear in the objects.
    ///
    /// - Parameters:
    ///   - document: The parsed project file.
    ///   - projectFolder: The folder holding the `.xcodeproj` bundle, as the validator names it.
    public init(document: PlistDocument, projectFolder: String) {
        let objects = document.root["objects"]?.dictionary ?? PlistDictionary()
        func object(_ id: String?) -> PlistValue? { id.flatMap { objects[$0] } }
        guard let rootID = document.root["rootObject"]?.string, let root = objects[rootID] else {
            self.init()
            return
        }
        let base = Paths.normalize(Paths.join(projectFolder, root["projectDirPath"]?.string ?? ""))
        let tree = GroupTree(objects: objects, mainGroup: root["mainGroup"]?.string, base: base)

        func configurationPaths(_ listID: String?) -> [String: String] {
            var paths: [String: String] = [:]
            for reference in object(listID)?["buildConfigurations"]?.array ?? [] {
                guard let configuration = object(reference.string), let name = configuration["name"]?.string else { continue }
                if let fileID = configuration["baseConfigurationReference"]?.string, let path = tree.files[fileID] {
                    paths[name] = path
                } else if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
                          let folder = tree.synchronizedFolders[anchor],
                          let relative = configuration["baseConfigurationReferenceRelativePath"]?.string {
                    paths[name] = Paths.normalize(Paths.join(folder, relative))
                }
            }
            return paths
        }

        let targetIDs = (root["targets"]?.array ?? []).compactMap(\.string)
        var names: [String: String] = [:]
        // The target that builds each product, by the product's file reference.
        var productTargets: [String: String] = [:]
        for id in targetIDs {
            guard let target = object(id), let name = target["name"]?.string else { continue }
            names[id] = name
            if let product = target["productReference"]?.string { productTargets[product] = name }
        }
        // Exceptions of synchronized folders: the files each names, by the target they concern.
        var exceptions: [(folderID: String, targetID: String, files: [String])] = []
        for (folderID, _) in tree.synchronizedFolders {
            for setID in object(folderID)?["exceptions"]?.array?.compactMap(\.string) ?? [] {
                guard let set = object(setID), let target = set["target"]?.string else { continue }
                exceptions.append((folderID, target, set["membershipExceptions"]?.array?.compactMap(\.string) ?? []))
            }
        }
        var targets: [String: Target] = [:]
        for id in targetIDs {
            guard let target = object(id), let name = names[id], targets[name] == nil else { continue }
            var files: Set<String> = []
            var embedded: [String] = []
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                let phase = object(phaseID)
                let embeds = phase.map(Self.copiesIntoExtensionFolder) ?? false
                for buildFileID in phase?["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let reference = object(buildFileID)?["fileRef"]?.string else { continue }
                    if let path = tree.files[reference] { files.insert(path) }
                    files.formUnion(tree.variants[reference] ?? [])
                    if embeds, let product = productTargets[reference], !embedded.contains(product) { embedded.append(product) }
                }
            }
            let folderIDs = target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? []
            let ownFolders = Set(folderIDs)
            var excluded: Set<String> = []
            var added: Set<String> = []
            for exception in exceptions where exception.targetID == id {
                guard let folder = tree.synchronizedFolders[exception.folderID] else { continue }
                let paths = exception.files.map { Paths.normalize(Paths.join(folder, $0)) }
                if ownFolders.contains(exception.folderID) {
                    excluded.formUnion(paths)
                } else {
                    added.formUnion(paths)
                }
            }
            let dependencies = (target["dependencies"]?.array ?? []).compactMap { dependency in
                object(dependency.string)?["target"]?.string.flatMap { names[$0] }
            }
            targets[name] = Target(
                files: files, synchronizedFolders: folderIDs.compactMap { tree.synchronizedFolders[$0] },
                excludedFiles: excluded, addedFiles: added, dependencies: dependencies, embeddedExtensions: embedded,
                baseConfigurationPaths: configurationPaths(target["buildConfigurationList"]?.string))
        }
        self.init(targets: targets, baseConfigurationPaths: configurationPaths(root["buildConfigurationList"]?.string))
    }

    /// Whether a build phase is a Copy Files phase into the bundle's `PlugIns` or `Extensions`
    /// folder, where app extensions are embedded: destination `PlugIns` (`dstSubfolderSpec = 13`,
    /// as Xcode's `Embed Foundation Extensions` and `Embed App Extensions` phases write it), or the
    /// products directory (`16`) at `$(EXTENSIONS_FOLDER_PATH)` (`Embed ExtensionKit Extensions`),
    /// `$(PLUGINS_FOLDER_PATH)` or `$(CONTENTS_FOLDER_PATH)/PlugIns`, or the wrapper (`1`) at
    /// `PlugIns`, `Extensions` or `Contents/PlugIns`.
    static func copiesIntoExtensionFolder(_ phase: PlistValue) -> Bool {
        guard phase["isa"]?.string == "PBXCopyFilesBuildPhase" else { return false }
        var path = (phase["dstPath"]?.string ?? "").replacing("${", with: "$(").replacing("}", with: ")")
        while path.hasSuffix("/") { path.removeLast() }
        switch phase["dstSubfolderSpec"]?.string {
        case "13":
            return path.isEmpty
        case "16":
            let contents = "$(CONTENTS_FOLDER_PATH)/"
            return ["$(EXTENSIONS_FOLDER_PATH)", "$(PLUGINS_FOLDER_PATH)"].contains(path)
                || (path.hasPrefix(contents) && bundleFolders.contains(String(path.dropFirst(contents.count))))
        case "1":
            return bundleFolders.contains(path.hasPrefix("Contents/") ? String(path.dropFirst("Contents/".count)) : path)
        default:
            return false
        }
    }

    /// The folders of a bundle (below `Contents` on macOS) where app extensions are embedded.
    private static let bundleFolders: Set<String> = ["PlugIns", "Extensions"]

    /// The paths of a project's file references, variant groups and synchronized folders.
    private struct GroupTree {
        /// File reference id to path.
        var files: [String: String] = [:]
        /// Variant group id (`InfoPlist.strings`) to the paths of its localizations.
        var variants: [String: [String]] = [:]
        /// Synchronized folder id to path.
        var synchronizedFolders: [String: String] = [:]

        init(objects: PlistDictionary, mainGroup: String?, base: String) {
            guard let mainGroup, let group = objects[mainGroup] else { return }
            var stack: [(id: String, folder: String?, variant: String?)] = [
                (mainGroup, Self.path(of: group, parent: base, base: base), nil),
            ]
            var visited: Set<String> = [mainGroup]
            while let (id, folder, variant) = stack.popLast() {
                for child in objects[id]?["children"]?.array?.compactMap(\.string) ?? [] {
                    guard let item = objects[child], visited.insert(child).inserted else { continue }
                    let path = Self.path(of: item, parent: folder, base: base)
                    switch item["isa"]?.string {
                    case "PBXGroup", "XCVersionGroup":
                        stack.append((child, path, variant))
                    case "PBXVariantGroup":
                        stack.append((child, path, child))
                    case "PBXFileSystemSynchronizedRootGroup":
                        if let path { synchronizedFolders[child] = path }
                    default:
                        guard let path else { continue }
                        files[child] = path
                        if let variant { variants[variant, default: []].append(path) }
                    }
                }
            }
        }

        /// Where an item of the tree is: its `path` resolved against its parent's folder, the
        /// project's folder or nothing, by its `sourceTree`; `nil` for items under build products,
        /// the SDK or another root the validator cannot see.
        static func path(of item: PlistValue, parent: String?, base: String) -> String? {
            let path = item["path"]?.string
            switch item["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                guard let parent else { return nil }
                return path.map { Paths.normalize(Paths.join(parent, $0)) } ?? parent
            case "SOURCE_ROOT":
                return Paths.normalize(Paths.join(base, path ?? ""))
            case "<absolute>":
                return path.map(Paths.normalize)
            default:
                return nil
            }
        }
    }
}
