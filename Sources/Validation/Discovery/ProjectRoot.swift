/// The folder a path belongs to as a project: the evidence of a run that reports on part of it.
///
/// From the path upward, the enclosing git work tree (the nearest folder holding `.git`, a folder
/// or, in a linked work tree or submodule, a file); failing that, the nearest folder holding an
/// Xcode project (`*.xcodeproj`), a workspace (`*.xcworkspace`), a Swift package (`Package.swift`)
/// or an XcodeGen spec (`project.yml`). Only `stat` and `opendir` are used: no `git` is run.
package enum ProjectRoot {
    /// File names that make a folder a project root when no git work tree encloses it.
    package static let markerNames: Set<String> = ["Package.swift", "project.yml"]
    /// Folder extensions that make a folder a project root when no git work tree encloses it.
    package static let markerExtensions: [String] = [".xcodeproj", ".xcworkspace"]

    /// The project root of a path.
    ///
    /// - Parameter path: An absolute, normalized path to a file or folder.
    /// - Returns: The root, absolute; `nil` when neither a work tree nor a project encloses it.
    package static func of(_ path: String) -> String? {
        let start = FileDiscovery.entryType(path, followLinks: true) == .folder ? path : Paths.directory(of: path)
        let folders = ancestors(of: start)
        if let tree = folders.first(where: {
            FileDiscovery.entryType(Paths.join($0, ".git"), followLinks: false) != nil
        }) {
            return tree
        }
        return folders.first(where: holdsProject)
    }

    /// A folder and the folders above it, deepest first, ending with `/`.
    static func ancestors(of folder: String) -> [String] {
        var folders = [folder]
        var current = folder
        while current != "/" && current.hasPrefix("/") {
            current = Paths.directory(of: current)
            folders.append(current)
        }
        return folders
    }

    /// Whether a folder holds an Xcode project, a workspace, `Package.swift` or `project.yml`.
    private static func holdsProject(_ folder: String) -> Bool {
        guard let entries = try? FileDiscovery.entries(in: folder, shown: folder) else { return false }
        return entries.contains { entry in
            markerNames.contains(entry.name) || markerExtensions.contains { entry.name.hasSuffix($0) }
        }
    }
}
