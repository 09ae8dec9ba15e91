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
    /// `<resources>` entry of that name with one), AppKit's named images (`NSActionTemplate`),
    /// images the document holds itself (a `<resources>` entry with the image's data), and the
    /// image name `nil`, which is typed into Interface Builder's image fields to mean no image (a
    /// bar's `shadowImage="nil"`): the lookup gives none, which is what was asked for.
    static func judged(in document: InterfaceDocument) -> [AssetUse] {
        var imagesNotFromCatalogs: Set<ExactKey> = []
        for use in document.assetUses where use.isResource && (use.catalog != nil || use.isEmbedded) && use.kind == .image {
            imagesNotFromCatalogs.insert(ExactKey(use.name.value))
        }
        var used: Set<Key> = []
        var judged: [AssetUse] = []
        for use in document.assetUses where !use.isResource {
            used.insert(Key(kind: use.kind, name: ExactKey(use.name.value)))
            guard use.catalog == nil, !isSystemName(use.name.value, kind: use.kind),
                  !standsForNoImage(use.name.value, kind: use.kind) else { continue }
            if use.kind == .image, imagesNotFromCatalogs.contains(ExactKey(use.name.value)) { continue }
            judged.append(use)
        }
        for use in document.assetUses where use.isResource && use.catalog == nil && !use.isEmbedded {
            guard !used.contains(Key(kind: use.kind, name: ExactKey(use.name.value))),
                  !isSystemName(use.name.value, kind: use.kind), !standsForNoImage(use.name.value, kind: use.kind)
            else { continue }
            judged.append(use)
        }
        return judged
    }

    private struct Key: Hashable {
        let kind: AssetUse.Kind
        let name: ExactKey
    }

    /// Whether a document's image name is `nil`, which Interface Builder users type to mean no
    /// image (Interface Builder writes it as written, with a `<resources>` entry).
    static func standsForNoImage(_ name: String, kind: AssetUse.Kind) -> Bool {
        kind == .image && name == "nil"
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

    /// Why the evidence for a name found nowhere is partial, for a main-bundle lookup in a file
    /// that uses `modules` (a source's imports, a document's custom classes' modules): a catalog
    /// that could not be read whole, a dependency near the file whose files are absent (a git
    /// submodule not checked out, a local package not there: `AbsentDependency`), which could
    /// provide any name, or a dependency that may have put the name into the main bundle
    /// (`dependencyReason`). `nil` when the files are all the evidence there is.
    static func partialEvidence(_ project: ValidationProject, for path: String, modules: Set<String>) -> String? {
        if !project.assets.isComplete { return "an asset catalog could not be read whole, so it may have it" }
        if let absent = project.absentDependency(covering: path) { return absent.reason }
        return dependencyReason(project, for: path, modules: modules)
    }

    /// Why a dependency may provide a name a file looks up in the main bundle, or `nil`.
    ///
    /// Only CocoaPods can: a pod's `resources` (asset catalogs too) are copied into the app's main
    /// bundle. Swift packages keep their resources in bundles of their own (SE-0271), which a
    /// main-bundle lookup or a document of the app never reaches, and a package or framework among
    /// the files has its catalogs read with the app's. So a lookup is a note when CocoaPods covers
    /// the file (a `Podfile` or `Pods` folder in its folder or above) and either the file uses a
    /// module its `Podfile` lists (it imports the pod, or a document uses one of the pod's classes),
    /// or which pods there are is not known: no `Podfile` lists them plainly, or a `Pods` folder is
    /// there, whose files are not read. A file of the app that uses no pod is judged in full.
    static func dependencyReason(_ project: ValidationProject, for path: String, modules: Set<String>) -> String? {
        guard let pods = project.assets.cocoaPods(covering: path) else { return nil }
        guard let names = project.podNames[pods], !project.assets.hasPodsFolder(in: Paths.directory(of: pods)) else {
            return "CocoaPods (\(pods)) copies its dependencies' assets into the app, and they may have it"
        }
        guard let module = modules.filter(names.contains).min() else { return nil }
        return "it uses \(module), which CocoaPods (\(pods)) brings, and CocoaPods copies a pod's assets into the app"
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
