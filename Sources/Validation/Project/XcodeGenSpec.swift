import TextFormats
import TripSource

/// An XcodeGen spec (`project.yml` or `project.json`) with the specs it includes merged in, as
/// XcodeGen merges them: each included spec first, in order, then the including one on top;
/// mappings merge key by key, lists append, other values replace, and a key written `name:REPLACE`
/// replaces what the included specs gave `name`.
///
/// Every value keeps the location it was written at, so a path read from an included spec is
/// resolved against that spec's folder (XcodeGen's `relativePaths`, on by default). Includes are
/// read with an explicit stack, each file once and at most `includeLimit` files, so no input makes
/// the reader recurse or read without end; merging recurses only as deep as the documents, which
/// the document readers bound.
struct XcodeGenSpec {
    /// The merged spec, or `nil` when the spec itself could not be read.
    let root: DocumentNode?
    /// Why the spec is known only in part (an include that could not be read), for messages.
    let problems: [String]
    /// The spec files it is made of: the spec and every spec its includes name, read or not
    /// (normalized, as `path` is written), at most `includeLimit` of them.
    let files: Set<String>

    /// The most spec files (the spec and its includes) read for one spec.
    static let includeLimit = 64

    /// Reads a spec and its includes.
    ///
    /// - Parameters:
    ///   - path: The spec's path, as diagnostics name it.
    ///   - maxFileSize: The most bytes one spec may stand for with its YAML aliases written out
    ///     (`InputLimit.fileSize`).
    ///   - load: Reads a file by its path (relative to the spec's folder's base, as `path`);
    ///     `nil` when it cannot be read.
    init(path: String, maxFileSize: Int = InputLimit.fileSize.defaultValue, load: (String) -> [UInt8]?) {
        var problems: [String] = []
        var documents: [String: DocumentNode] = [:]
        var includes: [String: [String]] = [:]
        var stack = [path]
        var seen: Set<String> = [path]
        while let file = stack.popLast() {
            guard let bytes = load(file) else {
                problems.append("'\(file)' cannot be read")
                continue
            }
            let document: DocumentNode?
            do {
                document = file.lowercased().hasSuffix(".json")
                    ? try JSONDocumentReader.read(bytes, file: file) : try YAMLDocumentReader.read(bytes, file: file, maxExpandedBytes: maxFileSize)
            } catch {
                problems.append("'\(file)' cannot be read: \(error.message) at \(error.location.line):\(error.location.column)")
                continue
            }
            guard let document, case .map = document else {
                if file != path { problems.append("'\(file)' holds no mapping") }
                continue
            }
            documents[file] = document
            var named: [String] = []
            for include in Self.includes(of: document) {
                let included = Paths.normalize(Paths.join(Paths.directory(of: file), include))
                named.append(included)
                guard seen.insert(included).inserted else { continue }
                guard seen.count <= Self.includeLimit else {
                    problems.append("more than \(Self.includeLimit) specs are included")
                    break
                }
                stack.append(included)
            }
            includes[file] = named
        }
        // Merge as XcodeGen does: depth first from the spec, each spec where it is first named (named
        // again, by a cycle or by a second spec that includes it, it adds nothing), a spec once the
        // specs it includes are merged. Each spec is merged into one other, so the merged spec is
        // no larger than the files read.
        var merged: [String: DocumentNode] = [:]
        var visited: Set<String> = [path]
        var frames = documents[path].map { [MergeFrame(file: path, document: $0)] } ?? []
        while let top = frames.last {
            let named = includes[top.file] ?? []
            if top.next < named.count {
                frames[frames.count - 1].next += 1
                let child = named[top.next]
                guard let document = documents[child], visited.insert(child).inserted else { continue }
                frames[frames.count - 1].merges.append(child)
                frames.append(MergeFrame(file: child, document: document))
                continue
            }
            frames.removeLast()
            var base: DocumentNode? = nil
            for child in top.merges {
                guard let value = merged.removeValue(forKey: child) else { continue }
                base = base.map { value.merged(onto: $0) } ?? value
            }
            merged[top.file] = base.map { top.document.merged(onto: $0) } ?? top.document
        }
        self.root = merged[path]
        self.problems = problems
        self.files = seen
    }

    /// A spec being merged: the next of the specs it names to look at, and those merged under it.
    private struct MergeFrame {
        let file: String
        let document: DocumentNode
        var next = 0
        var merges: [String] = []
    }

    /// The paths a spec's `include:` names: a path, a list of paths, or of `path:` mappings
    /// (those with `enable: false` left out).
    private static func includes(of document: DocumentNode) -> [String] {
        guard let include = document["include"] else { return [] }
        let items: [DocumentNode]
        if case .list(let list, _) = include { items = list } else { items = [include] }
        return items.compactMap { item in
            if let path = item.string { return path }
            if item["enable"]?.bool == false { return nil }
            return item["path"]?.string
        }
    }
}

extension DocumentNode {
    /// The value of a mapping's key, or `nil` (for a key it lacks, or a value that is no mapping).
    subscript(key: String) -> DocumentNode? {
        guard case .map(let entries, _) = self else { return nil }
        return entries.last { $0.key == key }?.value
    }

    /// A mapping's entries, or none.
    var entries: [DocumentEntry] {
        if case .map(let entries, _) = self { return entries }
        return []
    }

    /// A list's items; a single value is a list of itself, and null an empty list (as XcodeGen
    /// takes `sources: App` for `sources: [App]`).
    var items: [DocumentNode] {
        switch self {
        case .list(let items, _): return items
        case .scalar(.null, _): return []
        default: return [self]
        }
    }

    /// A scalar's text as a build setting writes it: strings and numbers as written, booleans as
    /// `YES`/`NO`; `nil` for null and collections.
    var string: String? {
        switch self {
        case .scalar(.string(let text), _), .scalar(.number(let text), _): return text
        case .scalar(.bool(let value), _): return value ? "YES" : "NO"
        default: return nil
        }
    }

    /// A boolean scalar's value (`true`, and XcodeGen's `YES`/`NO` strings).
    var bool: Bool? {
        switch self {
        case .scalar(.bool(let value), _): return value
        case .scalar(.string(let text), _) where ["YES", "yes", "NO", "no"].contains(text): return text.lowercased() == "yes"
        default: return nil
        }
    }

    /// This value merged onto `base` as XcodeGen merges specs and templates: mappings key by key
    /// (a `key:REPLACE` entry replaces), lists appended to the base's, anything else replacing.
    func merged(onto base: DocumentNode) -> DocumentNode {
        switch (self, base) {
        case (.map(let entries, _), .map(var result, let location)):
            var positions = Dictionary(result.indices.map { (result[$0].key, $0) }, uniquingKeysWith: { _, last in last })
            for entry in entries {
                var key = entry.key
                var replace = false
                if key.hasSuffix(":REPLACE") {
                    key = String(key.dropLast(":REPLACE".count))
                    replace = true
                }
                let kept = DocumentEntry(key: key, keyLocation: entry.keyLocation, value: entry.value)
                guard let position = positions[key] else {
                    positions[key] = result.count
                    result.append(kept)
                    continue
                }
                let value = replace ? entry.value : entry.value.merged(onto: result[position].value)
                result[position] = DocumentEntry(key: key, keyLocation: entry.keyLocation, value: value)
            }
            return .map(result, location)
        case (.list(let items, _), .list(let baseItems, let location)):
            return .list(baseItems + items, location)
        default:
            return self
        }
    }
}
