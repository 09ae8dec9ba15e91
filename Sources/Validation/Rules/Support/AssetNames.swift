import InterfaceBuilder
import TripSource

/// What the asset rules share: which names of a document are judged, and how names are described.
enum AssetNames {
    /// The names of a document the asset rules judge: every image or color an attribute names,
    /// and each `<resources>` entry no attribute names (Interface Builder lists there every image
    /// and named color the document uses, so an attribute the reader does not know is still
    /// judged, at its entry).
    ///
    /// Never judged: SF Symbols and AppKit catalog colors (a `catalog` on the element, or a
    /// `<resources>` entry of that name with one), AppKit's named images (`NSActionTemplate`), and
    /// images the document holds itself (a `<resources>` entry with the image's data).
    static func judged(in document: InterfaceDocument) -> [AssetUse] {
        var imagesNotFromCatalogs: Set<ExactKey> = []
        for use in document.assetUses where use.isResource && (use.catalog != nil || use.isEmbedded) && use.kind == .image {
            imagesNotFromCatalogs.insert(ExactKey(use.name.value))
        }
        var used: Set<Key> = []
        var judged: [AssetUse] = []
        for use in document.assetUses where !use.isResource {
            used.insert(Key(kind: use.kind, name: ExactKey(use.name.value)))
            guard use.catalog == nil, !isSystemName(use.name.value, kind: use.kind) else { continue }
            if use.kind == .image, imagesNotFromCatalogs.contains(ExactKey(use.name.value)) { continue }
            judged.append(use)
        }
        for use in document.assetUses where use.isResource && use.catalog == nil && !use.isEmbedded {
            guard !used.contains(Key(kind: use.kind, name: ExactKey(use.name.value))),
                  !isSystemName(use.name.value, kind: use.kind) else { continue }
            judged.append(use)
        }
        return judged
    }

    private struct Key: Hashable {
        let kind: AssetUse.Kind
        let name: ExactKey
    }

    /// Whether an image name is one of AppKit's named images (`NSActionTemplate`, `NSUser`,
    /// `NSApplicationIcon`): `NS` followed by a capital letter.
    static func isSystemName(_ name: String, kind: AssetUse.Kind) -> Bool {
        guard kind == .image else { return false }
        let scalars = name.unicodeScalars
        guard scalars.count > 2, name.hasPrefix("NS"),
              let third = scalars.dropFirst(2).first else { return false }
        return third.properties.isUppercase
    }

    /// Why the evidence for a name found nowhere is partial, for a main-bundle lookup in a file: a
    /// catalog that could not be read whole, or CocoaPods in the file's project (a `Podfile` or
    /// `Pods` folder in its folder or above), which copies its dependencies' asset catalogs into
    /// the main bundle. `nil` when the files are all the evidence there is. (Swift packages keep
    /// their resources in bundles of their own, SE-0271, so they are no such evidence.)
    static func partialEvidence(_ assets: AssetIndex, for path: String) -> String? {
        if !assets.isComplete { return "an asset catalog could not be read whole, so it may have it" }
        if let pods = assets.cocoaPods(covering: path) {
            return "CocoaPods (\(pods)) copies its dependencies' assets into the app, and they may have it"
        }
        return nil
    }

    /// The remote Swift packages of the Xcode projects whose folder holds each path, found by
    /// walking up a path's folders (so the cost is the path's depth, not the number of projects).
    struct RemotePackages {
        private let byFolder: [String: [String]]

        init(_ project: ValidationProject) {
            var byFolder: [String: [String]] = [:]
            for file in project.xcodeProjects where !file.remotePackages.isEmpty {
                byFolder[Paths.normalize(file.projectFolder), default: []] += file.remotePackages
            }
            self.byFolder = byFolder
        }

        /// Why a name a document in this path names may come from a package: `nil` when no
        /// project covering it uses a remote package.
        func reason(covering path: String) -> String? {
            guard !byFolder.isEmpty else { return nil }
            var folder = Paths.directory(of: Paths.normalize(path))
            while true {
                if let packages = byFolder[folder] ?? (folder == "." ? byFolder[""] : nil) {
                    let names = packages.prefix(2).map { $0.split(separator: "/").last.map(String.init) ?? $0 }
                    let more = packages.count > 2 ? " and \(packages.count - 2) more" : ""
                    return "its project uses Swift packages (\(names.joined(separator: ", "))\(more)) not among the files, "
                        + "whose asset catalogs Interface Builder offers too"
                }
                if folder.isEmpty || folder == "." || folder == "/" { return nil }
                let parent = Paths.directory(of: folder)
                folder = parent == folder ? "" : parent
            }
        }
    }

    /// Why an image name found nowhere may still be in the bundle: a Run Script phase declares it
    /// writes an image file of that name.
    static func scriptReason(_ assets: AssetIndex, name: String, kind: AssetUse.Kind) -> String? {
        guard kind == .image, let output = assets.writtenByScript(name) else { return nil }
        return "a Run Script phase declares it writes \(output) into the bundle"
    }

    /// The SwiftUI calls whose literal names no asset in this project, because a source gives the
    /// type an initializer taking one unlabeled string (`extension Color { init(_ hex: String) }`):
    /// `Color(_:)`, `Image(_:)`.
    static func shadowedCalls(_ project: ValidationProject) -> Set<String> {
        var calls: Set<String> = []
        for file in project.codeFiles {
            for type in file.typesWithStringInitializers { calls.insert("\(type)(_:)") }
        }
        return calls
    }

    /// How a use is named in messages: `<imageView image>`, or `the <resources> entry` for an entry.
    static func describe(_ use: AssetUse) -> String {
        use.isResource ? "the <resources> entry <\(use.elementName) name>" : "<\(use.elementName) \(use.attribute)>"
    }

    /// Where a name is looked for, in messages.
    static func place(_ kind: AssetUse.Kind) -> String {
        kind == .image ? "no asset catalog or image file among the files has" : "no asset catalog among the files has"
    }

    /// The entries a name differs from only in letter case, for messages: `'Logo' (Assets.xcassets/Logo.imageset)`.
    static func listed(_ entries: [AssetIndex.Entry]) -> String {
        entries.prefix(3).map { "'\($0.name)' (\($0.path))" }.joined(separator: ", ")
    }
}
