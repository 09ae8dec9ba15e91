import TripSource

/// Known findings to hide, written by `--write-baseline FILE` and read by `--baseline FILE`.
///
/// A finding is known by its file (relative to the working directory), rule id, message and the
/// trimmed text of the line it is on, not by its line number, so known findings stay hidden when
/// lines are added or removed above them. Each entry counts its findings: with 2 known and 3
/// found, the first 2 (in report order) are hidden and the third is reported as new.
public struct Baseline: Equatable, Sendable {
    /// One kind of known finding and how many of it there were.
    ///
    /// Entries are equal when their texts have the same scalars: files `é.strings` and
    /// `e\u{301}.strings` are two files, and two entries.
    public struct Entry: Hashable, Sendable {
        /// The file, relative to the working directory.
        public let file: String
        public let ruleID: String
        public let message: String
        /// The finding's line with leading and trailing white space removed; empty for findings
        /// positioned by byte offset (binary property lists).
        public let lineText: String
        /// How many findings share this key.
        public var count: Int

        public init(file: String, ruleID: String, message: String, lineText: String, count: Int) {
            self.file = file
            self.ruleID = ruleID
            self.message = message
            self.lineText = lineText
            self.count = count
        }

        var key: Key { Key(file: file, ruleID: ruleID, message: message, lineText: lineText) }

        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.key == rhs.key && lhs.count == rhs.count
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(count)
        }
    }

    /// What findings are matched by, compared by exact scalars (a file name differing from another
    /// only in its normalisation is another file); GitLab fingerprints are made of it too.
    struct Key: Hashable, Comparable {
        let file: String
        let ruleID: String
        let message: String
        let lineText: String

        private var parts: [ExactKey] { [ExactKey(file), ExactKey(ruleID), ExactKey(message), ExactKey(lineText)] }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.parts == rhs.parts
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(parts)
        }

        /// In `String` order, and by UTF-8 bytes where that order ties (canonically equivalent texts).
        static func < (lhs: Key, rhs: Key) -> Bool {
            let left = (lhs.file, lhs.ruleID, lhs.message, lhs.lineText)
            let right = (rhs.file, rhs.ruleID, rhs.message, rhs.lineText)
            if left != right { return left < right }
            for (a, b) in zip(lhs.parts, rhs.parts) where a != b {
                return a.string.utf8.lexicographicallyPrecedes(b.string.utf8)
            }
            return false
        }
    }

    /// The entries, sorted by file, rule id, message and line text.
    public let entries: [Entry]

    /// A baseline of entries (merged and sorted).
    public init(entries: [Entry]) {
        var counts: [Key: Int] = [:]
        for entry in entries { counts[entry.key, default: 0] += entry.count }
        self.entries = counts.keys.sorted().map { key in
            Entry(file: key.file, ruleID: key.ruleID, message: key.message, lineText: key.lineText, count: counts[key] ?? 0)
        }
    }

    /// The baseline of a set of findings.
    ///
    /// - Parameters:
    ///   - findings: The findings to record (what the run found after suppressions).
    ///   - lines: The files' lines, for each finding's line text.
    ///   - workingDirectory: The absolute working directory; files are recorded relative to it.
    public init(findings: [Diagnostic], lines: any SourceLineProvider, workingDirectory: String) {
        self.init(entries: findings.map { finding in
            let key = Self.key(of: finding, lines: lines, workingDirectory: workingDirectory)
            return Entry(file: key.file, ruleID: key.ruleID, message: key.message, lineText: key.lineText, count: 1)
        })
    }

    /// Splits findings into those the baseline does not know and those it hides.
    ///
    /// - Parameters:
    ///   - findings: The run's findings.
    ///   - lines: The files' lines.
    ///   - workingDirectory: The absolute working directory.
    /// - Returns: The new findings and the known ones, each in report order.
    public func partition(
        _ findings: [Diagnostic], lines: any SourceLineProvider, workingDirectory: String
    ) -> (new: [Diagnostic], known: [Diagnostic]) {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entry.key] = entry.count }
        var new: [Diagnostic] = []
        var known: [Diagnostic] = []
        for finding in findings.sorted() {
            let key = Self.key(of: finding, lines: lines, workingDirectory: workingDirectory)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                known.append(finding)
            } else {
                new.append(finding)
            }
        }
        return (new, known)
    }

    /// The key of a finding: its file relative to the working directory, rule id, message, and the
    /// trimmed text of its line (empty for a byte offset, or when the line is not known).
    static func key(of finding: Diagnostic, lines: (any SourceLineProvider)?, workingDirectory: String) -> Key {
        let location = finding.location
        let text = location.hasLineAndColumn ? (lines?.line(location.line, of: location.file) ?? "") : ""
        return Key(
            file: Paths.display(location.file, relativeTo: workingDirectory), ruleID: finding.ruleID,
            message: finding.message, lineText: text.trimmingWhiteSpace())
    }
}
