import TripSource

/// A project whose targets TripKit cannot read whole, said once where rules need a target's
/// evidence: a Tuist manifest (`Project.swift`, `Workspace.swift` beside a `Tuist/` folder or
/// `Tuist.swift`) is Swift that only Tuist runs, and an XcodeGen spec may name what only XcodeGen
/// resolves (an include that cannot be read, a template not found, a target for several
/// platforms, an environment variable).
///
/// Evidence: the manifests among the sources with no `project.pbxproj` read in their folder (a
/// committed generated project is read instead); one note per run for Tuist, at the first
/// manifest, and one per XcodeGen spec known in part. The findings that lack a target's evidence
/// say `note` themselves; this says why once, rather than in each of them.
struct ProjectNotRead: Rule {
    static let description = RuleDescription(
        id: "project_not_read", severity: .note, category: .files,
        summary: "A Tuist manifest, or an XcodeGen spec known only in part, gives targets TripKit cannot read.",
        evidence: "Needs the manifest among the sources and no generated project.pbxproj in its folder; said once per run.")

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let generated = Set(project.xcodeProjects.filter { $0.origin == .xcodeProject }.map { Paths.normalize($0.projectFolder) })
        let usesTuist = project.codeFiles.contains { file in
            Paths.fileName(of: file.path) == "Tuist.swift" || file.path.hasPrefix("Tuist/") || file.path.contains("/Tuist/")
        }
        if usesTuist, let manifest = project.codeFiles.first(where: { file in
            ["Project.swift", "Workspace.swift"].contains(Paths.fileName(of: file.path))
                && !generated.contains(Paths.normalize(Paths.directory(of: file.path)))
        }) {
            found.append(diagnostic(.tuist, at: SourceLocation(wholeFile: manifest.path)))
        }
        for spec in project.xcodeProjects {
            guard case .xcodeGen = spec.origin, let reason = spec.partialReason else { continue }
            found.append(diagnostic(.xcodeGen(reason), at: SourceLocation(wholeFile: spec.path)))
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static let tuist = Self(
        "Tuist describes this project's targets in Swift, which only Tuist runs: no target is read from it, so the "
            + "checks that need a target (usage descriptions, files no target builds, a target's Info.plist) say note; "
            + "validate the project 'tuist generate' writes for them")

    fileprivate static func xcodeGen(_ reason: String) -> Self {
        "this XcodeGen spec is read only in part (\(reason)): the checks that need its targets say note"
    }
}
