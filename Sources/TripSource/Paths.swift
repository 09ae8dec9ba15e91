/// Path strings as the validator shows and joins them: `/`-separated, without `.` segments.
package enum Paths {
    /// Two paths joined with one `/`; an absolute second path stands alone.
    package static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty || base == "." { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// The folder part of a path, `.` when there is none.
    package static func directory(of path: String) -> String {
        guard let slash = lastSlash(in: path) else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last part of a path (`Main.storyboard` for `App/Base.lproj/Main.storyboard`).
    package static func fileName(of path: String) -> String {
        guard let slash = lastSlash(in: path) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// Where the last `/` of a path is: found among its UTF-8 bytes, as the file system separates
    /// names, and without reading the path as characters (a `/` is never part of another
    /// scalar's bytes).
    private static func lastSlash(in path: String) -> String.Index? {
        path.utf8.lastIndex(of: UInt8(ascii: "/"))
    }

    /// A path without `.` segments, repeated or trailing slashes, and with `..` folded where a
    /// named segment precedes it. The empty path and `.` become `.`.
    package static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", isAbsolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `normalize` would give the path back unchanged: it is not empty, and no segment
    /// between its `/` bytes (after one leading `/`) is empty, `.` or `..`. A byte scan, so that
    /// the paths the validator already made (nearly all of them) are not split and joined again.
    ///
    /// A `/` byte that starts a character with combining marks is no separator for `normalize`,
    /// but it is one here: that only splits a segment `normalize` keeps whole into segments that
    /// are themselves neither empty, `.` nor `..`, so the answer stays right.
    package static func isNormal(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.isEmpty else { return false }
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            // Each segment's length and whether it is all dots (only lengths 1 and 2 matter).
            var length = 0
            var dotsOnly = true
            for (position, byte) in bytes.enumerated() {
                if byte == slash {
                    if position == 0 { continue }
                    if length == 0 || (dotsOnly && length <= 2) { return false }
                    length = 0
                    dotsOnly = true
                } else {
                    length += 1
                    if byte != dot { dotsOnly = false }
                }
            }
            return !(length == 0 || (dotsOnly && length <= 2))
        } ?? false
    }

    /// A path as reports show it: relative to `base` when it lies inside it, else as given
    /// (normalized).
    ///
    /// - Parameters:
    ///   - path: The path as the reader named the file, absolute or relative to the working directory.
    ///   - base: The absolute working directory.
    package static func display(_ path: String, relativeTo base: String) -> String {
        let normalized = normalize(path)
        guard normalized.hasPrefix("/") else { return normalized }
        let root = normalize(base)
        if normalized == root { return "." }
        let prefix = root == "/" ? "/" : root + "/"
        return normalized.hasPrefix(prefix) ? String(normalized.dropFirst(prefix.count)) : normalized
    }

    /// The absolute form of a path given relative to `base`.
    package static func absolute(_ path: String, base: String) -> String {
        normalize(join(base, path))
    }

    /// The folders a normalized path lies inside, deepest first: `App/Sources` and `App` for
    /// `App/Sources/A.swift`, then `.` for a relative path that does not leave the working
    /// directory (never `/`, nor a folder of `..`). As many as the path is deep, so that a lookup by
    /// folder costs that and not every folder known.
    package static func enclosingFolders(of path: String) -> [String] {
        var folders: [String] = []
        var folder = directory(of: path)
        while folder != "." && folder != "/" && !folder.hasSuffix("/..") && folder != ".." {
            folders.append(folder)
            folder = directory(of: folder)
        }
        if !path.hasPrefix("/") && !path.hasPrefix("..") { folders.append(".") }
        return folders
    }

    /// Whether a normalized absolute path is a folder or lies below it, by its segments
    /// (`/a/bc` does not lie inside `/a/b`).
    package static func lies(_ path: String, inside folder: String) -> Bool {
        if path == folder || folder == "/" { return path.hasPrefix("/") }
        return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
