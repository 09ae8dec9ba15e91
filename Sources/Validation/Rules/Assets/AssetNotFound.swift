import InterfaceBuilder
import TripSource

/// An image or color a storyboard or XIB names that no asset catalog or image file among the
/// files provides: at run time the image view stays empty ("Could not load the image referenced
/// from a nib") and the color falls back to the one Interface Builder stored.
///
/// The names judged: every attribute naming an image (`image`, `highlightedImage`,
/// `selectedImage`, ...), every `<color name>`, and each `<resources>` entry no attribute names
/// (see `AssetNames.judged(in:)`); SF Symbols, AppKit catalog colors and AppKit named images are
/// not asset names. Names compare by exact Unicode scalars, case included; a name found only in
/// another letter case is `asset_name_case_mismatch`'s. With no asset catalog among the files,
/// nothing is judged; when one could not be read whole, or CocoaPods shows (a `Podfile` or `Pods`
/// folder: it copies its dependencies' asset catalogs into the app's bundle), or the document's
/// project uses remote Swift packages (Interface Builder offers their colors and images; the
/// packages' files are not among the inputs), a finding is a note; so is an image a Run Script
/// phase declares it writes (a document no target builds makes every finding a note:
/// `NotBuiltFindings`).
struct AssetNotFound: Rule {
    static let description = RuleDescription(
        id: "asset_not_found", severity: .error, category: .assets,
        summary: "A storyboard or XIB names an image or color that no asset catalog or image file among the files has.",
        evidence: "Needs at least one asset catalog (.xcassets) among the inputs; with none, names are not judged. "
            + "Images are also found as loose image files (Logo.png, Logo@2x.png, Logo.pdf, ...) anywhere among the "
            + "inputs' folders. SF Symbols (catalog=\"system\"), AppKit catalog colors and AppKit named images (NS...) "
            + "are not judged. A finding is a note when a catalog could not be read whole, or when CocoaPods (a Podfile "
            + "or Pods folder) may copy a dependency's assets into the app, or the document's Xcode project uses remote "
            + "Swift packages (whose catalogs are not among the files), or a Run Script phase declares it writes an "
            + "image of that name, or no target of the Xcode project holding the document builds it (nor a Swift package)."
    )

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let assets = project.assets
        guard assets.hasCatalogs else { return [] }
        let packages = AssetNames.RemotePackages(project)
        var found: [Diagnostic] = []
        for file in project.interfaceFiles {
            let partial = AssetNames.partialEvidence(assets, for: file.path) ?? packages.reason(covering: file.path)
            let severity: Severity? = partial == nil ? nil : .note
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
                    found.append(
                        diagnostic(
                            .missing(
                                use, suggestion: assets.nearest(to: use.name.value, kind: use.kind), partial: reason),
                            at: use.name.location, severity: reason == nil ? nil : .note))
                }
            }
        }
        return found
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
