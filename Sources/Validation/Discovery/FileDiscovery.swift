#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TripSource

/// Walks the paths given to `tripkit validate` and picks the files to validate.
///
/// - Folders are walked recursively; files whose extension names an `InputKind` are kept.
/// - While walking, folders that hold build products, dependencies or tool state are skipped:
///   hidden folders (`.git`, `.build`, `.swiftpm`, ...), `DerivedData`, `Pods`, `Carthage`,
///   `node_modules`, `__MACOSX` (the resource forks a zip made on macOS carries),
///   `.xcodeproj`/`.xcworkspace` bundles, except that an `.xcodeproj`'s `project.pbxproj` is kept
///   (its development region and build settings are evidence for rules), and `.xcloc` bundles
///   (an Xcode localization export: copies of the app's tables and catalogs made for translators,
///   which no target builds and the app never loads). Naming such a folder as a path walks it
///   anyway. So are
///   AppleDouble files (`._Info.plist`: a file's resource fork and Finder data, written beside it
///   on volumes without extended attributes), which only share the name of a document. Symbolic
///   links to files inside the folder given are followed; a link to a file outside it is not read
///   (it could lead to any file the user may read) but kept as a `SkippedPath`, and links to
///   folders are not followed (no cycles).
/// - A folder below a path given that cannot be listed (deeper than `PATH_MAX`, no permission) is
///   kept as a `SkippedPath`, and the walk goes on; a folder given that cannot be listed is an
///   error (`DiscoveryError.unreadableFolder`).
/// - `included`/`excluded` patterns apply to every file, including files named explicitly; an
///   excluded folder is not entered.
/// - A file named explicitly must have a validated extension (`DiscoveryError.unsupportedFile`).
/// - A folder given (or the working directory, when no path is) must hold a file to validate
///   (`DiscoveryError.nothingToValidate`, which says whether it holds none or the patterns left
///   them out). A file named explicitly that the patterns leave out is no error: a hook that passes
///   every changed file lets the configuration choose.
/// - The result is sorted by path (byte order) with duplicates removed, so runs are reproducible.
package struct FileDiscovery: Sendable {
    /// The absolute working directory that relative paths are resolved against.
    package var workingDirectory: String
    /// The absolute folder that relative patterns are relative to.
    package var root: String
    /// Files must match one of these, when there are any.
    package var included: [Glob]
    /// Files matching one of these, or below a folder matching one, are skipped.
    package var excluded: [Glob]

    /// Folder names skipped while walking.
    package static let skippedFolderNames: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "__MACOSX"]
    /// Folder extensions skipped while walking (bundles that hold no sources to validate, and
    /// localization exports, whose tables are copies the app never loads).
    package static let skippedFolderExtensions: Set<String> = ["xcodeproj", "xcworkspace", "xcloc"]

    /// A discovery using a configuration's patterns.
    ///
    /// - Parameters:
    ///   - workingDirectory: The absolute working directory.
    ///   - configuration: The patterns and their root (the working directory when `root` is `nil`).
    package init(workingDirectory: String, configuration: Configuration = Configuration()) {
        self.workingDirectory = Paths.normalize(workingDirectory)
        self.root = Paths.absolute(configuration.root ?? ".", base: self.workingDirectory)
        self.included = configuration.included
        self.excluded = configuration.excluded
    }

    /// The files to validate under the given paths.
    ///
    /// - Parameter paths: Files and folders, relative to the working directory or absolute; none
    ///   means the working directory.
    /// - Returns: The files, sorted by path.
    /// - Throws: `DiscoveryError` when a path does not exist (all missing paths are listed), an
    ///   explicit file is not of a validated kind, or a folder cannot be listed.
    package func discover(_ paths: [String]) throws(DiscoveryError) -> [DiscoveredFile] {
        try discoverInputs(paths).files
    }

    /// The files to validate under the given paths, and the resources found on the way: asset
    /// catalogs (a folder named `*.xcassets`, not entered) and image files outside them. Resources
    /// are evidence, not validated files: only `excluded` patterns apply to them (an excluded
    /// folder is not entered), and they do not keep a folder from having nothing to validate. A
    /// path given that is an asset catalog is taken as one.
    ///
    /// - Parameter paths: As for `discover(_:)`.
    /// - Returns: The files, sorted by path, and the resources.
    /// - Throws: As `discover(_:)` does.
    package func discoverInputs(_ paths: [String]) throws(DiscoveryError)
        -> (files: [DiscoveredFile], resources: DiscoveredResources) {
        let arguments = paths.isEmpty ? ["."] : paths
        var missing: [String] = []
        var empty: [DiscoveryError.EmptyFolder] = []
        var found: [DiscoveredFile] = []
        var resources = DiscoveredResources()
        for argument in arguments {
            let shown = Paths.normalize(argument)
            let absolute = Paths.absolute(argument, base: workingDirectory)
            switch Self.entryType(absolute, followLinks: true) {
            case .none:
                missing.append(argument)
            case .folder where DiscoveredResources.isAssetCatalog(path: absolute):
                resources.assetCatalogs.append(shown)
            case .folder:
                var tally = Tally()
                let boundary = Boundary(resolved: FileBytes.resolvedPath(absolute) ?? absolute, shown: shown)
                try walk(folder: absolute, shown: shown, boundary: boundary, into: &found, tally: &tally)
                resources.add(tally.resources)
                if let reason = tally.emptyReason(included: included, excluded: excluded) {
                    empty.append(DiscoveryError.EmptyFolder(path: argument, reason: reason))
                }
            case .file:
                guard let kind = InputKind(path: shown) else {
                    // A dependency lock file: nothing of its own is validated, but the findings the
                    // project's evidence places in it (an SDK pinned there) are reported.
                    guard InputKind.isLockFile(shown) else { throw .unsupportedFile(argument) }
                    continue
                }
                if isSelected(shown) { found.append(DiscoveredFile(path: shown, kind: kind)) }
            case .other:
                throw .unsupportedFile(argument)
            }
        }
        if !missing.isEmpty { throw .noSuchPath(missing) }
        if !empty.isEmpty { throw .nothingToValidate(empty) }
        var seen: Set<String> = []
        let files = found
            .filter { seen.insert(Paths.absolute($0.path, base: workingDirectory)).inserted }
            .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return (files, resources.deduplicated(workingDirectory: workingDirectory))
    }

    /// Whether the patterns keep a path (relative to the working directory, or absolute).
    func isSelected(_ path: String) -> Bool {
        !matchesAny(excluded, path) && (included.isEmpty || matchesAny(included, path))
    }

    /// Whether one of the patterns matches a path: relative patterns against the path relative to
    /// `root`, absolute ones against the absolute path.
    private func matchesAny(_ globs: [Glob], _ path: String) -> Bool {
        firstMatch(globs, path) != nil
    }

    /// The index of the first pattern that matches a path, as `matchesAny` matches.
    private func firstMatch(_ globs: [Glob], _ path: String) -> Int? {
        guard !globs.isEmpty else { return nil }
        let absolute = Paths.absolute(path, base: workingDirectory)
        let relative = Paths.display(absolute, relativeTo: root)
        return globs.firstIndex { $0.matches($0.isAbsolute ? absolute : relative) }
    }

    /// What a folder's walk kept and left out, to say why a folder gives nothing to validate.
    private struct Tally {
        /// Files kept.
        var kept = 0
        /// Files to validate that match no `included` pattern.
        var notIncluded = 0
        /// The indices of the `excluded` patterns that left out a file or a folder.
        var excludedBy: Set<Int> = []
        /// Asset catalogs and image files met (not counted as kept).
        var resources = DiscoveredResources()

        /// Why nothing was kept, or `nil` when something was.
        func emptyReason(included: [Glob], excluded: [Glob]) -> DiscoveryError.EmptyFolder.Reason? {
            guard kept == 0 else { return nil }
            guard notIncluded > 0 || !excludedBy.isEmpty else { return .noKnownFiles }
            return .leftOut(files: notIncluded, included: notIncluded > 0 ? included.map(\.pattern) : [],
                            excluded: excludedBy.sorted().map { excluded[$0].pattern })
        }
    }

    /// The folder given that a walk is below: files reached through a link must lie inside it.
    private struct Boundary {
        /// Its absolute path, links resolved.
        let resolved: String
        /// The path as given, for the note.
        let shown: String
    }

    /// Walks a folder given (which must be listed: `DiscoveryError.unreadableFolder` otherwise) and
    /// the folders below it. A folder below that cannot be listed (deeper than `PATH_MAX`, no
    /// permission) and a link to a file outside `boundary` are not read but recorded in the tally,
    /// and the walk goes on.
    private func walk(
        folder absolute: String, shown: String, boundary: Boundary, into found: inout [DiscoveredFile],
        tally: inout Tally
    ) throws(DiscoveryError) {
        for (name, knownType) in try Self.entries(in: absolute, shown: shown) {
            let childAbsolute = Paths.join(absolute, name)
            let childShown = Paths.join(shown, name)
            switch knownType ?? Self.entryType(childAbsolute, followLinks: false) {
            case .folder:
                if name.hasSuffix(".xcodeproj") {
                    keepProject(in: childAbsolute, shown: childShown, boundary: boundary, into: &found, tally: &tally)
                    continue
                }
                if DiscoveredResources.isCocoaPods(name: name) { tally.resources.cocoaPods.append(childShown) }
                if !matchesAny(excluded, childShown) {
                    tally.resources.dependencyFolders += Self.dependencyFolders(inFolderNamed: name, absolute: childAbsolute, shown: childShown)
                }
                guard !Self.isSkipped(folderName: name) else { continue }
                // A compiled nib bundle is one document; its inside is never read.
                if DiscoveredResources.isCompiledNib(name: name) {
                    if !matchesAny(excluded, childShown) { tally.resources.compiledNibs.append(childShown) }
                    continue
                }
                if DiscoveredResources.isAssetCatalog(folderName: name) {
                    if !matchesAny(excluded, childShown) { tally.resources.assetCatalogs.append(childShown) }
                    continue
                }
                // An Icon Composer bundle is one image; its layers are compiled into it, never loaded by name.
                if DiscoveredResources.iconName(ofBundle: name) != nil,
                   Self.entryType(Paths.join(childAbsolute, "icon.json"), followLinks: true) == .file {
                    if !matchesAny(excluded, childShown) { tally.resources.iconBundles.append(childShown) }
                    continue
                }
                if let pattern = firstMatch(excluded, childShown) {
                    tally.excludedBy.insert(pattern)
                    continue
                }
                do {
                    try walk(folder: childAbsolute, shown: childShown, boundary: boundary, into: &found, tally: &tally)
                } catch {
                    guard case .unreadableFolder(let path, let reason) = error else { throw error }
                    tally.resources.skipped.append(SkippedPath(path: path, reason: .unreadableFolder(reason: reason)))
                }
            case .file:
                guard !Self.isAppleDouble(fileName: name) else { continue }
                guard let kind = InputKind(path: name) else {
                    if LooseImage.isImageFile(name), !matchesAny(excluded, childShown) {
                        tally.resources.looseImages.append(childShown)
                    } else if DiscoveredResources.isCocoaPods(name: name) {
                        tally.resources.cocoaPods.append(childShown)
                    } else if DiscoveredResources.isIntentDefinition(fileName: name) {
                        tally.resources.intentDefinitions.append(childShown)
                    } else if DiscoveredResources.isCompiledNib(name: name), !matchesAny(excluded, childShown) {
                        tally.resources.compiledNibs.append(childShown)
                    } else if name == ".gitmodules" {
                        tally.resources.gitModules.append(childShown)
                    } else if DiscoveredResources.isEntitlements(fileName: name), !matchesAny(excluded, childShown) {
                        tally.resources.entitlements.append(childShown)
                    }
                    continue
                }
                if knownType == nil, Self.leaves(boundary, link: childAbsolute) {
                    tally.resources.skipped.append(SkippedPath(path: childShown, reason: .linkOutside(folder: boundary.shown)))
                    continue
                }
                keep(DiscoveredFile(path: childShown, kind: kind), into: &found, tally: &tally)
            case .none, .other:
                continue
            }
        }
    }

    /// Keeps an `.xcodeproj` bundle's `project.pbxproj`, when it has one and the patterns keep it,
    /// without walking the rest of the bundle.
    private func keepProject(
        in bundle: String, shown: String, boundary: Boundary, into found: inout [DiscoveredFile], tally: inout Tally
    ) {
        let project = "project.pbxproj"
        guard Self.entryType(Paths.join(bundle, project), followLinks: true) == .file else { return }
        if Self.leaves(boundary, link: Paths.join(bundle, project)) {
            tally.resources.skipped.append(
                SkippedPath(path: Paths.join(shown, project), reason: .linkOutside(folder: boundary.shown)))
            return
        }
        keep(DiscoveredFile(path: Paths.join(shown, project), kind: .xcodeProject), into: &found, tally: &tally)
    }

    /// Keeps a file met while walking unless the patterns leave it out, counting why in the tally.
    private func keep(_ file: DiscoveredFile, into found: inout [DiscoveredFile], tally: inout Tally) {
        if let pattern = firstMatch(excluded, file.path) {
            tally.excludedBy.insert(pattern)
        } else if !included.isEmpty, !matchesAny(included, file.path) {
            tally.notIncluded += 1
        } else {
            tally.kept += 1
            found.append(file)
        }
    }

    /// Whether a file met while walking is an AppleDouble file (`._Name`), skipped by default.
    package static func isAppleDouble(fileName name: String) -> Bool {
        name.hasPrefix("._")
    }

    /// Whether a folder met while walking is skipped by default.
    package static func isSkipped(folderName name: String) -> Bool {
        if name.hasPrefix(".") || skippedFolderNames.contains(name) { return true }
        guard let dot = name.lastIndex(of: ".") else { return false }
        return skippedFolderExtensions.contains(String(name[name.index(after: dot)...]))
    }

    /// Whether a path is a symbolic link that leads out of the folder walked (or nowhere).
    ///
    /// Calls `lstat(2)` and `realpath(3)`.
    private static func leaves(_ boundary: Boundary, link path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return false }
        guard let target = FileBytes.resolvedPath(path) else { return true }
        return !Paths.lies(target, inside: boundary.resolved)
    }

    enum EntryType {
        case file
        case folder
        case other
    }

    /// What a path is; a symbolic link counts as a file when it leads to one, and as nothing to
    /// walk when it leads to a folder and links are not followed.
    static func entryType(_ path: String, followLinks: Bool) -> EntryType? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        var type = status.st_mode & S_IFMT
        if type == S_IFLNK {
            guard stat(path, &status) == 0 else { return nil }
            type = status.st_mode & S_IFMT
            if type == S_IFDIR, !followLinks { return .other }
        }
        switch type {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// The entries of a folder, sorted by name, without `.` and `..`, each with its type when
    /// `readdir` tells it (regular file or folder; links and unknown types are left to `lstat`).
    ///
    /// Calls `opendir(3)` and `readdir(3)`.
    static func entries(in folder: String, shown: String) throws(DiscoveryError) -> [(name: String, type: EntryType?)] {
        guard let directory = opendir(folder) else {
            throw .unreadableFolder(shown, reason: String(cString: strerror(errno)))
        }
        defer { closedir(directory) }
        var entries: [(name: String, type: EntryType?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let type: EntryType?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): type = .file
            case Int32(DT_DIR): type = .folder
            default: type = nil
            }
            entries.append((name, type))
        }
        return entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }
}
