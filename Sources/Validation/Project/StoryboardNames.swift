/// Positions in `interfaceFiles` of the storyboards with each name, indexed by folder, for the
/// lookups of storyboards by name (references, Info.plist, code).
enum StoryboardNames: ProjectAnalysis {
    static func compute(_ project: ValidationProject) -> [String: NearestFolderIndex<Int>] {
        var byName: [String: [Int]] = [:]
        for (position, file) in project.interfaceFiles.enumerated() where file.isStoryboard {
            byName[file.name, default: []].append(position)
        }
        return byName.mapValues { positions in
            NearestFolderIndex(positions.lazy.map { (project.interfaceFiles[$0].folder, $0) })
        }
    }
}

extension ValidationProject {
    /// Whether any storyboard was read: cross-file checks of storyboard names only make sense then.
    public var hasStoryboards: Bool {
        !analysis(StoryboardNames.self).isEmpty
    }

    /// Whether a storyboard with a name was read.
    public func hasStoryboard(named name: String) -> Bool {
        analysis(StoryboardNames.self)[name] != nil
    }

    /// The storyboard a name stands for, seen from a file: of the storyboards with that name, the
    /// one whose folder shares the longest leading path with the file's folder (so that
    /// `Base.lproj/Main` is found from `Base.lproj/Other`, and each app of a repository finds its
    /// own `Main`), the first in path order on a tie.
    ///
    /// - Parameters:
    ///   - name: The storyboard name (file name without extension).
    ///   - path: The file whose reference is resolved.
    /// - Returns: The storyboard, or `nil` when none has the name.
    public func storyboard(named name: String, nearestTo path: String) -> InterfaceFile? {
        analysis(StoryboardNames.self)[name]?.nearest(to: path).map { interfaceFiles[$0] }
    }
}
