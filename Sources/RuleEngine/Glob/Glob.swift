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
        return Self.match(segments[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<Segment>, _ path: ArraySlice<[UInt8]>) -> Bool {
        guard let first = pattern.first else { return true }  // a matched leading directory
        switch first {
        case .anyDepth:
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case .tokens(let tokens):
            guard let segment = path.first, matchSegment(tokens[...], segment[...]) else { return false }
            return match(pattern.dropFirst(), path.dropFirst())
        }
    }

    private static func matchSegment(_ tokens: ArraySlice<Token>, _ bytes: ArraySlice<UInt8>) -> Bool {
        guard let token = tokens.first else { return bytes.isEmpty }
        switch token {
        case .anyRun:
            var rest = bytes
            while true {
                if matchSegment(tokens.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case .anyByte:
            guard !bytes.isEmpty else { return false }
            return matchSegment(tokens.dropFirst(), bytes.dropFirst())
        case .byte(let byte):
            guard bytes.first == byte else { return false }
            return matchSegment(tokens.dropFirst(), bytes.dropFirst())
        case .set(let ranges, let negated):
            guard let byte = bytes.first, ranges.contains(where: { $0.contains(byte) }) != negated else { return false }
            return matchSegment(tokens.dropFirst(), bytes.dropFirst())
        }
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
