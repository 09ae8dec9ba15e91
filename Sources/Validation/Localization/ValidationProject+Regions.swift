extension ValidationProject {
    /// The regions the Xcode project nearest a file knows (`knownRegions`), as
    /// `developmentRegion(nearestTo:)` finds the project: the one whose folder shares the longest
    /// leading path with the file's; empty when no project among the inputs lists any.
    ///
    /// - Parameter path: A file of the project (a String Catalog).
    /// - Returns: The regions, `Base` included when listed.
    func knownRegions(nearestTo path: String) -> [String] {
        let folder = Paths.directory(of: path).split(separator: "/")
        var best: (regions: [String], shared: Int)? = nil
        for project in xcodeProjects where !project.knownRegions.isEmpty {
            let shared = zip(folder, project.projectFolder.split(separator: "/")).prefix { $0 == $1 }.count
            if shared > (best?.shared ?? -1) { best = (project.knownRegions, shared) }
        }
        return best?.regions ?? []
    }
}
