import TextFormats
import TripSource

/// Reads the names of an asset catalog's sets without reading any image.
///
/// The catalog's folders are walked with a stack of their own (no recursion, whatever the depth);
/// symbolic links to folders are not followed. A set folder (`Logo.imageset`, `Accent.colorset`,
/// `Data.dataset`, ...) is recorded and not entered. A folder without an extension is a group,
/// entered, and its `Contents.json` read (within the file-size limit) for
/// `"properties": {"provides-namespace": true}`. A group whose `Contents.json` cannot be read or
/// parsed, and any other folder with an extension (a container of sets: `.complicationset`,
/// `.imagestack`, `.brandassets`, `.stickerpack`, `.spriteatlas`, ...), gives its children both
/// names, with and without its namespace, so that no name it may provide is missed.
struct AssetCatalogReader {
    /// Files larger than this are not read (`InputLimit.fileSize`).
    var maxFileSize = ValidationOptions.defaultMaxFileSize
    /// The most folders of one catalog looked at; past it, the catalog is marked incomplete.
    var maxEntries = 200_000
    /// The most namespace spellings a folder's children are recorded under (see above).
    static let maxPrefixes = 8

    /// A folder waiting to be walked: its path as shown and on disk, and the namespace prefixes
    /// its children's names take (`""` and, in a namespace, `"Icons/"`).
    private struct Pending {
        let shown: String
        let absolute: String
        let prefixes: [String]
    }

    /// Reads a catalog.
    ///
    /// - Parameters:
    ///   - shown: The catalog's path as discovery named it.
    ///   - absolute: Its absolute path.
    /// - Returns: The catalog; `isComplete` is false when a folder could not be listed or the
    ///   catalog holds more than `maxEntries` folders.
    func read(shown: String, absolute: String) -> AssetCatalog {
        var entries: [AssetCatalogEntry] = []
        var isComplete = true
        var visited = 0
        var stack = [Pending(shown: shown, absolute: absolute, prefixes: [""])]
        while let folder = stack.popLast() {
            guard let children = try? FileDiscovery.entries(in: folder.absolute, shown: folder.shown) else {
                isComplete = false
                continue
            }
            for (name, knownType) in children {
                let childAbsolute = Paths.join(folder.absolute, name)
                guard (knownType ?? FileDiscovery.entryType(childAbsolute, followLinks: false)) == .folder,
                      !name.hasPrefix(".") else { continue }
                visited += 1
                guard visited <= maxEntries else {
                    isComplete = false
                    break
                }
                let childShown = Paths.join(folder.shown, name)
                let (base, setExtension) = Self.split(name)
                if let setExtension, let kind = AssetCatalogEntry.kind(ofSetExtension: setExtension) {
                    for prefix in folder.prefixes {
                        entries.append(AssetCatalogEntry(name: prefix + base, kind: kind, path: childShown))
                    }
                }
                if let setExtension {
                    // A set holds one asset; any other folder with an extension is a container of
                    // sets (`Complication.complicationset`, `Stack.imagestack`, `Pack.stickerpack`,
                    // `Sprites.spriteatlas`), whose children some lookups name with the container's
                    // name as a namespace (`Complication/Modular`) and some without.
                    guard !AssetCatalogEntry.isLeafSet(extension: setExtension) else { continue }
                    stack.append(Pending(shown: childShown, absolute: childAbsolute,
                                         prefixes: limited(folder.prefixes + folder.prefixes.map { $0 + base + "/" }, &isComplete)))
                    continue
                }
                let namespace: Bool? = providesNamespace(Paths.join(childAbsolute, "Contents.json"), shown: Paths.join(childShown, "Contents.json"))
                let prefixes: [String]
                switch namespace {
                case false?: prefixes = folder.prefixes
                case true?: prefixes = folder.prefixes.map { $0 + name + "/" }
                case nil: prefixes = folder.prefixes + folder.prefixes.map { $0 + name + "/" }
                }
                stack.append(Pending(shown: childShown, absolute: childAbsolute, prefixes: limited(prefixes, &isComplete)))
            }
        }
        entries.sort { first, second in
            first.path == second.path
                ? first.name.utf8.lexicographicallyPrecedes(second.name.utf8)
                : first.path.utf8.lexicographicallyPrecedes(second.path.utf8)
        }
        return AssetCatalog(path: shown, entries: entries, isComplete: isComplete)
    }

    /// At most `maxPrefixes` prefixes; dropping some leaves the catalog incomplete.
    private func limited(_ prefixes: [String], _ isComplete: inout Bool) -> [String] {
        guard prefixes.count > Self.maxPrefixes else { return prefixes }
        isComplete = false
        return Array(prefixes.prefix(Self.maxPrefixes))
    }

    /// Whether a group's `Contents.json` says `"provides-namespace": true` in its `properties`:
    /// `false` when the file is missing (Xcode writes none for a plain folder) or says nothing,
    /// `nil` when it cannot be read or is not JSON.
    private func providesNamespace(_ path: String, shown: String) -> Bool? {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.contents(ofFile: path, maxSize: maxFileSize)
        } catch {
            return FileDiscovery.entryType(path, followLinks: true) == nil ? false : nil
        }
        guard let root = try? JSONDocumentReader.read(bytes, file: shown) else { return nil }
        guard case .map(let entries, _) = root,
              let properties = entries.first(where: { ExactKey($0.key) == "properties" })?.value,
              case .map(let values, _) = properties,
              let flag = values.first(where: { ExactKey($0.key) == "provides-namespace" })?.value
        else { return false }
        if case .scalar(.bool(let value), _) = flag { return value }
        return false
    }

    /// A folder name's base and extension (`Logo.imageset` gives `Logo` and `imageset`).
    static func split(_ name: String) -> (base: String, extension: String?) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, nil) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }
}
