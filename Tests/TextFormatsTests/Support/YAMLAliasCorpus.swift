import TestSupport

/// XcodeGen-shaped YAML documents with anchors (`&name`), aliases (`*name`) and merge keys
/// (`<<: *name`, `<<: [*a, *b]`), made from a seed: anchors on block and flow values, scalars and
/// collections, aliases to any value completed before them, merges of mappings into block and
/// flow mappings. Every document is one PyYAML reads; the reader must read each to PyYAML's value.
struct YAMLAliasCorpus {
    private var random: SplitMix64
    /// The anchors defined so far in the document being made, and whether each names a mapping.
    private var anchors: [(name: String, isMap: Bool)] = []
    private var nextAnchor = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    private static let keys = ["settings", "sources", "type", "platform", "base", "configs", "info", "path", "A", "B", "C"]
    private static let scalars = ["App", "Shared", "iOS", "application", "1", "true", "null", "'quoted'", "\"dq\"", "x y", "~"]

    /// One document: a block mapping of a few keys.
    mutating func document() -> String {
        anchors = []
        nextAnchor = 0
        return blockMapping(indent: 0, depth: 0)
    }

    private mutating func blockMapping(indent: Int, depth: Int) -> String {
        var used: Set<String> = []
        var text = ""
        let pad = String(repeating: " ", count: indent)
        if depth > 0, chance(0.35), let merge = mergeValue() {
            text += pad + "<<: " + merge + "\n"
        }
        for _ in 0..<(1 + Int(random.next() % 3)) {
            var key = pick(Self.keys)
            if used.contains(key) { key += "\(used.count)" }
            used.insert(key)
            text += pad + key + ":" + blockValue(indent: indent, depth: depth + 1)
        }
        return text
    }

    private mutating func blockList(indent: Int, depth: Int) -> String {
        var text = ""
        for _ in 0..<(1 + Int(random.next() % 3)) {
            text += String(repeating: " ", count: indent) + "-" + blockValue(indent: indent + 2, depth: depth + 1)
        }
        return text
    }

    /// A value after `key:` or `-`: its text from the space after the indicator to the end of its
    /// last line.
    private mutating func blockValue(indent: Int, depth: Int) -> String {
        if chance(0.2), let alias = alias(mapOnly: false) { return " " + alias + "\n" }
        let anchor = chance(0.35) ? newAnchor() : nil
        let prefix = anchor.map { " &" + $0 } ?? ""
        let text: String
        let isMap: Bool
        switch depth < 4 ? random.next() % 4 : 3 {
        case 0:
            text = prefix + "\n" + blockMapping(indent: indent + 2, depth: depth)
            isMap = true
        case 1:
            text = prefix + "\n" + blockList(indent: indent + 2, depth: depth)
            isMap = false
        case 2:
            let (flow, map) = flowValue(depth: depth, bare: anchor != nil)
            text = prefix + " " + flow + "\n"
            isMap = map
        default:
            text = prefix + " " + pick(Self.scalars) + "\n"
            isMap = false
        }
        if let anchor { anchors.append((anchor, isMap)) }
        return text
    }

    /// A flow value; `bare` when an anchor is written before it, so it has none of its own and is
    /// no alias.
    private mutating func flowValue(depth: Int, bare: Bool = false) -> (String, Bool) {
        if !bare, chance(0.2), let alias = alias(mapOnly: false) { return (alias, false) }
        let anchor = !bare && chance(0.3) ? newAnchor() : nil
        let prefix = anchor.map { "&" + $0 + " " } ?? ""
        let isMap: Bool
        var text: String
        switch depth < 5 ? random.next() % 3 : 2 {
        case 0:
            var items: [String] = []
            var used: Set<String> = []
            if chance(0.3), let merge = mergeValue() { items.append("<<: " + merge) }
            for _ in 0..<Int(random.next() % 3) {
                var key = pick(Self.keys)
                if used.contains(key) { key += "\(used.count)" }
                used.insert(key)
                items.append(key + ": " + flowValue(depth: depth + 1).0)
            }
            text = "{" + items.joined(separator: ", ") + "}"
            isMap = true
        case 1:
            var items: [String] = []
            for _ in 0..<Int(random.next() % 3) { items.append(flowValue(depth: depth + 1).0) }
            text = "[" + items.joined(separator: ", ") + "]"
            isMap = false
        default:
            text = pick(Self.scalars)
            isMap = false
        }
        text = prefix + text
        if let anchor { anchors.append((anchor, isMap)) }
        return (text, isMap)
    }

    /// The value of a merge key: one mapping's alias, a list of them, or a flow mapping.
    private mutating func mergeValue() -> String? {
        let maps = anchors.filter(\.isMap)
        guard !maps.isEmpty else { return chance(0.3) ? "{A: merged}" : nil }
        switch random.next() % 3 {
        case 0: return "*" + pick(maps).name
        case 1: return "[" + (0..<(1 + Int(random.next() % 3))).map { _ in "*" + pick(maps).name }.joined(separator: ", ") + "]"
        default: return "{B: inline, A: 2}"
        }
    }

    private mutating func alias(mapOnly: Bool) -> String? {
        let candidates = mapOnly ? anchors.filter(\.isMap) : anchors
        return candidates.isEmpty ? nil : "*" + pick(candidates).name
    }

    private mutating func newAnchor() -> String {
        nextAnchor += 1
        return pick(["a", "base", "shared-", "s_"]) + "\(nextAnchor)"
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double(random.next() % 1000) < probability * 1000
    }

    private mutating func pick<T>(_ items: [T]) -> T {
        items[Int(random.next() % UInt64(items.count))]
    }
}
