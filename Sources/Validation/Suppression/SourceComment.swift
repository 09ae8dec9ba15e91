import TripSource

/// A comment in a file, as the file's reader saw it: the text between `<!--` and `-->`, and where
/// `<!--` starts. Readers hand these to the engine, which reads `tripkit:` suppressions from them.
public struct SourceComment: Hashable, Sendable {
    /// The text between the delimiters, unchanged.
    public let text: String
    /// Where `<!--` starts.
    public let location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }

    /// The line on which `-->` ends.
    var endLine: Int {
        location.line + Self.lineBreaks(in: text.utf8)
    }

    /// The offset just past `-->`.
    var endOffset: Int {
        location.offset + 4 + text.utf8.count + 3
    }

    /// The location of a byte offset within `text` (counted from the start of `text`).
    func location(ofTextOffset index: Int) -> SourceLocation {
        let before = text.utf8.prefix(index)
        let breaks = Self.lineBreaks(in: before)
        let column: Int
        if breaks == 0 {
            column = location.column + 4 + index
        } else {
            let lastBreak = before.lastIndex { $0 == 0x0A || $0 == 0x0D } ?? before.startIndex
            column = before.distance(from: lastBreak, to: before.endIndex)
        }
        return SourceLocation(
            file: location.file, line: location.line + breaks, column: column, offset: location.offset + 4 + index)
    }

    /// The line breaks in some text: LF, CR, and CRLF counted once.
    private static func lineBreaks(in bytes: some Sequence<UInt8>) -> Int {
        var count = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x0D || (byte == 0x0A && previous != 0x0D) { count += 1 }
            previous = byte
        }
        return count
    }
}
