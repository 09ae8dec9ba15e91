import TripSource

/// Findings about a dependency's example or demo app vendored in the repository, made notes for
/// every rule at once: the app is not the team's (it is never shipped, and the team does not
/// maintain it), whatever it lacks.
///
/// The evidence: the file lies in the folder of a pod a `Podfile` declares by path
/// (`pod 'SwipeCellKit', :path => 'Local Pods/SwipeCellKit'`), and the Xcode project nearest it
/// (the first whose folder holds it, walking up) lies in that folder too and has an application
/// target (`Local Pods/SwipeCellKit/Example/MailExample.xcodeproj`). The pod's own files, which
/// CocoaPods builds into the team's app, keep their severity, and so does a project of the pod
/// with no application target. The finding gains a related note at the Podfile.
enum DependencyExampleFindings {
    /// The findings, those about a local pod's example app made notes.
    static func review(_ project: ValidationProject, _ findings: [Diagnostic]) -> [Diagnostic] {
        guard !project.localPods.isEmpty, !project.xcodeProjects.isEmpty,
            findings.contains(where: { $0.severity > .note })
        else { return findings }
        var projectsByFolder: [String: XcodeProjectFile] = [:]
        for xcodeProject in project.xcodeProjects {
            let folder = Paths.normalize(xcodeProject.projectFolder)
            if projectsByFolder[folder] == nil { projectsByFolder[folder] = xcodeProject }
        }
        var podsByFolder: [String: LocalPod] = [:]
        for pod in project.localPods where podsByFolder[pod.folder] == nil { podsByFolder[pod.folder] = pod }
        return findings.map { finding in
            guard finding.severity > .note, let pod = exampleApp(of: finding.location.file, projects: projectsByFolder, pods: podsByFolder)
            else { return finding }
            var reviewed = finding
            reviewed.severity = .note
            reviewed.related.append(
                RelatedLocation(
                    SourceLocation(wholeFile: pod.podfile),
                    "an example app of '\(pod.name)', a pod this Podfile takes from \(pod.folder): not the app's own"))
            return reviewed
        }
    }

    /// The local pod whose example app holds a file, or `nil`: the nearest project folder above the
    /// file must have an application target and lie in the pod's folder. Costs the file's depth.
    private static func exampleApp(
        of path: String, projects: [String: XcodeProjectFile], pods: [String: LocalPod]
    ) -> LocalPod? {
        let folders = Paths.enclosingFolders(of: Paths.normalize(path))
        guard let nearest = folders.firstIndex(where: { projects[$0] != nil }),
            let xcodeProject = projects[folders[nearest]],
            xcodeProject.targets.contains(where: { BundleIndex.kind(productType: $0.productType) == .app })
        else { return nil }
        return folders[nearest...].lazy.compactMap { pods[$0] }.first
    }
}
