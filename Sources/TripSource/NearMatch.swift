/// Finds the name a mistyped word most likely meant, for "did you mean ...?" in command-line
/// errors, configuration errors and diagnostics alike.
package enum NearMatch {
    /// The candidate nearest to the word by edit distance, when it is near enough to be a typo.
    ///
    /// Near enough means at most one edit for names up to four characters (dashes aside) and at most
    /// two beyond, and always fewer edits than the name is long. Ties go to the earlier candidate. A candidate the word
    /// is a prefix of (3+ characters) also counts, so `--dest` suggests `--destinations`.
    ///
    /// - Parameters:
    ///   - word: What the user typed.
    ///   - candidates: The names that would have been accepted.
    /// - Returns: The suggestion, or `nil` when no candidate is close.
    package static func nearest(to word: String, in candidates: [String]) -> String? {
        let bare = word.drop { $0 == "-" }
        let limit = bare.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(word, candidate)
            if distance <= limit, distance < bare.count, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.name }
        guard bare.count >= 3 else { return nil }
        return candidates.first { $0.hasPrefix(word) && $0 != word }
    }

    /// The edit distance between two strings in characters, counting an insertion, a deletion, a
    /// substitution or a swap of two neighbours as one edit (optimal string alignment distance).
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
