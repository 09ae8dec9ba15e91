import PropertyList
import TripSource

/// The bundles the inputs describe and which sources, Info.plists and privacy manifests belong to
/// each: the evidence the Info.plist readiness and privacy manifest rules share. Built once per
/// run, on first use (`ValidationProject.bundleIndex`).
///
/// Bundles come from the targets of the Xcode projects among the inputs: a target's Info.plist is
/// the file its `INFOPLIST_FILE` setting names, its sources and manifests are the files its build
/// phases and synchronized folders name. An Info.plist outside every project's folder makes a
/// bundle of its own whose sources and manifest are the ones nearest it in the folder tree. A
/// source inside a project's folder that no target builds (a Swift package's, a file left out of
/// the project) belongs to no bundle: the rules are silent about it.
///
/// Every step is linear in the files and settings, or n log n: files are looked up by path in
/// dictionaries, and each file's folders are walked once.
struct BundleIndex: Sendable {
    /// The bundles, project targets first (in project and target order), then Info.plists alone.
    let bundles: [AppBundle]
    /// For each position in `ValidationProject.codeFiles`, the positions in `bundles` of the
    /// bundles that build it.
    let bundlesOfCodeFile: [[Int]]

    init(_ project: ValidationProject) {
        // Paths that settings give are found whatever their letter case, as Xcode finds them on a Mac.
        let plists = CaseInsensitivePaths(project.propertyLists.map { (Paths.normalize($0.path), $0) })
        let xcconfigs = CaseInsensitivePaths(project.xcconfigFiles.map { (Paths.normalize($0.path), $0) })
        // An entitlements file may be named anything; `.entitlements` files, then property lists.
        let entitlements = CaseInsensitivePaths((project.entitlements + project.propertyLists).map { (Paths.normalize($0.path), $0) })
        let resolver = BuildSettingsResolver(xcconfigs: xcconfigs)
        let manifests = project.propertyLists.filter(\.isPrivacyManifest)

        // The project targets' bundles are numbered as the target index numbers the targets.
        let targetIndex = project.analysis(TargetIndex.self)
        var bundles: [AppBundle] = []
        var projectFolders: [String] = []
        var claimedInfoPlists: Set<String> = []
        for xcodeProject in project.xcodeProjects {
            let folder = Paths.normalize(xcodeProject.projectFolder)
            projectFolders.append(folder)
            for target in xcodeProject.targets {
                let configurations = resolver.configurations(of: target, in: xcodeProject)
                let infoPlistPaths = Self.infoPlistPaths(configurations, folder: folder).map { plists.file(at: $0)?.path ?? $0 }
                let infoPlistPath = infoPlistPaths.first
                let infoPlist = infoPlistPath.flatMap { plists[$0] }
                claimedInfoPlists.formUnion(infoPlistPaths)
                // A target whose Info.plist CMake writes into its build tree is one of a CMake build's.
                let isCMakeTarget = infoPlistPath.map(Self.isCMakeIntermediate) ?? false
                bundles.append(AppBundle(
                    name: target.name, kind: isCMakeTarget ? .other : Self.kind(productType: target.productType),
                    platforms: Self.platforms(configurations), evidence: .project(path: xcodeProject.path),
                    infoPlist: infoPlist, infoPlistPath: infoPlistPath,
                    hasSeveralInfoPlists: infoPlistPaths.count > 1 || configurations.contains { $0.conditionalKeys.contains("INFOPLIST_FILE") },
                    configurations: configurations, codeFiles: [], privacyManifests: []))
                bundles[bundles.count - 1].generatedInfo = target.infoProperties
                bundles[bundles.count - 1].projectGap = xcodeProject.partialReason
                bundles[bundles.count - 1].entitlements = ConfigurationEntitlements.resolve(
                    configurations, folder: folder, files: entitlements)
            }
            // Apps embed the extensions and frameworks they depend on, or may; the extensions they
            // copy into their PlugIns or Extensions folder, for certain.
            let first = bundles.count - xcodeProject.targets.count
            let byName = Dictionary(xcodeProject.targets.indices.map { (xcodeProject.targets[$0].name, first + $0) },
                                    uniquingKeysWith: { first, _ in first })
            for position in first..<bundles.count where bundles[position].kind == .app {
                let layout = targetIndex.layouts[position]
                for name in layout.dependencies + layout.embeddedExtensions {
                    guard let embedded = byName[name], !bundles[embedded].containers.contains(position) else { continue }
                    bundles[embedded].containers.append(position)
                }
                for name in layout.embeddedExtensions {
                    if let embedded = byName[name] { bundles[embedded].certainContainers.insert(position) }
                }
            }
        }

        // Info.plists outside every project's folder make bundles of their own.
        let projectFolderSet = Set(projectFolders)
        func isInsideProject(_ path: String) -> Bool {
            Paths.enclosingFolders(of: path).contains(where: projectFolderSet.contains)
        }
        var folderRoots: [String: [Int]] = [:]
        for plist in project.propertyLists where plist.isInfoPlistByName {
            let path = Paths.normalize(plist.path)
            guard !claimedInfoPlists.contains(path), !isInsideProject(path), !Self.isCMakeIntermediate(path),
                  let root = plist.document.root.dictionary else { continue }
            folderRoots[Self.bundleRoot(ofInfoPlist: path), default: []].append(bundles.count)
            bundles.append(AppBundle(
                name: Paths.directory(of: path), kind: Self.kind(infoPlist: root, path: path),
                platforms: Self.platforms(infoPlist: root), evidence: .folder, infoPlist: plist, infoPlistPath: path,
                hasSeveralInfoPlists: false, configurations: [], codeFiles: [], privacyManifests: []))
        }
        /// The folder bundle nearest a file outside every project: the deepest folder above it that
        /// is one bundle's root (two bundles with one root make the file's bundle unknown).
        func nearestFolderBundle(_ path: String) -> Int? {
            guard !folderRoots.isEmpty, !isInsideProject(path) else { return nil }
            var folder = Paths.directory(of: path)
            while true {
                if let candidates = folderRoots[folder] { return candidates.count == 1 ? candidates[0] : nil }
                guard folder != ".", folder != "/" else { return nil }
                folder = Paths.directory(of: folder)
            }
        }
        for manifest in manifests {
            if let owner = nearestFolderBundle(Paths.normalize(manifest.path)) {
                bundles[owner].privacyManifests.append(manifest)
            }
        }

        // The targets that build a file.
        func targetsBuilding(_ path: String) -> [Int] {
            targetIndex.targets(building: path)
        }

        // Privacy manifests of targets: each manifest's targets found by its path, not every target
        // asked for every manifest (folder bundles' manifests were given above).
        for manifest in manifests {
            for owner in targetsBuilding(Paths.normalize(manifest.path)) { bundles[owner].privacyManifests.append(manifest) }
        }

        // Localizations' InfoPlist.strings: the targets that build them, else the nearest folder bundle.
        for file in project.propertyLists where file.isInfoPlistStrings {
            let path = Paths.normalize(file.path)
            let keys = (file.document.root.dictionary?.keys).map(Set.init) ?? []
            var owners = targetsBuilding(path)
            if owners.isEmpty, let owner = nearestFolderBundle(path) { owners = [owner] }
            for owner in owners { bundles[owner].localizedKeys.formUnion(keys) }
        }

        // Sources: the targets that build them, else the nearest folder bundle.
        var bundlesOfCodeFile: [[Int]] = []
        bundlesOfCodeFile.reserveCapacity(project.codeFiles.count)
        for (position, file) in project.codeFiles.enumerated() {
            let path = Paths.normalize(file.path)
            var owners = targetsBuilding(path)
            if owners.isEmpty, let owner = nearestFolderBundle(path) { owners = [owner] }
            for owner in owners { bundles[owner].codeFiles.append(position) }
            bundlesOfCodeFile.append(owners)
        }
        self.bundles = bundles
        self.bundlesOfCodeFile = bundlesOfCodeFile
    }

    /// The Info.plist paths the configurations' `INFOPLIST_FILE` names, resolved against the
    /// project's folder, each once, in configuration order.
    private static func infoPlistPaths(_ configurations: [ResolvedBuildSettings], folder: String) -> [String] {
        var paths: [String] = []
        var seen: Set<String> = []
        for configuration in configurations {
            guard let written = configuration.value("INFOPLIST_FILE"), let value = configuration.expand(written.value),
                  !value.isEmpty else { continue }
            let path = Paths.normalize(Paths.join(folder, value))
            if seen.insert(path).inserted { paths.append(path) }
        }
        return paths
    }

    /// Whether a file lies in a `CMakeFiles` folder: an intermediate of a CMake build tree (checked
    /// in by some repositories, as `DerivedData` would be), not a source of any app.
    /// Each app or extension with the bundles whose code runs in it: the bundle's own code, and
    /// each framework's it embeds (`host` then judges `caller`'s calls). Tests and other bundles
    /// run in no app of their own.
    var codeHosts: [(host: AppBundle, caller: AppBundle)] {
        var pairs: [(host: AppBundle, caller: AppBundle)] = []
        for bundle in bundles {
            switch bundle.kind {
            case .app, .appExtension: pairs.append((bundle, bundle))
            case .framework: pairs += bundle.containers.map { (bundles[$0], bundle) }
            case .test, .other: continue
            }
        }
        return pairs
    }

    static func isCMakeIntermediate(_ path: String) -> Bool {
        path.hasPrefix("CMakeFiles/") || path.contains("/CMakeFiles/")
    }

    /// A bundle's kind from its target's product type.
    static func kind(productType: String?) -> AppBundle.Kind {
        guard let productType else { return .other }
        let type = productType.hasPrefix("com.apple.product-type.") ? String(productType.dropFirst("com.apple.product-type.".count)) : productType
        switch type {
        case "application", "application.on-demand-install-capable", "application.messages":
            return .app
        case "watchkit2-extension", "extensionkit-extension", "tv-app-extension":
            return .appExtension
        case "framework", "framework.static", "library.static", "library.dynamic":
            return .framework
        case "bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test":
            return .test
        default:
            return type.hasPrefix("app-extension") ? .appExtension : .other
        }
    }

    /// A folder bundle's kind, from its Info.plist's keys and its folder's name.
    static func kind(infoPlist root: PlistDictionary, path: String) -> AppBundle.Kind {
        if root["NSExtension"] != nil || root["EXAppExtensionAttributes"] != nil { return .appExtension }
        let folders = Paths.directory(of: path).split(separator: "/")
        if folders.contains(where: { $0.hasSuffix("Tests") }) { return .test }
        switch root["CFBundlePackageType"]?.string {
        case "APPL": return .app
        case "FMWK": return .framework
        case "BNDL", "XPC!": return .other
        default: break
        }
        let appKeys = ["UIApplicationSceneManifest", "UIMainStoryboardFile", "UILaunchStoryboardName", "UILaunchScreen",
                       "LSRequiresIPhoneOS", "NSMainStoryboardFile", "NSMainNibFile", "WKApplication"]
        return appKeys.contains { root[$0] != nil } ? .app : .other
    }

    /// The platforms the configurations build for: `SUPPORTED_PLATFORMS` when set, else `SDKROOT`,
    /// else, when the configuration sets the deployment target of one platform only
    /// (`MACOSX_DEPLOYMENT_TARGET` and no other), that platform. An `SDKROOT` the target writes
    /// overrides a `SUPPORTED_PLATFORMS` it inherits from its project (a macOS target,
    /// `SDKROOT = macosx`, of a project whose settings list `iphoneos` for its iOS targets builds
    /// for macOS only); written at the same level, `SUPPORTED_PLATFORMS` says more.
    private static func platforms(_ configurations: [ResolvedBuildSettings]) -> Set<ApplePlatform> {
        var platforms: Set<ApplePlatform> = []
        for configuration in configurations {
            var named: [ApplePlatform] = []
            let sdkIsMoreSpecific = (configuration.value("SDKROOT")?.level ?? -1)
                > (configuration.value("SUPPORTED_PLATFORMS")?.level ?? -1)
            for key in sdkIsMoreSpecific ? ["SDKROOT", "SUPPORTED_PLATFORMS"] : ["SUPPORTED_PLATFORMS", "SDKROOT"] {
                guard let written = configuration.value(key), let value = configuration.expand(written.value) else { continue }
                named = value.split(separator: " ").compactMap(ApplePlatform.init(platformName:))
                if !named.isEmpty { break }
            }
            if named.isEmpty {
                let targeted = deploymentTargets.filter { configuration.isDefined($0.key) }
                if targeted.count == 1, let platform = targeted.first?.value { named = [platform] }
            }
            platforms.formUnion(named)
            // Mac Catalyst builds an iOS target for the Mac; Xcode ignores the setting in a target
            // whose SDK is another platform's (a macOS target inheriting it from its project).
            if configuration.isYes("SUPPORTS_MACCATALYST"), named.isEmpty || named.contains(.iOS) { platforms.insert(.iOS) }
        }
        return platforms
    }

    /// Each platform's deployment target setting.
    private static let deploymentTargets: [String: ApplePlatform] = [
        "IPHONEOS_DEPLOYMENT_TARGET": .iOS, "MACOSX_DEPLOYMENT_TARGET": .macOS, "TVOS_DEPLOYMENT_TARGET": .tvOS,
        "WATCHOS_DEPLOYMENT_TARGET": .watchOS, "XROS_DEPLOYMENT_TARGET": .visionOS,
    ]

    /// The platforms an Info.plist's keys point to.
    private static func platforms(infoPlist root: PlistDictionary) -> Set<ApplePlatform> {
        var platforms: Set<ApplePlatform> = []
        let iOSKeys = ["LSRequiresIPhoneOS", "UIRequiredDeviceCapabilities", "UILaunchStoryboardName", "UILaunchScreen",
                       "UISupportedInterfaceOrientations", "UIApplicationSceneManifest", "UIDeviceFamily"]
        if iOSKeys.contains(where: { root[$0] != nil }) { platforms.insert(.iOS) }
        if ["LSMinimumSystemVersion", "NSPrincipalClass", "NSMainStoryboardFile", "NSMainNibFile"].contains(where: { root[$0] != nil }) {
            platforms.insert(.macOS)
        }
        if ["WKApplication", "WKWatchKitApp", "WKCompanionAppBundleIdentifier"].contains(where: { root[$0] != nil }) {
            platforms.insert(.watchOS)
        }
        return platforms
    }

    /// The folder a folder bundle's sources are looked for under: the Info.plist's folder, or
    /// the folder above it when that is a resources folder (`App/Resources/Info.plist`).
    private static func bundleRoot(ofInfoPlist path: String) -> String {
        let folder = Paths.directory(of: path)
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        let resourceFolders: Set<String> = ["Resources", "Supporting Files", "SupportingFiles", "Support", "Supporting", "Config", "Configs"]
        return resourceFolders.contains(name) ? Paths.directory(of: folder) : folder
    }
}

extension PropertyListFile {
    /// Whether the file is a privacy manifest (`.xcprivacy`).
    var isPrivacyManifest: Bool {
        path.utf8.count > 10 && path.hasSuffix(".xcprivacy")
    }

    /// Whether the file is a localization of an Info.plist: `InfoPlist.strings` in an `.lproj`
    /// folder (the name's case aside, as repositories write `infoPlist.strings` too).
    var isInfoPlistStrings: Bool {
        fileName.lowercased() == "infoplist.strings" && Paths.directory(of: path).hasSuffix(".lproj")
    }

    /// Whether the file's name is one Info.plists have: `Info.plist`, or `App-Info.plist` as older
    /// templates named them.
    var isInfoPlistByName: Bool {
        let name = fileName
        return name == "Info.plist" || name.hasSuffix("-Info.plist")
    }
}
