/// Whether the Xcode projects among the inputs show that a file is built by none of their
/// targets: a storyboard left in a project's folder after the project stopped using it is never
/// loaded, so what it would do at run time (an outlet or action the code no longer has, an image
/// no catalog has) cannot happen, and the rules that judge such effects say `note`.
///
/// The evidence is complete only in a project's own folder: a file there that no target of any
/// project among the inputs lists (in its build phases or, with Xcode 16, its synchronized
/// folders), and that no Swift package between it and the project's folder builds (a
/// `Package.swift` among the sources, whose targets' resources the project does not list).
/// Outside every project's folder nothing is known, and nothing is said.
///
/// Built once per run on the target index (`TargetIndex`, which the readiness rules' bundles use
/// too), and a file's question walks up its own folders, so a run costs the files and folders the
/// projects list plus each file's depth.
struct TargetMembership: Sendable {
    /// Which targets build each file.
    private let targets: TargetIndex
    /// Folders holding a `Package.swift` among the sources: a Swift package may build their files.
    private let packageFolders: Set<String>
    /// Each project's folder, with the path and name of the project that speaks for it (the
    /// first with a target), or `nil` when no project of that folder has a target read, or one is
    /// known only in part (`XcodeProjectFile.partialReason`): such a project tells nothing.
    private let projectByFolder: [String: (path: String, name: String)?]

    init(_ project: ValidationProject) {
        var projectByFolder: [String: (path: String, name: String)?] = [:]
        var partialFolders: Set<String> = []
        for xcodeProject in project.xcodeProjects {
            let folder = Paths.normalize(xcodeProject.projectFolder)
            if xcodeProject.partialReason != nil { partialFolders.insert(folder) }
            if let known = projectByFolder[folder], known != nil { continue }
            projectByFolder[folder] = .some(
                xcodeProject.targets.isEmpty ? nil : (xcodeProject.path, xcodeProject.displayName))
        }
        for folder in partialFolders { projectByFolder[folder] = .some(nil) }
        self.targets = project.analysis(TargetIndex.self)
        self.packageFolders = Set(
            project.codeFiles.lazy.filter { Paths.fileName(of: $0.path) == "Package.swift" }.map {
                Paths.normalize(Paths.directory(of: $0.path))
            })
        self.projectByFolder = projectByFolder
    }

    /// Why a file is known to be built by no target (`no target of App.xcodeproj builds this file`),
    /// or `nil` when a target or a Swift package may build it or no project's folder holds it.
    func notBuiltReason(_ path: String) -> String? {
        notBuilt(path)?.reason
    }

    /// The `project.pbxproj` (or XcodeGen spec) of the project whose folder holds a file none of its targets builds,
    /// and why, as `notBuiltReason(_:)` says it; `nil` when a target or a Swift package may build
    /// it, or the nearest project's folder holding it belongs to projects with no target read.
    func notBuilt(_ path: String) -> (project: String, reason: String)? {
        guard !projectByFolder.isEmpty else { return nil }
        let normalized = Paths.normalize(path)
        if targets.isBuilt(normalized) { return nil }
        for folder in Paths.enclosingFolders(of: normalized) {
            if packageFolders.contains(folder) { return nil }
            if let entry = projectByFolder[folder] {
                guard let (projectPath, name) = entry else { return nil }
                return (projectPath, "no target of \(name) builds this file")
            }
        }
        return nil
    }
}

extension ValidationProject {
    /// Which files the projects' targets build, computed once per run.
    var targetMembership: TargetMembership {
        analysis(TargetMembership.self)
    }
}

extension TargetMembership: ProjectAnalysis {
    static func compute(_ project: ValidationProject) -> TargetMembership {
        TargetMembership(project)
    }
}
