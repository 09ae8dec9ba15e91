import PropertyList
import TripSource

/// Everything a validation run read: the documents, property lists and sources, the files that
/// could not be read, and the lookups across files that the cross-file rules share.
///
/// Rules take it whole (`AnyRule(rule)`) or one collection of it at a time
/// (`AnyRule(rule, forEach: \.interfaceFiles)`).
public struct ValidationProject: Sendable {
    /// Storyboards and XIBs that were read, in path order.
    public let interfaceFiles: [InterfaceFile]
    /// Property lists and strings files that were read, in path order.
    public let propertyLists: [PropertyListFile]
    /// Swift and Objective-C files, in path order.
    public let codeFiles: [CodeFile]
    /// Files that could not be read, in path order.
    public let failures: [FileFailure]
    /// Xcode projects (`project.pbxproj`) that were read, in path order.
    public let xcodeProjects: [XcodeProjectFile]
    /// Build configuration files (`.xcconfig`) that were read, in path order.
    public let xcconfigFiles: [XcconfigFile]
    /// String Catalogs (`.xcstrings`) that were read, in path order.
    public let stringCatalogs: [StringCatalogFile]
    /// The asset catalogs found beside the files, in path order (names only).
    public let assetCatalogs: [AssetCatalog]
    /// The image files found outside asset catalogs, in path order.
    public let looseImages: [String]
    /// The Icon Composer bundles found (`AppIcon.icon`), in path order: each an image of its name.
    public let iconBundles: [String]
    /// The `Podfile`s and `Pods` folders found: CocoaPods copies its dependencies' assets into the
    /// main bundle.
    public let cocoaPods: [String]
    /// The pods each `Podfile` among `cocoaPods` lists, by the module names they may be imported by
    /// (`Podfile.podNames(in:)`); a Podfile that could not be read, or lists none plainly, is absent.
    public let podNames: [String: Set<String>]
    /// The dependencies declared by path whose files are not there (`AbsentDependency`), in the
    /// order of their manifests' paths.
    public let absentDependencies: [AbsentDependency]
    /// The pods the `Podfile`s declare by path, in the Podfiles' order.
    public let localPods: [LocalPod]
    /// The entitlements files (`.entitlements`) found beside the files and read as property
    /// lists, in path order; one that could not be read is not among them.
    public let entitlements: [PropertyListFile]
    /// The dependencies checked out among the files whose folders are named after an SDK of
    /// Apple's list of commonly used third-party SDKs, in path order.
    internal(set) var sdkCheckouts: [SDKCheckout] = []
    /// `absentDependencies` by the folder whose files they may serve.
    private let absentDependenciesByScope: [String: [AbsentDependency]]
    /// The manifests (`project.pbxproj`, ...) declaring one of `absentDependencies`.
    private let absentDependencyManifests: Set<String>
    /// The SiriKit intent definitions found beside the files (names only), in path order.
    public let intentDefinitions: [String]
    /// The compiled Interface Builder documents (`.nib`) found beside the files (names only), in
    /// path order.
    public let compiledNibs: [String]
    /// The images a Run Script phase declares it writes (its output paths and file lists).
    public let scriptImages: [String]
    /// The paths not read though met (folders that cannot be listed, links out of the folders
    /// given, a configuration's baseline outside its folder), in path order.
    public let skippedPaths: [SkippedPath]
    /// The most conversions read from one localized format string (`InputLimit.formatConversions`).
    public let formatConversionLimit: Int
    /// The iOS SDK major version the configuration says the project builds with (`ios_sdk`), or
    /// `nil` for a current one.
    public internal(set) var iOSSDK: Int? = nil
    /// What rules derive from the whole project (indexes, tables), each computed once, on first
    /// use: a family of rules declares its own as a `ProjectAnalysis` and reads it with
    /// `analysis(_:)`.
    let analyses = AnalysisCache()

    /// A project of read files.
    public init(
        interfaceFiles: [InterfaceFile], propertyLists: [PropertyListFile] = [], codeFiles: [CodeFile] = [],
        failures: [FileFailure] = [], xcodeProjects: [XcodeProjectFile] = [], xcconfigFiles: [XcconfigFile] = [],
        stringCatalogs: [StringCatalogFile] = [],
        assetCatalogs: [AssetCatalog] = [], looseImages: [String] = [], iconBundles: [String] = [], cocoaPods: [String] = [],
        scriptImages: [String] = [], intentDefinitions: [String] = [], compiledNibs: [String] = [],
        skippedPaths: [SkippedPath] = [],
        formatConversionLimit: Int = InputLimit.formatConversions.defaultValue, podNames: [String: Set<String>] = [:],
        absentDependencies: [AbsentDependency] = [], localPods: [LocalPod] = [], entitlements: [PropertyListFile] = []
    ) {
        self.interfaceFiles = interfaceFiles
        self.propertyLists = propertyLists
        self.codeFiles = codeFiles
        self.failures = failures
        self.xcodeProjects = xcodeProjects
        self.xcconfigFiles = xcconfigFiles
        self.stringCatalogs = stringCatalogs
        self.assetCatalogs = assetCatalogs
        self.looseImages = looseImages
        self.iconBundles = iconBundles
        self.cocoaPods = cocoaPods
        self.podNames = podNames
        self.intentDefinitions = intentDefinitions
        self.compiledNibs = compiledNibs
        self.scriptImages = scriptImages
        self.skippedPaths = skippedPaths
        self.formatConversionLimit = formatConversionLimit
        self.absentDependencies = absentDependencies
        self.localPods = localPods
        self.entitlements = entitlements
        var byScope: [String: [AbsentDependency]] = [:]
        for dependency in absentDependencies { byScope[dependency.scope, default: []].append(dependency) }
        absentDependenciesByScope = byScope
        absentDependencyManifests = Set(absentDependencies.map(\.manifest))
    }

    /// The absent dependency nearest a file that may serve it: one declared in the file's folder or
    /// a folder above it (the deepest first), or `nil`. A local package an Xcode project declares
    /// does not serve a file that a target of another project, one declaring no absent
    /// dependency, builds: that project's build has all its files, and judges the file in full.
    /// Costs the file's depth, not the number of dependencies.
    public func absentDependency(covering path: String) -> AbsentDependency? {
        for folder in Paths.enclosingFolders(of: path) + [""] {
            for dependency in absentDependenciesByScope[folder] ?? [] where !hasCompleteBuild(path, besides: dependency) {
                return dependency
            }
        }
        return nil
    }

    /// Whether a file is built by a target of an Xcode project that declares no absent dependency,
    /// when `dependency` is a local package of another Xcode project (`false` otherwise).
    private func hasCompleteBuild(_ path: String, besides dependency: AbsentDependency) -> Bool {
        guard dependency.kind == .localPackage, Paths.fileName(of: dependency.manifest) == "project.pbxproj" else {
            return false
        }
        // TargetIndex numbers the targets in project order, then each project's target order.
        let targets = analysis(TargetIndex.self).targets(building: Paths.normalize(path))
        guard !targets.isEmpty else { return false }
        var first = 0
        for xcodeProject in xcodeProjects {
            let numbers = first..<(first + xcodeProject.targets.count)
            first = numbers.upperBound
            if !absentDependencyManifests.contains(xcodeProject.path), targets.contains(where: numbers.contains) {
                return true
            }
        }
        return false
    }

    /// The value of an analysis of this project, computed the first time a rule asks.
    ///
    /// - Parameter analysis: The analysis.
    /// - Returns: Its value, shared by every rule of the run.
    func analysis<Analysis: ProjectAnalysis>(_ analysis: Analysis.Type) -> Analysis.Value
    where Analysis.Project == ValidationProject {
        analyses.value(of: analysis, for: self)
    }

    /// The documents of `propertyLists`, for rules written over `PlistDocument` (such as TripKit's
    /// Destinations.plist schema rules: `DestinationSchemaRules.rules(forEach: \.plistDocuments)`).
    public var plistDocuments: [PlistDocument] {
        propertyLists.map(\.document)
    }

    /// The storyboards (not XIBs) that were read.
    public var storyboards: [InterfaceFile] {
        interfaceFiles.filter(\.isStoryboard)
    }
}
