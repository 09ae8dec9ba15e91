import InterfaceBuilder
import TripSource

/// An image or color name, in a storyboard, a XIB or code, that matches an asset only when letter
/// case is ignored (`logo` for `Logo.imageset`): it loads on a Mac, whose disk ignores case, and
/// fails on a device, whose lookup does not.
///
/// Judges the same names as `asset_not_found` and `code_asset_not_found`. Where the Xcode project
/// says which targets build the file, only the assets those targets build count: an asset of
/// another target (a watch app's catalog beside the phone app's) is never in the file's bundle, so
/// its letter case says nothing (an asset no target is known to build still counts). A name loaded
/// from another bundle than the main one may be in that bundle with the right case: a note, as is
/// every finding when a catalog could not be read whole.
struct AssetNameCaseMismatch: Rule {
    static let description = RuleDescription(
        id: "asset_name_case_mismatch", severity: .error, category: .assets,
        summary: "An image or color name matches an asset only when letter case is ignored: it loads on a Mac and fails on a device.",
        evidence: "Needs at least one asset catalog (.xcassets) among the inputs. Judges the names asset_not_found and "
            + "code_asset_not_found judge; a name loaded from another bundle than the main one is a note. When the "
            + "Xcode project says which targets build the file, an asset only another target builds does not count.",
        documentation: RuleDocumentation(
            why: """
                Asset lookup on a device is case-sensitive while a Mac's disk is not: a name that differs from the \
                asset's only in case loads in the simulator and fails on a device.
                """,
            bad: """
                UIImage(named: "Logo")   // Assets.xcassets/logo.imageset
                """,
            good: """
                UIImage(named: "logo")   // Assets.xcassets/logo.imageset
                """,
            fix: """
                Write the name with the asset's exact letter case.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let assets = project.assets
        guard assets.hasCatalogs else { return [] }
        let incomplete: Severity? = assets.isComplete ? nil : .note
        let targets = project.analysis(TargetIndex.self)
        var found: [Diagnostic] = []
        for file in project.interfaceFiles {
            let owners = Set(targets.targets(building: Paths.normalize(file.path)))
            for use in AssetNames.judged(in: file.document) {
                guard case .caseMismatch(let all) = assets.match(use.name.value, kind: use.kind),
                      let entries = Self.built(all, by: owners, targets: targets, project: project) else { continue }
                found.append(diagnostic(
                    .caseOnly(AssetNames.describe(use), kind: use.kind, name: use.name.value, entries: entries),
                    at: use.name.location, related: Self.related(entries), severity: incomplete))
            }
        }
        let shadowed = AssetNames.shadowedCalls(project)
        for file in project.codeFiles {
            let owners = Set(targets.targets(building: Paths.normalize(file.path)))
            for reference in file.assetReferences {
                let kind: AssetUse.Kind = reference.kind == .image ? .image : .color
                guard !AssetNames.isSystemName(reference.name, kind: kind), !shadowed.contains(reference.call),
                      case .caseMismatch(let all) = assets.match(reference.name, kind: kind),
                      let entries = Self.built(all, by: owners, targets: targets, project: project) else { continue }
                found.append(diagnostic(
                    .caseOnly(reference.call, kind: kind, name: reference.name, entries: entries),
                    at: reference.location, related: Self.related(entries),
                    severity: reference.bundle == .other || reference.isInPreview ? .note : incomplete))
            }
        }
        return found
    }

    /// The entries a file's targets may load: all of them when no target is known to build the
    /// file; otherwise those whose catalog (or loose file) one of the file's targets builds, or no
    /// target is known to build. `nil` when none is left.
    private static func built(
        _ entries: [AssetIndex.Entry], by owners: Set<Int>, targets: TargetIndex, project: ValidationProject
    ) -> [AssetIndex.Entry]? {
        guard !owners.isEmpty else { return entries }
        let kept = entries.filter { entry in
            let container = entry.isLooseFile
                ? entry.path : project.assetCatalogs.first { entry.path.hasPrefix($0.path + "/") }?.path ?? entry.path
            let builders = targets.targets(building: Paths.normalize(container))
            return builders.isEmpty || builders.contains(where: owners.contains)
        }
        return kept.isEmpty ? nil : kept
    }

    private static func related(_ entries: [AssetIndex.Entry]) -> [RelatedLocation] {
        entries.prefix(3).map { RelatedLocation(SourceLocation(wholeFile: $0.path), "'\($0.name)'") }
    }
}

extension Diagnostic.Message {
    fileprivate static func caseOnly(_ user: String, kind: AssetUse.Kind, name: String, entries: [AssetIndex.Entry]) -> Self {
        Self("\(user) names \(kind.rawValue) '\(name)', which differs only in letter case from "
            + AssetNames.listed(entries)
            + ": it loads on a Mac's case-insensitive disk and fails on a device")
    }
}
