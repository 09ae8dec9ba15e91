/// The paths a run reports on: a finding is reported when its location's file is one of them or
/// lies in a folder among them, and the configuration's patterns keep it.
package struct ReportScope: Sendable {
    /// Absolute, normalized paths, sorted, each once.
    package let paths: [String]
    /// The discovery whose `included`/`excluded` patterns a reported file must pass, when the
    /// evidence was read without them.
    var selection: FileDiscovery? = nil

    /// A scope of absolute paths.
    package init(paths: [String]) {
        self.paths = Set(paths.map(Paths.normalize)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The paths that lie under no other path of the scope.
    var outermost: [String] {
        var kept: [String] = []
        for path in paths where !kept.contains(where: { Self.contains($0, path) }) {
            kept.append(path)
        }
        return kept
    }

    /// Whether a file, absolute or relative to the working directory, lies in the scope.
    package func contains(_ file: String, workingDirectory: String) -> Bool {
        let absolute = Paths.absolute(file, base: workingDirectory)
        return paths.contains { Self.contains($0, absolute) } && selection?.isSelected(absolute) != false
    }

    /// Whether the configuration's patterns keep a file, absolute or relative to the working
    /// directory, wherever it lies.
    func selects(_ file: String, workingDirectory: String) -> Bool {
        selection?.isSelected(Paths.absolute(file, base: workingDirectory)) != false
    }

    /// Whether `path` is `folder` or lies inside it (both absolute and normalized).
    private static func contains(_ folder: String, _ path: String) -> Bool {
        if path == folder || folder == "/" { return true }
        return path.utf8.count > folder.utf8.count && path.utf8.starts(with: folder.utf8)
            && path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count)] == UInt8(ascii: "/")
    }
}
