import TripSource

extension YAMLDocumentReader {
    // MARK: Block scalars

    /// A literal (`|`) or folded (`>`) block scalar whose indicator is at `start`: the header (a
    /// chomping indicator `-`/`+` and an indentation indicator `1`...`9`, in either order, then
    /// spaces and a comment), and the lines indented at least as deep as its content, which is
    /// found as YAML 1.1 readers find it: the indentation indicator over the enclosing
    /// collection's, else the deepest of the leading blank lines and the first content line. Line
    /// breaks become `\n`; a folded scalar joins lines of text that are not more indented with a
    /// space. Each byte is looked at a bounded number of times, and nothing recurses.
    ///
    /// Returns the string and the offset where the line of its last content line ends (the header
    /// line's end for an empty scalar), so that the caller's `endLine(from:)` goes on with the next
    /// line; blank lines after it are skipped as every blank line is.
    func blockScalar(at start: Int) throws(DocumentSyntaxError) -> (String, Int) {
        let folded = bytes[start] == UInt8(ascii: ">")
        var position = start + 1
        var chomping: Bool? = nil  // nil clips, false strips, true keeps
        var increment: Int? = nil
        for _ in 0..<2 {
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if chomping == nil, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                chomping = byte == UInt8(ascii: "+")
            } else if increment == nil, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                guard byte != UInt8(ascii: "0") else {
                    throw .unexpectedCharacter(
                        text.location(position), found: "'0'", expected: "an indentation indicator from 1 to 9")
                }
                increment = Int(byte - UInt8(ascii: "0"))
            } else {
                break
            }
            position += 1
        }
        if position < bytes.count, !isBlankOrEnd(position) {
            throw .unexpectedCharacter(
                text.location(position), found: text.describeByte(at: position),
                expected: "a chomping (+, -) or indentation (1-9) indicator, a comment or the end of the line")
        }
        // The rest of the header line: spaces and a comment.
        position = try spaces(from: position)
        if position < bytes.count, bytes[position] == YAMLByte.hash {
            while !atLineEnd(position) { position += 1 }
        } else if !atLineEnd(position) {
            throw .unexpectedCharacter(
                text.location(position), found: text.describeByte(at: position), expected: "a comment or the end of the line")
        }
        var end = position
        position = lineBreak(at: position).next

        let minimum = max((blocks.last?.indent ?? -1) + 1, 1)
        var indent: Int
        var breaks = 0
        if let increment {
            indent = minimum + increment - 1
            breaks = skipBlankLines(from: &position, indent: indent)
        } else {
            // The leading blank lines: the deepest of them and the first content line sets the indentation.
            var deepest = 0
            while position < bytes.count {
                let lineStart = position
                while position < bytes.count, bytes[position] == YAMLByte.space { position += 1 }
                deepest = max(deepest, position - lineStart)
                guard atLineEnd(position), position < bytes.count else { break }
                breaks += 1
                position = lineBreak(at: position).next
            }
            indent = max(minimum, deepest)
        }

        var result: [UInt8] = []
        var lineEnded = false  // whether the last content line ended with a break (to chomp)
        while position < bytes.count, column(of: position) == indent {
            result.append(contentsOf: repeatElement(YAMLByte.lineFeed, count: breaks))
            let leadingNonSpace = bytes[position] != YAMLByte.space && bytes[position] != YAMLByte.tab
            let contentStart = position
            while !atLineEnd(position) { position += 1 }
            result.append(contentsOf: bytes[contentStart..<position])
            end = position
            let (hasBreak, next) = lineBreak(at: position)
            lineEnded = hasBreak
            position = next
            breaks = skipBlankLines(from: &position, indent: indent)
            guard hasBreak, position < bytes.count, column(of: position) == indent else { break }
            if folded, leadingNonSpace, bytes[position] != YAMLByte.space, bytes[position] != YAMLByte.tab {
                if breaks == 0 { result.append(YAMLByte.space) }
            } else {
                result.append(YAMLByte.lineFeed)
            }
        }
        if chomping != false, lineEnded { result.append(YAMLByte.lineFeed) }
        if chomping == true { result.append(contentsOf: repeatElement(YAMLByte.lineFeed, count: breaks)) }
        return (String(decoding: result, as: UTF8.self), end)
    }

    /// Whether a line break is at `position`, and where the line after it starts (`position`
    /// itself at the end of the document).
    private func lineBreak(at position: Int) -> (Bool, next: Int) {
        guard position < bytes.count, isBreak(bytes[position]) else { return (false, position) }
        return (true, nextLine(from: position))
    }

    /// The 0-based column, in bytes, of an offset (only spaces come before it on its line here).
    private func column(of position: Int) -> Int {
        var start = position
        while start > text.start, !isBreak(bytes[start - 1]) { start -= 1 }
        return position - start
    }

    /// Skips up to `indent` spaces, then every line that holds no more than that: the breaks of
    /// the blank lines between and after a block scalar's content lines. Returns how many.
    private func skipBlankLines(from position: inout Int, indent: Int) -> Int {
        var breaks = 0
        while true {
            let lineStart = position
            while position < bytes.count, bytes[position] == YAMLByte.space, position - lineStart < indent { position += 1 }
            guard position < bytes.count, isBreak(bytes[position]) else { return breaks }
            breaks += 1
            position = nextLine(from: position)
        }
    }
}
