import InterfaceBuilder
import TripSource

/// An image or color a storyboard or XIB names that no asset catalog or image file among the
/// files provides: at run time the image view stays empty ("Could not load the image referenced
/// from a nib") and the color falls back to the one Interface Builder stored.
///
/// The names judged: every attribute naming an image (`image`, `highlightedImage`,
/// `selectedImage`, ...), every `<color name>`, and each `<resources>` entry no attribute names
/// (see `AssetNames.judged(in:)`); SF Symbols, AppKit catalog colors, AppKit named images and the
/// image name `nil` (typed in Interface Builder for no image) are not asset names. Names compare
/// by exact Unicode scalars, case included; a name found only in another letter case is
/// `asset_name_case_mismatch`'s. With no asset catalog among the files, nothing is judged. A
/// finding is a note only where the name may really be elsewhere: a catalog
/// could not be read whole; a dependency declared by path near the document is absent (a git
/// submodule not checked out, a local Swift package whose folder is missing or empty), which could
/// provide any name; a dependency may have put it into the app's bundle, which only
/// CocoaPods does, for a document using a class of a pod its `Podfile` lists, or when which pods
/// there are is not known (`AssetNames.dependencyReason`); or a Run Script phase declares it
/// writes the image. A missing name on an element code holds through an outlet (the button, image
/// view or cell itself, or a view whose color it is) is a warning: code may replace the placeholder
/// before it shows. A remote Swift package is no such reason: Interface Builder offers its
/// colors and images, but they stay in the package's bundle, which the app's documents never
/// load from. (A document no target builds makes every finding a note: `NotBuiltFindings`.)
struct AssetNotFound: Rule {
    static let description = RuleDescription(
        id: "asset_not_found", severity: .error, category: .assets,
        summary: "A storyboard or XIB names an image or color that no asset catalog or image file among the files has.",
        evidence: "Needs at least one asset catalog (.xcassets) among the inputs; with none, names are not judged. "
            + "Images are also found as loose image files (Logo.png, Logo@2x.png, Logo.pdf, ...) and Icon Composer "
            + "bundles (Logo.icon) anywhere among the inputs' folders. SF Symbols (catalog=\"system\"), AppKit catalog colors, "
            + "AppKit named images (NS...) and the image name nil (typed in Interface Builder for no image) are not judged; "
            + "catalogs of packages and frameworks among the files count. A finding is a note when a catalog "
            + "could not be read whole, or a dependency declared by path near the document is absent (a git submodule "
            + "not checked out, a local Swift package whose folder is missing or empty), or when a CocoaPods dependency may have copied the name into the app (the document "
            + "uses a class of a pod its Podfile lists, or which pods there are is unknown: no pod line, or a Pods folder), "
            + "or a Run Script phase declares it writes an image of that name, or no target of the Xcode project holding "
            + "the document builds it (nor a Swift package). A warning when the element (or the view whose color it is) "
            + "is an outlet's object: code may set its image or color. Remote Swift packages are no such reason: their assets stay "
            + "in their own bundle.",
        documentation: RuleDocumentation(
            why: """
                An image or color a document names that the app does not have loads nothing: the image view stays \
                empty ("Could not load the image referenced from a nib") and the color falls back to the one stored in \
                the document.
                """,
            bad: """
                <imageView image="logo-dark" id="i1"/>   <!-- Assets.xcassets has no logo-dark -->
                """,
            good: """
                <imageView image="logo" id="i1"/>   <!-- Assets.xcassets/logo.imageset -->
                """,
            fix: """
                Correct the name, or add the image or color set to an asset catalog of the target.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let assets = project.assets
        guard assets.hasCatalogs else { return [] }
        var found: [Diagnostic] = []
        for file in project.interfaceFiles {
            let modules = Set(file.document.customClassUses.compactMap { $0.customModule?.value })
            let partial = AssetNames.partialEvidence(project, for: file.path, modules: modules)
            let severity: Severity? = partial == nil ? nil : .note
            let outlets = OutletDestinations(file.document)
            for use in AssetNames.judged(in: file.document) {
                switch assets.match(use.name.value, kind: use.kind) {
                case .found, .caseMismatch:
                    continue
                case .otherKind(let entry):
                    found.append(
                        diagnostic(
                            .otherKind(use, entry: entry, partial: partial), at: use.name.location,
                            related: [
                                RelatedLocation(SourceLocation(wholeFile: entry.path), "the \(entry.kind.rawValue) set")
                            ],
                            severity: severity))
                case .missing:
                    let reason = partial ?? AssetNames.scriptReason(assets, name: use.name.value, kind: use.kind)
                    let outlet = reason == nil ? outlets.first(holding: use) : nil
                    found.append(
                        diagnostic(
                            .missing(
                                use, suggestion: assets.nearest(to: use.name.value, kind: use.kind),
                                partial: reason ?? outlet.map { Self.setInCode(use, outlet: $0) }),
                            at: use.name.location, severity: reason != nil ? .note : outlet != nil ? .warning : nil))
                }
            }
        }
        return found
    }

    /// Why a name missing from an element code holds through an outlet is a warning: a placeholder
    /// that code replaces (`closeButton.setImage(...)`) never shows, and nothing among the files
    /// says whether it does.
    static func setInCode(_ use: AssetUse, outlet: String) -> String {
        "its element is outlet '\(outlet)', so code may set the \(use.kind.rawValue) it shows"
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(_ use: AssetUse, suggestion: String?, partial: String?) -> Self {
        Self(
            "\(AssetNames.describe(use)) names \(use.kind.rawValue) '\(use.name.value)', which "
                + AssetNames.place(use.kind) + (partial.map { "; " + $0 } ?? "") + didYouMean(suggestion))
    }

    fileprivate static func otherKind(_ use: AssetUse, entry: AssetIndex.Entry, partial: String?) -> Self {
        Self(
            "\(AssetNames.describe(use)) names \(use.kind.rawValue) '\(use.name.value)', which "
                + AssetNames.place(use.kind) + "; '\(entry.name)' is a \(entry.kind.rawValue) set (\(entry.path))"
                + (partial.map { "; " + $0 } ?? ""))
    }
}
