/// Files by path, found as Xcode finds them on a Mac's case-insensitive file system: the exact path
/// when a file has it, else the file whose path differs from it only in letter case
/// (`INFOPLIST_FILE = myapp/Info.plist` for `MyApp/Info.plist`).
///
/// Both indexes are built once, so a lookup is two dictionary reads, never a directory scan. Of
/// files whose paths differ only in case (which a case-insensitive disk cannot hold side by side),
/// the first given wins.
struct CaseInsensitivePaths<Value: Sendable>: Sendable {
    private let exact: [String: Value]
    /// The paths by their lowercase form.
    private let folded: [String: String]

    /// - Parameter files: Each file's normalized path and value, in order of preference.
    init(_ files: some Sequence<(path: String, value: Value)>) {
        var exact: [String: Value] = [:]
        var folded: [String: String] = [:]
        for (path, value) in files where exact[path] == nil {
            exact[path] = value
            let key = path.lowercased()
            if folded[key] == nil { folded[key] = path }
        }
        self.exact = exact
        self.folded = folded
    }

    /// The file at a path, with the path it has on disk.
    func file(at path: String) -> (path: String, value: Value)? {
        if let value = exact[path] { return (path, value) }
        guard let found = folded[path.lowercased()], let value = exact[found] else { return nil }
        return (found, value)
    }

    subscript(path: String) -> Value? {
        file(at: path)?.value
    }
}
