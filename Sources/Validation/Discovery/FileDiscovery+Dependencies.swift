import TripSource

extension FileDiscovery {
    /// The folders a package manager checks dependencies out into, below a folder the walk meets
    /// named `name`: each folder in `Pods` (but CocoaPods' own: `Target Support Files`, `Headers`,
    /// `Local Podspecs`, `Pods.xcodeproj`), in `Carthage/Checkouts`, and in the `checkouts` of SwiftPM's
    /// `.build` and Xcode's `SourcePackages`. One or two folder listings, never a walk, so a large
    /// `Pods` folder costs no more than its listing; a folder that cannot be listed gives none.
    ///
    /// - Parameters:
    ///   - name: The folder's name.
    ///   - absolute: Its absolute path.
    ///   - shown: Its path as discovery shows it.
    /// - Returns: The dependency folders, as discovery shows them, sorted by name.
    static func dependencyFolders(inFolderNamed name: String, absolute: String, shown: String) -> [String] {
        let inner: String?
        switch name {
        case "Pods": inner = nil
        case "Carthage": inner = "Checkouts"
        case ".build", "SourcePackages": inner = "checkouts"
        default: return []
        }
        let folder = inner.map { Paths.join(absolute, $0) } ?? absolute
        let folderShown = inner.map { Paths.join(shown, $0) } ?? shown
        guard let listed = try? entries(in: folder, shown: folderShown) else { return [] }
        return listed.compactMap { entry in
            guard !entry.name.hasPrefix("."), !podsOwnFolders.contains(entry.name),
                  (entry.type ?? entryType(Paths.join(folder, entry.name), followLinks: false)) == .folder
            else { return nil }
            return Paths.join(folderShown, entry.name)
        }
    }

    /// The folders CocoaPods writes into `Pods` for itself.
    private static let podsOwnFolders: Set<String> = ["Target Support Files", "Headers", "Local Podspecs", "Pods.xcodeproj"]

    /// Whether a file named `name` lies anywhere below a folder, its subfolders listed one after
    /// another (links are not followed), stopping at the first found.
    ///
    /// - Parameters:
    ///   - name: The file name, compared exactly.
    ///   - folder: The folder's absolute path.
    ///   - limit: The most entries listed before giving up.
    /// - Returns: Whether it is there; `nil` when the folder holds more than `limit` entries before
    ///   one is found, or a folder in it cannot be listed.
    static func containsFile(named name: String, under folder: String, limit: Int) -> Bool? {
        var pending = [folder]
        var listed = 0
        while let current = pending.popLast() {
            guard let children = try? entries(in: current, shown: current) else { return nil }
            listed += children.count
            if listed > limit { return nil }
            for child in children {
                let path = Paths.join(current, child.name)
                switch child.type ?? entryType(path, followLinks: false) {
                case .file?: if child.name == name { return true }
                case .folder?: pending.append(path)
                case .other?, nil: continue
                }
            }
        }
        return false
    }
}
