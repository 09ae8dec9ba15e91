/// Strings asked of as prefixes: whether some string of the set begins another, in time linear in
/// the string asked about, whatever the set holds.
///
/// A trie over UTF-8 bytes, its nodes in one array: building it costs the total length of the
/// strings, and a query walks the asked string's bytes once (no pairwise comparison of keys
/// against prefixes).
struct PrefixSet: Sendable {
    /// For each node, its children by byte.
    private var children: [[UInt8: Int]] = [[:]]
    /// For each node, whether a string of the set ends there.
    private var ends: [Bool] = [false]

    /// The set of some strings.
    init(_ strings: some Sequence<String>) {
        for string in strings { insert(string) }
    }

    /// Whether the set holds no string.
    var isEmpty: Bool { ends.count == 1 && !ends[0] }

    private mutating func insert(_ string: String) {
        var node = 0
        for byte in string.utf8 {
            if let next = children[node][byte] {
                node = next
            } else {
                children.append([:])
                ends.append(false)
                children[node][byte] = children.count - 1
                node = children.count - 1
            }
        }
        ends[node] = true
    }

    /// Whether some string of the set is a prefix of `string` (or equals it).
    func containsPrefix(of string: String) -> Bool {
        var node = 0
        if ends[node] { return true }
        for byte in string.utf8 {
            guard let next = children[node][byte] else { return false }
            node = next
            if ends[node] { return true }
        }
        return false
    }
}
