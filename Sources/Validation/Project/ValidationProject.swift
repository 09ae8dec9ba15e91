import PropertyList

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
    /// The `Podfile`s and `Pods` folders found: CocoaPods copies its dependencies' assets into the
    /// main bundle.
    public let cocoaPods: [String]
    /// The SiriKit intent definitions found beside the files (names only), in path order.
    public let intentDefinitions: [String]
    /// The image and color names the catalogs and image files provide.
    public let assets: AssetIndex
    /// The classes the sources declare, with their members, for the outlet and action checks.
    public let classes: ClassIndex
    /// Positions in `interfaceFiles` of the storyboards with each name, indexed by folder.
    private let storyboardsByName: [String: NearestFolderIndex<Int>]
    /// The development region of the projects that give one, indexed by the projects' folders.
    private let developmentRegions: NearestFolderIndex<String>
    /// The known regions of the projects that list any, indexed by the projects' folders.
    let knownRegionsIndex: NearestFolderIndex<[String]>
    /// The bundles and what belongs to each, built on first use (`bundleIndex`).
    let bundleIndexCache = ComputedOnce<BundleIndex>()
    /// Which files the Xcode projects' targets build, built on first use (`targetMembership`).
    let targetMembershipCache = ComputedOnce<TargetMembership>()
    /// The strings tables of the `.lproj` folders, indexed once for the localization rules.
    let localizationTablesCache = ComputedOnce<LocalizationTables>()
    /// The strings tables' format disagreements, computed once for the two rules that report them.
    let localizationFormatsCache = ComputedOnce<[LocalizationFormats.Found]>()

    /// A project of read files.
    public init(
        interfaceFiles: [InterfaceFile], propertyLists: [PropertyListFile] = [], codeFiles: [CodeFile] = [],
        failures: [FileFailure] = [], xcodeProjects: [XcodeProjectFile] = [], xcconfigFiles: [XcconfigFile] = [],
        stringCatalogs: [StringCatalogFile] = [],
        assetCatalogs: [AssetCatalog] = [], looseImages: [String] = [], cocoaPods: [String] = [],
        scriptImages: [String] = [], intentDefinitions: [String] = []
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
        self.cocoaPods = cocoaPods
        self.intentDefinitions = intentDefinitions
        self.assets = AssetIndex(catalogs: assetCatalogs, looseImages: looseImages, cocoaPods: cocoaPods,
                                 scriptImages: scriptImages)
        self.classes = ClassIndex(codeFiles)
        var byName: [String: [Int]] = [:]
        for (position, file) in interfaceFiles.enumerated() where file.isStoryboard {
            byName[file.name, default: []].append(position)
        }
        self.storyboardsByName = byName.mapValues { positions in
            NearestFolderIndex(positions.lazy.map { (interfaceFiles[$0].folder, $0) })
        }
        self.developmentRegions = NearestFolderIndex(xcodeProjects.lazy.compactMap { project in
            project.developmentRegion.map { (project.projectFolder, $0.value) }
        })
        self.knownRegionsIndex = NearestFolderIndex(xcodeProjects.lazy.filter { !$0.knownRegions.isEmpty }.map {
            ($0.projectFolder, $0.knownRegions)
        })
    }

    /// The documents of `propertyLists`, for rules written over `PlistDocument` (such as TripKit's
    /// Destinations.plist schema rules: `DestinationSchemaRules.rules(forEach: \.plistDocuments)`).
    public var plistDocuments: [PlistDocument] {
        propertyLists.map(\.document)
    }

    /// The development language of the bundle a file belongs to: the `developmentRegion` of the
    /// Xcode project among the inputs whose folder is nearest the file (sharing the longest leading
    /// path), or `nil` when no project was read.
    ///
    /// - Parameter path: A file of the bundle (a `.strings` file, an Info.plist).
    /// - Returns: The region (`en`), or `nil` when no project among the inputs says.
    public func developmentRegion(nearestTo path: String) -> String? {
        developmentRegions.nearest(to: path)
    }

    /// The storyboards (not XIBs) that were read.
    public var storyboards: [InterfaceFile] {
        interfaceFiles.filter(\.isStoryboard)
    }

    /// Whether any storyboard was read: cross-file checks of storyboard names only make sense then.
    public var hasStoryboards: Bool {
        !storyboardsByName.isEmpty
    }

    /// Whether a storyboard with a name was read.
    public func hasStoryboard(named name: String) -> Bool {
        storyboardsByName[name] != nil
    }

    /// The storyboard a name stands for, seen from a file: of the storyboards with that name, the
    /// one whose folder shares the longest leading path with the file's folder (so that
    /// `Base.lproj/Main` is found from `Base.lproj/Other`, and each app of a repository finds its
    /// own `Main`), the first in path order on a tie.
    ///
    /// - Parameters:
    ///   - name: The storyboard name (file name without extension).
    ///   - path: The file whose reference is resolved.
    /// - Returns: The storyboard, or `nil` when none has the name.
    public func storyboard(named name: String, nearestTo path: String) -> InterfaceFile? {
        storyboardsByName[name]?.nearest(to: path).map { interfaceFiles[$0] }
    }
}
