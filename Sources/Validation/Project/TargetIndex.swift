/// Which targets of the Xcode projects build each file: the one answer to "does this target build
/// this file?", for the bundles of the readiness rules and for the membership the outlet, action
/// and asset rules ask about.
///
/// Targets are numbered in project order, then each project's target order (the order of
/// `XcodeProjectFile.targets`). A target builds a file its build phases name, a file an exception
/// of another target's synchronized folder adds to it, every file inside a folder its build phases
/// name (a folder reference; `isBuilt` only), and every file under its own synchronized
/// folders except those an exception takes out (`XcodeProjectLayout.Target.contains` says the
/// same of one target). Built once per run; a file's question looks up its path and walks up its
/// own folders, never asking every target.
struct TargetIndex: Sendable {
    /// Each target's layout, by number.
    let layouts: [XcodeProjectLayout.Target]
    /// The targets whose build phases name a file, or an exception adds it, by normalized path.
    private let explicit: [String: [Int]]
    /// The targets synchronized with a folder, by normalized folder.
    private let synchronized: [String: [Int]]

    init(_ xcodeProjects: [XcodeProjectFile]) {
        var layouts: [XcodeProjectLayout.Target] = []
        var explicit: [String: [Int]] = [:]
        var synchronized: [String: [Int]] = [:]
        for xcodeProject in xcodeProjects {
            for target in xcodeProject.targets {
                let layout = xcodeProject.layout.targets[target.name] ?? XcodeProjectLayout.Target()
                let number = layouts.count
                layouts.append(layout)
                for file in layout.files.union(layout.addedFiles) { explicit[file, default: []].append(number) }
                for folder in layout.synchronizedFolders {
                    synchronized[Paths.normalize(folder), default: []].append(number)
                }
            }
        }
        self.layouts = layouts
        self.explicit = explicit
        self.synchronized = synchronized
    }

    /// The numbers of the targets that build a file, ascending.
    ///
    /// - Parameter path: The file's normalized path.
    func targets(building path: String) -> [Int] {
        var owners = Set(explicit[path] ?? [])
        for folder in Paths.enclosingFolders(of: path) {
            for target in synchronized[folder] ?? [] where !layouts[target].isExcluded(path, from: folder) {
                owners.insert(target)
            }
        }
        return owners.sorted()
    }

    /// Whether some target builds a file.
    ///
    /// - Parameter path: The file's normalized path.
    func isBuilt(_ path: String) -> Bool {
        if explicit[path] != nil { return true }
        return Paths.enclosingFolders(of: path).contains { folder in
            // A folder a build phase names (a folder reference, a bundle) copies what it holds.
            explicit[folder] != nil
                || (synchronized[folder] ?? []).contains { !layouts[$0].isExcluded(path, from: folder) }
        }
    }
}

extension TargetIndex: ProjectAnalysis {
    static func compute(_ project: ValidationProject) -> TargetIndex {
        TargetIndex(project.xcodeProjects)
    }
}
