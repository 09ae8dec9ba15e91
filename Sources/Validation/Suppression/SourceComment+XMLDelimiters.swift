import TripSource

/// Where an XML comment's parts are, from its text and where `<!--` starts: the suppression engine
/// reads `tripkit:` directives from XML comments only (storyboards, XIBs, XML property lists), so
/// it counts the 4 bytes of `<!--` and the 3 of `-->` around the text.
extension SourceComment {
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
