import Dispatch
import InterfaceBuilder
import PropertyList
import Synchronization
import TextFormats
import TripSource

/// Reads the discovered files in parallel (one file per unit of work, on every core) into a
/// `ValidationProject`, and collects the `tripkit:` comments of the files that have any.
struct ProjectReader {
    let workingDirectory: String
    let storyboardName: @Sendable (String) -> String
    let progress: (@Sendable (ValidationProgress) -> Void)?
    /// Larger files are reported unreadable, not read (`InputLimit.fileSize`).
    var maxFileSize = ValidationOptions.defaultMaxFileSize
    /// The caps of the property-list reader.
    var plistOptions = PlistReader.Options()
    /// The caps of the storyboard and XIB reader.
    var interfaceOptions = InterfaceBuilderReader.Options()
    /// The most conversions read from one localized format string (`InputLimit.formatConversions`).
    var formatConversionLimit = InputLimit.formatConversions.defaultValue
    /// The project's own localization lookup helpers (`Configuration.localizationHelpers`).
    var localizationHelpers: Set<String> = []

    /// What reading one file gave.
    enum ReadFile: Sendable {
        case interface(InterfaceFile)
        case propertyList(PropertyListFile)
        case source(CodeFile)
        case xcodeProject(XcodeProjectFile)
        case xcconfig(XcconfigFile)
        case stringCatalog(StringCatalogFile)
        case failure(FileFailure)
    }

    /// Reads every file, and the names of the asset catalogs found beside them.
    ///
    /// - Parameters:
    ///   - files: The discovered files.
    ///   - resources: The asset catalogs and image files found beside them.
    /// - Returns: The project, and the comments of each file holding a `tripkit:` comment.
    func read(_ files: [DiscoveredFile], resources: DiscoveredResources = DiscoveredResources())
        -> (ValidationProject, comments: [String: [SourceComment]]) {
        let results = Locked<[ReadFile?]>(Array(repeating: nil, count: files.count))
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            let read = self.read(files[position])
            results.withLock { $0[position] = read }
            let count = done.add(1, ordering: .relaxed).newValue
            progress?(.read(done: count, of: files.count))
        }
        var interfaceFiles: [InterfaceFile] = []
        var propertyLists: [PropertyListFile] = []
        var sources: [CodeFile] = []
        var failures: [FileFailure] = []
        var xcodeProjects: [XcodeProjectFile] = []
        var xcconfigFiles: [XcconfigFile] = []
        var stringCatalogs: [StringCatalogFile] = []
        var comments: [String: [SourceComment]] = [:]
        for read in results.withLock({ $0 }) {
            switch read {
            case .interface(let file)?:
                interfaceFiles.append(file)
                Self.keepSuppressions(file.document.comments, of: file.path, in: &comments)
            case .propertyList(let file)?:
                propertyLists.append(file)
                Self.keepSuppressions(file.document.comments, of: file.path, in: &comments)
            case .source(let file)?:
                sources.append(file)
                Self.keepSuppressions(file.comments, of: file.path, in: &comments)
            case .xcodeProject(let file)?:
                xcodeProjects.append(file)
            case .xcconfig(let file)?:
                xcconfigFiles.append(file)
            case .stringCatalog(let file)?:
                stringCatalogs.append(file)
            case .failure(let failure)?:
                failures.append(failure)
            case nil:
                break
            }
        }
        // An XcodeGen spec speaks for its folder only when it has targets and no project.pbxproj
        // there was read (the generated project is the better evidence); a `project.yml` of
        // another tool, or one this reader cannot read, leaves the folder as it was.
        let generatedFolders = Set(xcodeProjects.filter { $0.origin == .xcodeProject }.map { Paths.normalize($0.projectFolder) })
        xcodeProjects.removeAll { project in
            project.origin != .xcodeProject
                && (project.targets.isEmpty || generatedFolders.contains(Paths.normalize(project.projectFolder)))
        }
        var project = ValidationProject(
            interfaceFiles: interfaceFiles, propertyLists: propertyLists, codeFiles: sources, failures: failures,
            xcodeProjects: xcodeProjects, xcconfigFiles: xcconfigFiles, stringCatalogs: stringCatalogs,
            assetCatalogs: readCatalogs(resources.assetCatalogs), looseImages: resources.looseImages,
            iconBundles: resources.iconBundles,
            cocoaPods: resources.cocoaPods, scriptImages: scriptImages(xcodeProjects),
            intentDefinitions: resources.intentDefinitions, compiledNibs: resources.compiledNibs, skippedPaths: resources.skipped,
            formatConversionLimit: formatConversionLimit, podNames: podNames(resources.cocoaPods),
            absentDependencies: absentDependencies(
                gitModules: resources.gitModules,
                packageManifests: files.map(\.path).filter { Paths.fileName(of: $0) == "Package.swift" },
                projects: xcodeProjects),
            localPods: localPods(resources.cocoaPods), entitlements: readEntitlements(resources.entitlements))
        project.sdkCheckouts = sdkCheckouts(resources.dependencyFolders)
        return (project, comments)
    }

    /// The dependencies `.gitmodules` files, `Package.swift` manifests (`.package(path:)`) and Xcode
    /// projects (`XCLocalSwiftPackageReference`) declare by path whose folder is missing or empty
    /// (each manifest read within the file-size limit; one that cannot be read declares nothing).
    private func absentDependencies(
        gitModules: [String], packageManifests: [String], projects: [XcodeProjectFile]
    ) -> [AbsentDependency] {
        var found: [AbsentDependency] = []
        func consider(_ written: String, kind: AbsentDependency.Kind, manifest: String, scope: String) {
            let path = Paths.normalize(Paths.join(scope, written))
            let absolute = Paths.absolute(path, base: workingDirectory)
            if FileDiscovery.entryType(absolute, followLinks: true) == .folder,
               (try? FileDiscovery.entries(in: absolute, shown: path))?.isEmpty == false {
                return
            }
            found.append(AbsentDependency(kind: kind, path: path, manifest: manifest, scope: scope))
        }
        func text(_ path: String) -> String? {
            guard let bytes = try? FileBytes.contents(ofFile: Paths.absolute(path, base: workingDirectory), maxSize: maxFileSize)
            else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        for manifest in gitModules {
            for written in DependencyManifest.submodulePaths(in: text(manifest) ?? "") {
                consider(written, kind: .gitSubmodule, manifest: manifest, scope: Paths.directory(of: manifest))
            }
        }
        for manifest in packageManifests {
            for written in DependencyManifest.localPackagePaths(inManifest: text(manifest) ?? "") {
                consider(written, kind: .localPackage, manifest: manifest, scope: Paths.directory(of: manifest))
            }
        }
        for project in projects where project.origin == .xcodeProject {
            for written in project.localPackages {
                consider(written, kind: .localPackage, manifest: project.path, scope: project.projectFolder)
            }
        }
        return found.sorted { $0.manifest.utf8.lexicographicallyPrecedes($1.manifest.utf8) }
    }

    /// The pods each `Podfile` lists (each read within the file-size limit; one that cannot be
    /// read, or lists no pod plainly, is left out).
    private func podNames(_ paths: [String]) -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for path in paths where Paths.fileName(of: path) == "Podfile" {
            guard let bytes = try? FileBytes.contents(ofFile: Paths.absolute(path, base: workingDirectory), maxSize: maxFileSize)
            else { continue }
            let pods = Podfile.podNames(in: String(decoding: bytes, as: UTF8.self))
            if !pods.isEmpty { names[path] = pods }
        }
        return names
    }

    /// The pods each `Podfile` declares by path, their folders from the working directory (each
    /// Podfile read within the file-size limit; one that cannot be read declares none).
    private func localPods(_ paths: [String]) -> [LocalPod] {
        var pods: [LocalPod] = []
        for path in paths where Paths.fileName(of: path) == "Podfile" {
            guard let bytes = try? FileBytes.contents(ofFile: Paths.absolute(path, base: workingDirectory), maxSize: maxFileSize)
            else { continue }
            for pod in Podfile.localPods(in: String(decoding: bytes, as: UTF8.self)) {
                let folder = Paths.normalize(Paths.join(Paths.directory(of: path), pod.path))
                pods.append(LocalPod(name: pod.name, folder: folder, podfile: path))
            }
        }
        return pods
    }

    /// The image files the projects' Run Script phases declare they write: their output paths, and
    /// the lines of their output file lists that exist among the files (each read within the
    /// file-size limit; one that cannot be read adds nothing).
    private func scriptImages(_ projects: [XcodeProjectFile]) -> [String] {
        var outputs: [String] = []
        for project in projects {
            outputs += project.scriptOutputs
            for list in project.scriptOutputFileLists {
                guard let path = project.resolveScriptPath(list),
                      let bytes = try? FileBytes.contents(ofFile: Paths.absolute(path, base: workingDirectory), maxSize: maxFileSize)
                else { continue }
                for var line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
                    while line.first?.isWhitespace == true { line = line.dropFirst() }
                    while line.last?.isWhitespace == true { line = line.dropLast() }
                    if !line.isEmpty, !line.hasPrefix("#") { outputs.append(String(line)) }
                }
            }
        }
        return outputs.filter { LooseImage.isImageFile(String($0.split(separator: "/").last ?? "")) }
    }

    /// Reads the entitlements files as property lists, each within the file-size limit; one that
    /// cannot be read is left out (a target naming it has entitlements the checks do not know).
    private func readEntitlements(_ paths: [String]) -> [PropertyListFile] {
        paths.compactMap { path in
            guard let bytes = try? FileBytes.contents(ofFile: Paths.absolute(path, base: workingDirectory), maxSize: maxFileSize),
                  let document = try? PlistReader.read(bytes: bytes, file: path, options: plistOptions)
            else { return nil }
            return PropertyListFile(path: path, document: document)
        }
    }

    /// The dependency folders named after an SDK of Apple's list of commonly used third-party SDKs,
    /// each with the version its lock file pins (each lock file read once, within the file-size
    /// limit) and whether it holds a privacy manifest (each such folder searched, up to
    /// `SDKPrivacyManifestMissing.searchLimit` entries; other dependency folders are not entered).
    private func sdkCheckouts(_ folders: [String]) -> [SDKCheckout] {
        var locks: [String: DependencyLock] = [:]
        func lock(_ path: String, manager: SDKCheckout.Manager) -> DependencyLock {
            if let known = locks[path] { return known }
            var read = DependencyLock(pins: [:])
            if let bytes = try? FileBytes.contents(ofFile: Paths.absolute(path, base: workingDirectory), maxSize: maxFileSize) {
                switch manager {
                case .cocoaPods: read = .podfileLock(String(decoding: bytes, as: UTF8.self), file: path)
                case .carthage: read = .cartfileResolved(String(decoding: bytes, as: UTF8.self), file: path)
                case .swiftPM: read = .workspaceState(bytes, file: path)
                }
            }
            locks[path] = read
            return read
        }
        return folders.compactMap { folder in
            let name = Paths.fileName(of: folder)
            guard let match = ThirdPartySDKTable.match(folderName: name), let manager = SDKCheckout.manager(of: folder) else { return nil }
            let pin = SDKCheckout.lockFiles(of: folder, manager: manager).lazy.compactMap { lock($0, manager: manager).pins[name] }.first
            let manifest = FileDiscovery.containsFile(
                named: SDKCheckout.privacyManifestName, under: Paths.absolute(folder, base: workingDirectory),
                limit: SDKPrivacyManifestMissing.searchLimit)
            return SDKCheckout(path: folder, manager: manager, match: match, pin: pin, hasPrivacyManifest: manifest)
        }
    }

    /// Reads the asset catalogs' names, one catalog per unit of work.
    private func readCatalogs(_ paths: [String]) -> [AssetCatalog] {
        let catalogs = Locked<[AssetCatalog?]>(Array(repeating: nil, count: paths.count))
        let reader = AssetCatalogReader(maxFileSize: maxFileSize)
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            let catalog = reader.read(shown: paths[position], absolute: Paths.absolute(paths[position], base: workingDirectory))
            catalogs.withLock { $0[position] = catalog }
        }
        return catalogs.withLock { $0.compactMap { $0 } }
    }

    /// Keeps a file's comments when one of them is a suppression: the engine needs all of them
    /// then (to skip comment lines after `disable:next`), and none otherwise.
    private static func keepSuppressions(_ fileComments: [SourceComment], of path: String, in comments: inout [String: [SourceComment]]) {
        if fileComments.contains(where: { Self.mentionsSuppression($0.text) }) {
            comments[path] = fileComments
        }
    }

    /// Whether a comment's text holds `tripkit:` (a byte search: Xcode writes a comment per scene).
    static func mentionsSuppression(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(SuppressionDirective.isMentioned) ?? text.contains(SuppressionDirective.prefix)
    }

    /// Reads one file by its kind.
    func read(_ file: DiscoveredFile) -> ReadFile {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.contents(ofFile: Paths.absolute(file.path, base: workingDirectory), maxSize: maxFileSize)
        } catch {
            return .failure(FileFailure(path: file.path, kind: file.kind, reason: .unreadable(reason: error.reason)))
        }
        switch file.kind {
        case .storyboard, .xib:
            do {
                let document = try InterfaceBuilderReader.read(bytes: bytes, file: file.path, options: interfaceOptions)
                return .interface(InterfaceFile(path: file.path, document: document, name: storyboardName(file.path)))
            } catch {
                return .failure(FileFailure(path: file.path, kind: file.kind, reason: .interfaceBuilder(error)))
            }
        case .propertyList, .strings, .stringsdict, .privacyManifest:
            do {
                // An Info.plist may hold C preprocessor lines, which the build runs through cpp first.
                let preprocessed = file.kind == .propertyList ? PreprocessedPlist.text(of: bytes) : nil
                let document = try PlistReader.read(bytes: preprocessed?.text ?? bytes, file: file.path, options: plistOptions)
                var read = PropertyListFile(
                    path: file.path, document: document, preprocessorDirectives: preprocessed?.directives ?? [])
                if file.kind == .strings { read.interpolatedKeys = InterpolatedStringsKey.keys(in: bytes, document: document) }
                return .propertyList(read)
            } catch PlistError.empty(let location) where file.kind == .strings {
                // A .strings file of nothing (or only a byte-order mark) Xcode builds and the app reads
                // as an empty table, though PropertyListSerialization refuses it (a deliberate
                // disagreement, in the README); a .plist must hold a value.
                let empty = PlistValue(.dictionary(PlistDictionary()), location: location)
                return .propertyList(PropertyListFile(path: file.path, document: PlistDocument(root: empty, format: .openStep)))
            } catch {
                return .failure(FileFailure(path: file.path, kind: file.kind, reason: .propertyList(error)))
            }
        case .swift:
            return .source(CodeFile(bytes: bytes, path: file.path, language: .swift, localizationHelpers: localizationHelpers))
        case .objectiveC:
            return .source(CodeFile(
                bytes: bytes, path: file.path, language: .objectiveC, localizationHelpers: localizationHelpers))
        case .xcodeProject:
            do {
                let document = try PlistReader.read(bytes: bytes, file: file.path, options: plistOptions)
                return .xcodeProject(XcodeProjectFile(path: file.path, document: document))
            } catch {
                return .failure(FileFailure(path: file.path, kind: file.kind, reason: .propertyList(error)))
            }
        case .xcconfig:
            return .xcconfig(XcconfigFile(bytes: bytes, path: file.path))
        case .xcodeGenSpec:
            // The spec's includes are read as it names them, within the same size limit.
            return .xcodeProject(XcodeProjectFile(xcodeGenSpec: file.path, maxFileSize: maxFileSize) { path in
                path == file.path ? bytes
                    : try? FileBytes.contents(ofFile: Paths.absolute(path, base: workingDirectory), maxSize: maxFileSize)
            })
        case .stringCatalog:
            do {
                return .stringCatalog(try StringCatalogFile(
                    bytes: bytes, path: file.path, maxDepth: plistOptions.maxDepth, formatConversionLimit: formatConversionLimit))
            } catch {
                return .failure(FileFailure(path: file.path, kind: file.kind, reason: .stringCatalog(error)))
            }
        }
    }
}
