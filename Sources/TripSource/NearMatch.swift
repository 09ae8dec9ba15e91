/// Finds the name a mistyped word most likely meant, for "did you mean ...?" in command-line
/// errors, configuration errors and diagnostics alike.
///
/// Names are compared by their Unicode scalars. However many candidates and however long the names,
/// a query costs time in proportion to its length, a bounded number of candidates and the log of
/// their number, and memory in proportion to its length: candidates are indexed once by length,
/// a signature of their characters and sorted order (`Candidates`), only those whose length and
/// signature allow a near enough match are compared, at most `Limits.compared` of them, each
/// within a band around the diagonal that is abandoned as soon as it cannot be near enough.
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
        Candidates(candidates).nearest(to: word)
    }

    /// The edit distance between two strings in Unicode scalars, counting an insertion, a deletion,
    /// a substitution or a swap of two neighbours as one edit (optimal string alignment distance).
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = a.unicodeScalars.map(\.value), b = b.unicodeScalars.map(\.value)
        return boundedDistance(a, b, limit: max(a.count, b.count)) ?? max(a.count, b.count)
    }

    /// Names indexed once, to be asked for many words.
    package struct Candidates: Sendable {
        private let names: [String]
        private let scalars: [[UInt32]]
        private let signatures: [Signature]
        /// Candidate positions by length in scalars, each list in candidate order.
        private let byLength: [Int: [Int]]
        /// Candidate positions sorted by their scalars, for the prefix search.
        private let sorted: [Int]

        package init(_ names: [String]) {
            self.names = names
            let scalars = names.map { $0.unicodeScalars.map(\.value) }
            self.scalars = scalars
            signatures = scalars.map(Signature.init)
            var byLength: [Int: [Int]] = [:]
            for (position, name) in scalars.enumerated() { byLength[name.count, default: []].append(position) }
            self.byLength = byLength
            sorted = scalars.indices.sorted { scalars[$0].lexicographicallyPrecedes(scalars[$1]) }
        }

        /// The candidate nearest to the word, as `NearMatch.nearest(to:in:)` describes.
        package func nearest(to word: String) -> String? {
            let typed = word.unicodeScalars.map(\.value)
            let dashes = typed.prefix { $0 == UInt32(UInt8(ascii: "-")) }.count
            let bare = typed.count - dashes
            let limit = min(bare <= 4 ? 1 : 2, bare - 1)
            if limit >= 1, typed.count <= Limits.length, let near = nearest(typed, limit: limit) {
                return names[near]
            }
            guard bare >= 3 else { return nil }
            return longerWithPrefix(typed).map { names[$0] }
        }

        /// The earliest of the nearest candidates within `limit` edits.
        private func nearest(_ typed: [UInt32], limit: Int) -> Int? {
            let signature = Signature(typed)
            var best: (distance: Int, position: Int)?
            var scanned = 0, compared = 0
            for delta in [0, -1, 1, -2, 2] where abs(delta) <= limit {
                guard let positions = byLength[typed.count + delta] else { continue }
                for position in positions {
                    scanned += 1
                    if scanned > Limits.scanned || compared >= Limits.compared { return best?.position }
                    // Each edit changes the character counts by at most two.
                    let bound = best.map { $0.distance } ?? limit
                    guard signature.difference(signatures[position]) <= 2 * bound else { continue }
                    compared += 1
                    let candidate = scalars[position]
                    guard candidate != typed, let distance = boundedDistance(typed, candidate, limit: bound) else { continue }
                    if let current = best, (current.distance, current.position) <= (distance, position) { continue }
                    best = (distance, position)
                }
            }
            return best?.position
        }

        /// The earliest candidate longer than `typed` that starts with it.
        private func longerWithPrefix(_ typed: [UInt32]) -> Int? {
            var low = 0, high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if scalars[sorted[middle]].lexicographicallyPrecedes(typed) { low = middle + 1 } else { high = middle }
            }
            var earliest: Int?
            for position in sorted[low...].prefix(Limits.scanned) {
                let candidate = scalars[position]
                guard candidate.starts(with: typed) else { break }
                if candidate.count > typed.count, position < (earliest ?? .max) { earliest = position }
            }
            return earliest
        }
    }

    /// How many scalars fall into each of 16 buckets (saturating at 255): one edit moves at most two
    /// counts by one each, so two names `k` edits apart differ by at most `2k` in total.
    struct Signature: Sendable {
        private var counts: SIMD16<UInt8> = .zero

        init(_ scalars: [UInt32]) {
            for scalar in scalars {
                let bucket = Int((scalar &* 0x9E37_79B1) >> 28)
                if counts[bucket] < 255 { counts[bucket] += 1 }
            }
        }

        func difference(_ other: Signature) -> Int {
            let spread = pointwiseMax(counts, other.counts) &- pointwiseMin(counts, other.counts)
            var total = 0
            for lane in 0..<16 { total += Int(spread[lane]) }
            return total
        }
    }

    /// The optimal string alignment distance of two names when it is at most `limit`, else `nil`,
    /// computed only within `limit` of the diagonal, row by row in three rows of memory.
    static func boundedDistance(_ a: [UInt32], _ b: [UInt32], limit: Int) -> Int? {
        let n = a.count, m = b.count
        guard abs(n - m) <= limit else { return nil }
        if n == 0 || m == 0 { return max(n, m) }
        let far = limit + 1
        var before = [Int](repeating: far, count: m + 1)
        var previous = (0...m).map { $0 <= limit ? $0 : far }
        var current = [Int](repeating: far, count: m + 1)
        var previousMinimum = 0
        for i in 1...n {
            let low = max(1, i - limit), high = min(m, i + limit)
            current[low - 1] = low == 1 ? (i <= limit ? i : far) : far
            var rowMinimum = current[low - 1]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                value = min(value, far)
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if high < m { current[high + 1] = far }
            // No later cell can come back within the limit: a cell is at least its diagonal
            // predecessor, and a swap adds one to a cell two rows up.
            if rowMinimum > limit, previousMinimum >= limit { return nil }
            previousMinimum = rowMinimum
            swap(&before, &previous)
            swap(&previous, &current)
        }
        return previous[m] <= limit ? previous[m] : nil
    }

    /// Bounds on the work of one query.
    enum Limits {
        /// Words longer than this many scalars get no edit-distance suggestion (a prefix still counts).
        static let length = 1_000
        /// Candidates whose signatures one query looks at.
        static let scanned = 4_096
        /// Candidates one query computes a distance to.
        static let compared = 64
    }
}
