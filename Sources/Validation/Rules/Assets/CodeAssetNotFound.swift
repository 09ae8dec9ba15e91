import InterfaceBuilder
import TripSource

/// A string literal passed to `UIImage(named:)`, `NSImage(named:)`, `UIColor(named:)`,
/// `NSColor(named:)`, SwiftUI's `Image(_:)` and `Color(_:)` (or the Objective-C `imageNamed:` and
/// `colorNamed:`) that names no asset among the files: the call returns `nil` (or an empty image).
///
/// A name loaded from a bundle other than the main one (`Bundle(for:)`, `.module`, a variable) may
/// be in that bundle's catalog, which need not be among the files: a note. So is a name in preview
/// code (`#Preview`, `PreviewProvider`), which the app never runs, and every finding when a catalog
/// could not be read whole, or when a dependency declared by path near the file is absent (a git
/// submodule not checked out, a local Swift package whose folder is missing or empty: it could
/// provide any name). A main-bundle lookup is also a note when a dependency may have put the name
/// there, which only CocoaPods does: in a file that imports a pod its `Podfile` lists, or anywhere
/// CocoaPods covers when which pods there are is not known (`AssetNames.dependencyReason`). Swift
/// packages keep their assets in bundles of their own, so a file importing one is judged in full.
/// SF Symbols (`systemName:`) are not read; AppKit's named images (`NSActionTemplate`) are not
/// judged. An empty name (`Image("")`, a placeholder for no image) looks up nothing a catalog
/// could have: a warning, whatever the evidence.
struct CodeAssetNotFound: Rule {
    static let description = RuleDescription(
        id: "code_asset_not_found", severity: .error, category: .assets,
        summary: "Code loads an image or color by a name that no asset catalog or image file among the files has.",
        evidence: "Needs at least one asset catalog (.xcassets) among the inputs; with none, names are not judged. "
            + "Reads string literals only; Image(_:) and Color(_:) only in files that import SwiftUI. Images are also "
            + "found as loose image files and Icon Composer bundles (Logo.icon) among the inputs' folders. A name loaded from another bundle than the main "
            + "one (Bundle(for:), .module, a variable), or in preview code, is a note, as is every finding when a catalog "
            + "could not be read whole or a dependency declared by path near the file is absent (a git submodule not "
            + "checked out, a local Swift package whose folder is missing or empty), a main-bundle lookup in a file that imports a pod its Podfile lists (CocoaPods "
            + "copies pods' assets into the app) or under CocoaPods whose pods are unknown (no pod line, or a Pods "
            + "folder), and an image a Run Script phase declares it writes. Swift packages keep their assets in their "
            + "own bundle: importing one changes nothing. An empty name (Image(\"\")) is a warning: it stands for no image.",
        documentation: RuleDocumentation(
            why: """
                UIImage(named:) and UIColor(named:) return nil for a name the app does not have (SwiftUI's Image shows \
                nothing): a force unwrap crashes, otherwise the image is silently missing.
                """,
            bad: """
                let icon = UIImage(named: "chekmark")!
                """,
            good: """
                let icon = UIImage(named: "checkmark")!
                """,
            fix: """
                Correct the name, or add the asset to a catalog of the target; generated asset symbols (Xcode's, \
                SwiftGen's) make such typos compile errors.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let assets = project.assets
        guard assets.hasCatalogs else { return [] }
        let shadowed = AssetNames.shadowedCalls(project)
        var found: [Diagnostic] = []
        for file in project.codeFiles {
            let partial = AssetNames.partialEvidence(project, for: file.path, modules: file.importedModules)
            for reference in file.assetReferences {
                let kind: AssetUse.Kind = reference.kind == .image ? .image : .color
                guard !AssetNames.isSystemName(reference.name, kind: kind), !shadowed.contains(reference.call) else { continue }
                if reference.name.isEmpty {
                    found.append(diagnostic(.emptyName(reference, kind: kind), at: reference.location, severity: .warning))
                    continue
                }
                let reason = Self.reason(reference, partial: partial)
                let severity: Severity? = reason == nil ? nil : .note
                switch assets.match(reference.name, kind: kind) {
                case .found, .caseMismatch:
                    continue
                case .otherKind(let entry):
                    found.append(diagnostic(
                        .otherKind(reference, entry: entry, reason: reason), at: reference.location,
                        related: [RelatedLocation(SourceLocation(wholeFile: entry.path), "the \(entry.kind.rawValue) set")],
                        severity: severity))
                case .missing:
                    let reason = reason ?? AssetNames.scriptReason(assets, name: reference.name, kind: kind)
                    found.append(diagnostic(
                        .missing(reference, kind: kind, suggestion: assets.nearest(to: reference.name, kind: kind),
                                 reason: reason),
                        at: reference.location, severity: reason == nil ? nil : .note))
                }
            }
        }
        return found
    }
}

extension CodeAssetNotFound {
    /// Why a finding is only a note: the call loads from another bundle, it stands in preview
    /// code, or the evidence for the main bundle is partial; `nil` for an error.
    static func reason(_ reference: CodeAssetReference, partial: String?) -> String? {
        if reference.bundle == .other { return "it is loaded from another bundle than the main one, which may hold it" }
        if reference.isInPreview { return "it is preview code, whose assets may come from development asset folders" }
        return partial
    }
}

extension Diagnostic.Message {
    fileprivate static func emptyName(_ reference: CodeAssetReference, kind: AssetUse.Kind) -> Self {
        Self("\(reference.call) names \(kind.rawValue) '', an empty name no asset can have: it stands for no "
            + "\(kind.rawValue) (the call gives none and logs that none is named ''); say so without a lookup")
    }

    fileprivate static func missing(
        _ reference: CodeAssetReference, kind: AssetUse.Kind, suggestion: String?, reason: String?
    ) -> Self {
        Self("\(reference.call) names \(kind.rawValue) '\(reference.name)', which " + AssetNames.place(kind)
            + (reason.map { "; " + $0 } ?? "") + didYouMean(suggestion))
    }

    fileprivate static func otherKind(_ reference: CodeAssetReference, entry: AssetIndex.Entry, reason: String?) -> Self {
        Self("\(reference.call) names \(reference.kind.rawValue) '\(reference.name)', but '\(entry.name)' is a "
            + "\(entry.kind.rawValue) set (\(entry.path))" + (reason.map { "; " + $0 } ?? ""))
    }
}
