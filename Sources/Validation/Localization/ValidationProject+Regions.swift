extension ValidationProject {
    /// The development language of the bundle a file belongs to: the `developmentRegion` of the
    /// Xcode project among the inputs whose folder is nearest the file (sharing the longest leading
    /// path), or `nil` when no project was read.
    ///
    /// - Parameter path: A file of the bundle (a `.strings` file, an Info.plist).
    /// - Returns: The region (`en`), or `nil` when no project among the inputs says.
    public func developmentRegion(nearestTo path: String) -> String? {
        analysis(ProjectRegions.self).development.nearest(to: path)
    }

    /// The regions the Xcode project nearest a file knows (`knownRegions`), as
    /// `developmentRegion(nearestTo:)` finds the project: the one whose folder shares the longest
    /// leading path with the file's; empty when no project among the inputs lists any.
    ///
    /// - Parameter path: A file of the project (a String Catalog).
    /// - Returns: The regions, `Base` included when listed.
    func knownRegions(nearestTo path: String) -> [String] {
        analysis(ProjectRegions.self).known.nearest(to: path) ?? []
    }
}

/// The regions the Xcode projects declare, each indexed by the project's folder: the development
/// region of those that give one, and the known regions of those that list any.
struct ProjectRegions: ProjectAnalysis, Sendable {
    /// `developmentRegion`, by project folder.
    let development: NearestFolderIndex<String>
    /// `knownRegions`, by project folder.
    let known: NearestFolderIndex<[String]>

    static func compute(_ project: ValidationProject) -> ProjectRegions {
        ProjectRegions(
            development: NearestFolderIndex(project.xcodeProjects.lazy.compactMap { xcodeProject in
                xcodeProject.developmentRegion.map { (xcodeProject.projectFolder, $0.value) }
            }),
            known: NearestFolderIndex(project.xcodeProjects.lazy.filter { !$0.knownRegions.isEmpty }.map {
                ($0.projectFolder, $0.knownRegions)
            }))
    }
}
