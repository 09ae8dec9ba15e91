/// Finds, for a file, the candidate whose folder shares the longest leading path with the file's
/// folder, the first in the candidates' order on a tie: the storyboard a name stands for, the
/// Xcode project whose development region a localization follows.
///
/// Every leading part of every candidate's folder is indexed once, so a question costs the depth
/// of the file's path, not the number of candidates: a repository of n apps, each asking for its
/// own, costs n lookups, not n².
struct NearestFolderIndex<Value: Sendable>: Sendable {
    /// The first candidate under each leading path (`""`, `"/App"`, `"/App/Base.lproj"`).
    private var byPrefix: [String: Value] = [:]

    /// - Parameter candidates: Each candidate's folder (`App/Base.lproj`, `.`), with what a
    ///   question answers, in order of preference on a tie.
    init(_ candidates: some Sequence<(folder: String, value: Value)>) {
        for (folder, value) in candidates {
            for key in Self.prefixes(of: folder) where byPrefix[key] == nil { byPrefix[key] = value }
        }
    }

    /// The candidate nearest a file, or `nil` when there is none.
    ///
    /// - Parameter path: The file's path.
    func nearest(to path: String) -> Value? {
        for key in Self.prefixes(of: Paths.directory(of: path)).reversed() {
            if let value = byPrefix[key] { return value }
        }
        return nil
    }

    /// The keys of a folder's leading paths, shortest (`""`) first, one per part.
    private static func prefixes(of folder: String) -> [String] {
        var keys = [""]
        var key = ""
        for part in folder.split(separator: "/") {
            key += "/" + part
            keys.append(key)
        }
        return keys
    }
}
