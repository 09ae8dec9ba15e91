/// Path strings as the validator shows and joins them: `/`-separated, without `.` segments.
enum Paths {
    /// Two paths joined with one `/`; an absolute second path stands alone.
    static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty || base == "." { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// The folder part of a path, `.` when there is none.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// A path without `.` segments, repeated or trailing slashes, and with `..` folded where a
    /// named segment precedes it. The empty path and `.` become `.`.
    static func normalize(_ path: String) -> String {
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

    /// A path as reports show it: relative to `base` when it lies inside it, else as given
    /// (normalized).
    ///
    /// - Parameters:
    ///   - path: The path as the reader named the file, absolute or relative to the working directory.
    ///   - base: The absolute working directory.
    static func display(_ path: String, relativeTo base: String) -> String {
        let normalized = normalize(path)
        guard normalized.hasPrefix("/") else { return normalized }
        let root = normalize(base)
        if normalized == root { return "." }
        let prefix = root == "/" ? "/" : root + "/"
        return normalized.hasPrefix(prefix) ? String(normalized.dropFirst(prefix.count)) : normalized
    }

    /// The absolute form of a path given relative to `base`.
    static func absolute(_ path: String, base: String) -> String {
        normalize(join(base, path))
    }
}
