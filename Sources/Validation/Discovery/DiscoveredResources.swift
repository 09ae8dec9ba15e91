/// What discovery finds besides the files it validates: the asset catalogs, the image files and
/// Icon Composer bundles outside them, which the asset rules read as evidence (names only; no
/// image is read), and the intent definitions and compiled nibs the localization rules take as
/// Base documents.
///
/// They are not validated files: reports do not list them, and a folder holding nothing else
/// still has nothing to validate.
public struct DiscoveredResources: Hashable, Sendable {
    /// The paths of `.xcassets` folders, sorted.
    public var assetCatalogs: [String]
    /// The paths of image files outside asset catalogs (`.png`, `.jpg`, `.pdf`, ...), sorted.
    public var looseImages: [String]
    /// The paths of Icon Composer bundles (`AppIcon.icon`: a folder holding `icon.json`), sorted.
    /// Xcode compiles each into the app's asset catalog as an image of the bundle's name, which
    /// `NSImage(named:)` and `UIImage(named:)` find, and which can be the app's icon.
    public var iconBundles: [String]
    /// The paths of `Podfile`s and `Pods` folders, sorted: CocoaPods copies its dependencies'
    /// resources (asset catalogs included) into the app's main bundle, so names not among the
    /// files may be there.
    public var cocoaPods: [String]
    /// The paths of SiriKit intent definitions (`.intentdefinition`), sorted: one in `Base.lproj`
    /// holds the source text its languages' `Intents.strings` tables translate, as a Base
    /// storyboard does.
    public var intentDefinitions: [String]
    /// The paths of compiled Interface Builder documents (`.nib`: a file, or a folder holding
    /// `keyedobjects.nib`), sorted: one in `Base.lproj`, as a prebuilt framework ships it, holds
    /// the source text its languages' tables (`SUUpdateAlert.strings`) translate, as a Base XIB does.
    public var compiledNibs: [String]
    /// The paths of `.gitmodules` files, sorted: a submodule not checked out is a dependency whose
    /// files are absent (`AbsentDependency`).
    public var gitModules: [String]
    /// The paths of entitlements files (`.entitlements`), sorted: the property lists a target's
    /// `CODE_SIGN_ENTITLEMENTS` setting names, read as evidence of what the app is signed with.
    public var entitlements: [String]
    /// The folders package managers check dependencies out into (`Pods/<Name>`,
    /// `Carthage/Checkouts/<name>`, `.build/checkouts/<name>`, `SourcePackages/checkouts/<name>`),
    /// sorted: found by listing those folders, never by walking them.
    public var dependencyFolders: [String]
    /// The folders that could not be listed and the links leading out of the folders given, which
    /// the walk passed over (sorted by path): rules report them.
    public var skipped: [SkippedPath]

    public init(assetCatalogs: [String] = [], looseImages: [String] = [], iconBundles: [String] = [],
                cocoaPods: [String] = [], intentDefinitions: [String] = [], compiledNibs: [String] = [],
                gitModules: [String] = [], entitlements: [String] = [], dependencyFolders: [String] = [],
                skipped: [SkippedPath] = []) {
        self.assetCatalogs = assetCatalogs
        self.looseImages = looseImages
        self.iconBundles = iconBundles
        self.cocoaPods = cocoaPods
        self.intentDefinitions = intentDefinitions
        self.compiledNibs = compiledNibs
        self.gitModules = gitModules
        self.entitlements = entitlements
        self.dependencyFolders = dependencyFolders
        self.skipped = skipped
    }

    /// Whether a file name is an entitlements file's (`App.entitlements`).
    static func isEntitlements(fileName name: String) -> Bool {
        name.hasSuffix(".entitlements") && name.utf8.count > ".entitlements".utf8.count
    }

    /// Whether a file or folder name is a compiled Interface Builder document's (`MainMenu.nib`).
    static func isCompiledNib(name: String) -> Bool {
        name.hasSuffix(".nib") && name.utf8.count > ".nib".utf8.count
    }

    /// Whether a file name is an intent definition's (`Intents.intentdefinition`).
    static func isIntentDefinition(fileName name: String) -> Bool {
        name.hasSuffix(".intentdefinition") && name.utf8.count > ".intentdefinition".utf8.count
    }

    /// The same resources with each list of paths, of every kind, changed by `paths`, and the
    /// paths passed over by `skipped`: the one place that lists every kind, so that none is lost
    /// when a walk's paths are rewritten (a run over part of a project once dropped `.gitmodules`).
    func mapPaths(_ paths: ([String]) -> [String], skipped: ([SkippedPath]) -> [SkippedPath]) -> DiscoveredResources {
        DiscoveredResources(
            assetCatalogs: paths(assetCatalogs), looseImages: paths(looseImages), iconBundles: paths(iconBundles),
            cocoaPods: paths(cocoaPods), intentDefinitions: paths(intentDefinitions), compiledNibs: paths(compiledNibs),
            gitModules: paths(gitModules),
            entitlements: paths(entitlements), dependencyFolders: paths(dependencyFolders), skipped: skipped(self.skipped))
    }

    /// The same resources with every path, the paths passed over too, changed by `transform`.
    func mapPaths(_ transform: (String) -> String) -> DiscoveredResources {
        mapPaths({ $0.map(transform) }, skipped: { $0.map { SkippedPath(path: transform($0.path), reason: $0.reason) } })
    }

    /// Adds what another walk found.
    mutating func add(_ other: DiscoveredResources) {
        assetCatalogs += other.assetCatalogs
        looseImages += other.looseImages
        iconBundles += other.iconBundles
        cocoaPods += other.cocoaPods
        intentDefinitions += other.intentDefinitions
        compiledNibs += other.compiledNibs
        gitModules += other.gitModules
        entitlements += other.entitlements
        dependencyFolders += other.dependencyFolders
        skipped += other.skipped
    }

    /// Whether a folder name is an asset catalog's (`Assets.xcassets`).
    static func isAssetCatalog(folderName name: String) -> Bool {
        name.hasSuffix(".xcassets") && name.utf8.count > ".xcassets".utf8.count
    }

    /// The image name an Icon Composer bundle's path gives (`Icons/AppIcon.icon` gives `AppIcon`),
    /// or `nil` when its last part is no `.icon` bundle's name.
    static func iconName(ofBundle path: String) -> String? {
        let name = Paths.fileName(of: path)
        guard name.hasSuffix(iconBundleExtension), name.utf8.count > iconBundleExtension.utf8.count else { return nil }
        return String(name.dropLast(iconBundleExtension.count))
    }

    /// The extension of an Icon Composer bundle.
    static let iconBundleExtension = ".icon"

    /// Whether a file or folder name shows CocoaPods at work: `Podfile`, `Pods`.
    static func isCocoaPods(name: String) -> Bool {
        name == "Podfile" || name == "Pods"
    }

    /// Whether a folder path's last part is an asset catalog's name.
    static func isAssetCatalog(path: String) -> Bool {
        path.split(separator: "/").last.map { isAssetCatalog(folderName: String($0)) } ?? false
    }

    /// The same resources sorted by path, each once (two paths given may reach the same files).
    func deduplicated(workingDirectory: String) -> DiscoveredResources {
        func unique(_ paths: [String]) -> [String] {
            var seen: Set<String> = []
            return paths.filter { seen.insert(Paths.absolute($0, base: workingDirectory)).inserted }
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        return mapPaths(unique) { skipped in
            Array(Set(skipped.map {
                SkippedPath(path: Paths.display(Paths.absolute($0.path, base: workingDirectory), relativeTo: workingDirectory),
                            reason: $0.reason)
            })).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        }
    }
}
