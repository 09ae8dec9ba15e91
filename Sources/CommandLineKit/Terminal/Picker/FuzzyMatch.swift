/// fzf-like matching: the query's characters must appear in the title in order, ignoring case.
enum FuzzyMatch {
    /// The indices of the titles that match the query, best first.
    ///
    /// Better means, in order: the title starts with the query; a word in the title starts with it;
    /// the title contains it; its characters are merely in order. Ties keep the original order.
    /// An empty query matches everything in the original order.
    ///
    /// - Parameters:
    ///   - titles: The candidates.
    ///   - query: What the user typed.
    /// - Returns: Indices into `titles`.
    static func rank(_ titles: [String], query: String) -> [Int] {
        let needle = query.lowercased()
        guard !needle.isEmpty else { return Array(titles.indices) }
        let scored = titles.enumerated().compactMap { index, title in
            score(title.lowercased(), needle).map { (index, $0) }
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.map(\.0)
    }

    /// 0 prefix, 1 word prefix, 2 substring, 3 subsequence, `nil` no match.
    private static func score(_ title: String, _ needle: String) -> Int? {
        if title.hasPrefix(needle) { return 0 }
        if title.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains(where: { $0.hasPrefix(needle) }) {
            return 1
        }
        if title.contains(needle) { return 2 }
        var remaining = needle[...]
        for character in title where character == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return 3 }
        }
        return nil
    }
}
