/// A path pattern from `included` or `excluded`.
///
/// `*` matches any run of characters within one path segment, `?` one character, `[abc]`,
/// `[a-z]` and `[!a]` one character of (or not of) a set (a `]` right after the `[` is a member), and a `**` segment any number of
/// segments, none included. A pattern matches a path when it matches the whole path or one of its
/// leading directories, so `Pods` and `**/Generated` also match every file below such folders.
/// Patterns are relative to the configuration's root unless they start with `/`; a leading `./`
/// and a trailing `/` are ignored. Characters compare byte for byte, case-sensitively.
package struct Glob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    package let pattern: String
    /// Whether the pattern starts with `/` and so matches absolute paths.
    package let isAbsolute: Bool
    private let segments: [Segment]

    private enum Segment: Hashable, Sendable {
        /// `**`: any number of segments.
        case anyDepth
        case tokens([Token])
    }

    private enum Token: Hashable, Sendable {
        case byte(UInt8)
        /// `*`
        case anyRun
        /// `?`
        case anyByte
        /// `[...]`: inclusive byte ranges, possibly negated.
        case set([ClosedRange<UInt8>], negated: Bool)
    }

    /// Why a pattern cannot be used.
    package typealias Problem = GlobProblem

    /// Compiles a pattern.
    ///
    /// - Parameter pattern: The pattern as written in the configuration.
    /// - Throws: `Glob.Problem` for an empty pattern or a malformed `[...]` set.
    package init(_ pattern: String) throws(Problem) {
        self.pattern = pattern
        var body = Substring(pattern)
        isAbsolute = body.hasPrefix("/")
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        var parts = body.split(separator: "/", omittingEmptySubsequences: true)
        parts.removeAll { $0 == "." }
        guard !parts.isEmpty else { throw .empty }
        var segments: [Segment] = []
        for part in parts {
            if part == "**" {
                if segments.last != .anyDepth { segments.append(.anyDepth) }
            } else {
                segments.append(.tokens(try Self.tokens(Array(part.utf8))))
            }
        }
        self.segments = segments
    }

    package var description: String { pattern }

    private static func tokens(_ bytes: [UInt8]) throws(Problem) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "*"):
                if tokens.last != .anyRun { tokens.append(.anyRun) }
                index += 1
            case UInt8(ascii: "?"):
                tokens.append(.anyByte)
                index += 1
            case UInt8(ascii: "["):
                index += 1
                var negated = false
                if index < bytes.count, bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "^") {
                    negated = true
                    index += 1
                }
                var ranges: [ClosedRange<UInt8>] = []
                var first = true
                while true {
                    guard index < bytes.count else { throw .unterminatedSet }
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "]"), !first { break }
                    first = false
                    if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] != UInt8(ascii: "]") {
                        ranges.append(min(byte, bytes[index + 2])...max(byte, bytes[index + 2]))
                        index += 3
                    } else {
                        ranges.append(byte...byte)
                        index += 1
                    }
                }
                index += 1
                tokens.append(.set(ranges, negated: negated))
            default:
                tokens.append(.byte(bytes[index]))
                index += 1
            }
        }
        return tokens
    }

    /// Whether the pattern matches a path or one of its leading directories.
    ///
    /// - Parameter path: A `/`-separated path: relative to the configuration's root for relative
    ///   patterns, absolute for absolute ones.
    /// - Returns: Whether it matches.
    package func matches(_ path: String) -> Bool {
        guard path.hasPrefix("/") == isAbsolute else { return false }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map { Array($0.utf8) }
        // A pattern matches a leading directory when it matches the whole path with `**` after it.
        return Self.wildcardMatch(segments + [.anyDepth], parts, isStar: { $0 == .anyDepth }) { segment, part in
            guard case .tokens(let tokens) = segment else { return false }
            return Self.wildcardMatch(tokens, part, isStar: { $0 == .anyRun }, matchesOne: Self.matches)
        }
    }

    /// Whether a token other than `*` matches one byte.
    private static func matches(_ token: Token, _ byte: UInt8) -> Bool {
        switch token {
        case .anyRun, .anyByte: true
        case .byte(let expected): byte == expected
        case .set(let ranges, let negated): ranges.contains { $0.contains(byte) } != negated
        }
    }

    /// Matches a whole subject against a pattern whose stars match any run of elements, with the
    /// two-pointer wildcard algorithm: on a mismatch only the latest star takes one more element, so
    /// the work is at most the product of the two lengths (a backtracking match is exponential in
    /// the stars: `*a*a*a*a*a*a*a*c` against a long name ran for minutes), and no recursion.
    private static func wildcardMatch<Pattern, Element>(
        _ pattern: [Pattern], _ subject: [Element], isStar: (Pattern) -> Bool, matchesOne: (Pattern, Element) -> Bool
    ) -> Bool {
        var patternIndex = 0, subjectIndex = 0
        var star: (pattern: Int, subject: Int)?
        while subjectIndex < subject.count {
            if patternIndex < pattern.count, isStar(pattern[patternIndex]) {
                star = (patternIndex, subjectIndex)
                patternIndex += 1
            } else if patternIndex < pattern.count, matchesOne(pattern[patternIndex], subject[subjectIndex]) {
                patternIndex += 1
                subjectIndex += 1
            } else if let last = star {
                star = (last.pattern, last.subject + 1)
                patternIndex = last.pattern + 1
                subjectIndex = last.subject + 1
            } else {
                return false
            }
        }
        while patternIndex < pattern.count, isStar(pattern[patternIndex]) { patternIndex += 1 }
        return patternIndex == pattern.count
    }
}

/// Why a file pattern (`excluded:`, `included:`) cannot be used.
public enum GlobProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case unterminatedSet

    public var description: String {
        switch self {
        case .empty: "the pattern is empty"
        case .unterminatedSet: "'[' without a closing ']'"
        }
    }
}
