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
/// Built once per run: every target's files go into one set and every folder into one dictionary,
/// and a file's question walks up its own folders, so a run costs the files and folders the
/// projects list plus each file's depth.
struct TargetMembership: Sendable {
    /// The files some target builds, normalized.
    private let builtFiles: Set<String>
    /// Folders whose files a target builds (synchronized folders) or a Swift package may build.
    private let buildingFolders: Set<String>
    /// Each project's folder, with the path of the project that speaks for it (the first).
    private let projectByFolder: [String: String]

    init(_ project: ValidationProject) {
        var builtFiles: Set<String> = []
        var buildingFolders: Set<String> = []
        var projectByFolder: [String: String] = [:]
        for xcodeProject in project.xcodeProjects {
            let folder = Paths.normalize(xcodeProject.projectFolder)
            if projectByFolder[folder] == nil { projectByFolder[folder] = Paths.directory(of: xcodeProject.path) }
            for target in xcodeProject.layout.targets.values {
                builtFiles.formUnion(target.files)
                builtFiles.formUnion(target.addedFiles)
                for synchronized in target.synchronizedFolders { buildingFolders.insert(Paths.normalize(synchronized)) }
            }
        }
        for file in project.codeFiles where Paths.fileName(of: file.path) == "Package.swift" {
            buildingFolders.insert(Paths.normalize(Paths.directory(of: file.path)))
        }
        self.builtFiles = builtFiles
        self.buildingFolders = buildingFolders
        self.projectByFolder = projectByFolder
    }

    /// Why a file is known to be built by no target (`no target of App.xcodeproj builds this file`),
    /// or `nil` when a target may build it or no project's folder holds it.
    func notBuiltReason(_ path: String) -> String? {
        guard !projectByFolder.isEmpty else { return nil }
        let normalized = Paths.normalize(path)
        if builtFiles.contains(normalized) { return nil }
        for folder in Paths.enclosingFolders(of: normalized) {
            if buildingFolders.contains(folder) { return nil }
            if let projectPath = projectByFolder[folder] {
                return "no target of \(Paths.fileName(of: projectPath)) builds this file"
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
