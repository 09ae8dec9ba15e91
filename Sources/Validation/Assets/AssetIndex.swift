import InterfaceBuilder
import TripSource

/// The image and color names the asset catalogs, loose image files and Icon Composer bundles among
/// the inputs provide, indexed for the asset rules: exact names (by Unicode scalars, as the
/// device's lookup compares them), and names folded to lower case to tell a name that differs only
/// in letter case.
public struct AssetIndex: Sendable {
    /// One name the inputs provide.
    public struct Entry: Sendable, Equatable {
        public let name: String
        public let kind: AssetUse.Kind
        /// The set folder or image file.
        public let path: String
        /// Whether it is a loose image file rather than a catalog set or an Icon Composer bundle.
        public let isLooseFile: Bool
    }

    /// How a name fares against the index.
    public enum Match: Sendable, Equatable {
        /// Provided, exactly.
        case found
        /// Not provided as this kind, but as the other (an image name that is a color set).
        case otherKind(Entry)
        /// Provided only under names that differ from it in letter case.
        case caseMismatch([Entry])
        /// Not provided.
        case missing
    }

    private struct Key: Hashable {
        let kind: AssetUse.Kind
        let name: ExactKey
    }

    private struct FoldedKey: Hashable {
        let kind: AssetUse.Kind
        let name: String
    }

    /// Whether any asset catalog is among the inputs: without one, names are not judged.
    public let hasCatalogs: Bool
    /// Whether every catalog was read whole (see `AssetCatalog.isComplete`).
    public let isComplete: Bool
    /// Where CocoaPods shows (the paths of `Podfile`s and `Pods` folders). CocoaPods copies its
    /// dependencies' asset catalogs into the main bundle of the project in that folder, so a name
    /// none of the files has may be one of theirs (see `cocoaPods(covering:)`).
    private let cocoaPods: [String]
    /// The folder of each `Podfile` and `Pods` folder, with the position of its first in `cocoaPods`.
    private let cocoaPodsByFolder: [String: Int]
    /// The folders holding a `Pods` folder among `cocoaPods`.
    private let foldersWithPods: Set<String>
    /// The image files Run Script phases declare they write into a bundle, by the name they load
    /// by (see `writtenByScript(_:)`).
    private let scriptImages: [ExactKey: String]
    private let entries: [Entry]
    private let exact: [Key: Int]
    /// Loose image files by the last part of their name, for names given with a folder (`Icons/Logo`).
    private let looseByName: Set<ExactKey>
    private let folded: [FoldedKey: [Int]]
    private let candidates: [AssetUse.Kind: NearMatch.Candidates]

    /// An index of catalogs and loose image files.
    ///
    /// - Parameters:
    ///   - catalogs: The asset catalogs read.
    ///   - looseImages: The paths of image files outside catalogs.
    ///   - iconBundles: The paths of Icon Composer bundles (`AppIcon.icon`), each an image of its name.
    ///   - cocoaPods: The `Podfile`s and `Pods` folders found.
    ///   - scriptImages: The image files the projects' Run Script phases declare as outputs, as written.
    public init(catalogs: [AssetCatalog] = [], looseImages: [String] = [], iconBundles: [String] = [],
                cocoaPods: [String] = [], scriptImages: [String] = []) {
        var entries = catalogs.flatMap { catalog in
            catalog.entries.map { Entry(name: $0.name, kind: $0.kind, path: $0.path, isLooseFile: false) }
        }
        var looseByName: Set<ExactKey> = []
        for path in looseImages {
            let name = LooseImage.imageName(ofFile: String(path.split(separator: "/").last ?? ""))
            guard !name.isEmpty else { continue }
            entries.append(Entry(name: name, kind: .image, path: path, isLooseFile: true))
            looseByName.insert(ExactKey(name))
        }
        for path in iconBundles {
            guard let name = DiscoveredResources.iconName(ofBundle: path) else { continue }
            entries.append(Entry(name: name, kind: .image, path: path, isLooseFile: false))
        }
        var exact: [Key: Int] = [:]
        var folded: [FoldedKey: [Int]] = [:]
        for (position, entry) in entries.enumerated() {
            if exact[Key(kind: entry.kind, name: ExactKey(entry.name))] == nil {
                exact[Key(kind: entry.kind, name: ExactKey(entry.name))] = position
            }
            folded[FoldedKey(kind: entry.kind, name: entry.name.lowercased()), default: []].append(position)
        }
        self.hasCatalogs = !catalogs.isEmpty
        self.isComplete = catalogs.allSatisfy(\.isComplete)
        self.cocoaPods = cocoaPods
        var podsByFolder: [String: Int] = [:]
        for (position, pods) in cocoaPods.enumerated() where podsByFolder[Paths.directory(of: pods)] == nil {
            podsByFolder[Paths.directory(of: pods)] = position
        }
        self.cocoaPodsByFolder = podsByFolder
        self.foldersWithPods = Set(cocoaPods.filter { Paths.fileName(of: $0) == "Pods" }.map(Paths.directory(of:)))
        var byName: [ExactKey: String] = [:]
        for path in scriptImages {
            let name = LooseImage.imageName(ofFile: String(path.split(separator: "/").last ?? ""))
            if !name.isEmpty, byName[ExactKey(name)] == nil { byName[ExactKey(name)] = path }
        }
        self.scriptImages = byName
        self.entries = entries
        self.exact = exact
        self.looseByName = looseByName
        self.folded = folded
        var candidates: [AssetUse.Kind: NearMatch.Candidates] = [:]
        for kind in [AssetUse.Kind.image, .color] {
            let names = Set(entries.filter { $0.kind == kind }.map(\.name))
            candidates[kind] = NearMatch.Candidates(names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        }
        self.candidates = candidates
    }

    /// How a name of a kind fares: an image name may also be given with its file extension
    /// (`Logo.png`), and with a folder (`Icons/Logo`) when a loose file has its last part.
    public func match(_ name: String, kind: AssetUse.Kind) -> Match {
        var names = [name]
        if kind == .image {
            // `Logo.png`, and `Logo@2x.png`, which loads that file.
            for bare in [LooseImage.withoutImageExtension(name), LooseImage.imageName(ofFile: name)] where !names.contains(bare) {
                names.append(bare)
            }
        }
        for candidate in names {
            if exact[Key(kind: kind, name: ExactKey(candidate))] != nil { return .found }
            if kind == .image, candidate.contains("/"),
               let last = candidate.split(separator: "/").last, looseByName.contains(ExactKey(String(last))) {
                return .found
            }
        }
        for candidate in names {
            let close = folded[FoldedKey(kind: kind, name: candidate.lowercased())] ?? []
            guard !close.isEmpty else { continue }
            // A name that differs only in its Unicode normalization (`é` composed or not) is the
            // same file name on Apple's file systems: not a case mismatch.
            if close.contains(where: { entries[$0].name == candidate }) { return .found }
            return .caseMismatch(close.map { entries[$0] })
        }
        let other: AssetUse.Kind = kind == .image ? .color : .image
        if let position = exact[Key(kind: other, name: ExactKey(name))] { return .otherKind(entries[position]) }
        return .missing
    }

    /// The `Podfile` or `Pods` folder whose project holds a file: one in the file's folder or a
    /// folder above it; `nil` when none does.
    ///
    /// The file's folders are walked up (its depth), never every `Podfile` (a repository of n apps
    /// each with its own would cost n² otherwise); of those covering it, the first in path order.
    public func cocoaPods(covering path: String) -> String? {
        var first: Int?
        func consider(_ folder: String) {
            if let position = cocoaPodsByFolder[folder], position < (first ?? .max) { first = position }
        }
        // A Podfile at the top covers every file, absolute paths too.
        for folder in ["", "."] + Paths.enclosingFolders(of: path) { consider(folder) }
        return first.map { cocoaPods[$0] }
    }

    /// Whether a `Pods` folder is among the CocoaPods paths in `folder` (one whose files are not
    /// read, so which pods it holds is not known).
    func hasPodsFolder(in folder: String) -> Bool {
        foldersWithPods.contains(folder)
    }

    /// The output path of a Run Script phase that declares it writes an image of this name
    /// (`Logo`, `Logo.png`), or `nil`: a build step may put the image into the bundle.
    public func writtenByScript(_ name: String) -> String? {
        scriptImages[ExactKey(name)] ?? scriptImages[ExactKey(LooseImage.imageName(ofFile: name))]
    }

    /// The provided name of a kind nearest to a name, when one is close enough to be a typo.
    public func nearest(to name: String, kind: AssetUse.Kind) -> String? {
        candidates[kind]?.nearest(to: name)
    }
}

extension AssetIndex {
    /// The project's asset index, built from its catalogs, loose images, CocoaPods folders and
    /// Run Script outputs the first time a rule asks.
    enum Analysis: ProjectAnalysis {
        static func compute(_ project: ValidationProject) -> AssetIndex {
            AssetIndex(catalogs: project.assetCatalogs, looseImages: project.looseImages, iconBundles: project.iconBundles,
                       cocoaPods: project.cocoaPods, scriptImages: project.scriptImages)
        }
    }
}

extension ValidationProject {
    /// The image and color names the catalogs and image files provide.
    public var assets: AssetIndex {
        analysis(AssetIndex.Analysis.self)
    }
}
