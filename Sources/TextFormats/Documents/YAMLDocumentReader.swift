import TripSource

/// Reads the small subset of YAML that TripKit's configuration needs into a `DocumentNode`.
///
/// Supported: block mappings and block lists (a list may sit at its key's indentation, and a list
/// item may hold a mapping, `- key: value`), flow lists `[a, b]` and flow mappings `{a: b}` that
/// end on the line they start, plain, single-quoted and double-quoted scalars on one line, `#`
/// comments, and one leading `---`. Plain scalars resolve as YAML 1.2's core schema does:
/// `true`/`false` (any case form YAML allows) are booleans, `null`, `~` and nothing are null,
/// numbers are numbers, everything else is a string (so `yes` is the string "yes").
///
/// Everything else is refused with a positioned `DocumentSyntaxError` rather than misread:
/// anchors, aliases, tags, block scalars (`|`, `>`), directives, several documents, complex keys,
/// plain values continued on the next line, tabs in indentation and duplicate keys.
package struct YAMLDocumentReader {
    /// One line that holds content, or part of one: a list item's content becomes a line of its
    /// own, indented to where the content starts.
    private struct Line {
        /// Offset of the first byte of the physical line.
        let start: Int
        /// Offset where the content starts.
        var content: Int
        /// Offset just past the content, before the line break.
        let end: Int
        /// The content's indentation in bytes (its column minus one).
        var indent: Int { content - start }
    }

    private let text: DocumentText
    private var lines: [Line] = []
    private var index = 0
    private static let depthLimit = 64

    /// Reads a whole document.
    ///
    /// - Parameters:
    ///   - bytes: The document, UTF-8 with or without a byte-order mark.
    ///   - file: The path to name in locations.
    /// - Returns: The value, or `nil` when the document holds only comments and blank lines.
    /// - Throws: `DocumentSyntaxError` at the first problem.
    package static func read(_ bytes: [UInt8], file: String) throws(DocumentSyntaxError) -> DocumentNode? {
        var reader = YAMLDocumentReader(text: try DocumentText(bytes: bytes, file: file))
        try reader.splitLines()
        guard !reader.lines.isEmpty else { return nil }
        let node = try reader.block(parentIndent: -1, depth: 0)
        if reader.index < reader.lines.count {
            throw .badIndentation(reader.text.location(reader.lines[reader.index].content))
        }
        return node
    }

    private init(text: DocumentText) {
        self.text = text
    }

    private var bytes: [UInt8] { text.bytes }

    // MARK: Lines

    /// Finds the lines that hold content, refusing control characters, tab indentation,
    /// directives and document markers after the first.
    private mutating func splitLines() throws(DocumentSyntaxError) {
        var lineStart = text.start
        var position = text.start
        var sawContent = false
        while lineStart <= bytes.count {
            while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
                let byte = bytes[position]
                if (byte < 0x20 && byte != 0x09) || byte == 0x7F {
                    throw .controlCharacter(text.location(position), byte: byte)
                }
                position += 1
            }
            let end = position
            var content = lineStart
            var tab: Int? = nil
            while content < end, bytes[content] == 0x20 || bytes[content] == 0x09 {
                if bytes[content] == 0x09, tab == nil { tab = content }
                content += 1
            }
            if content < end, bytes[content] != UInt8(ascii: "#") {
                if let tab { throw .tabIndentation(text.location(tab)) }
                let line = Line(start: lineStart, content: content, end: end)
                if line.indent == 0, bytes[content] == UInt8(ascii: "%") {
                    throw .unsupported(text.location(content), .directive)
                }
                if line.indent == 0, isDocumentMarker(line) {
                    let rest = skipSpaces(content + 3, end)
                    guard !sawContent, bytes[content] == UInt8(ascii: "-"),
                          rest == end || bytes[rest] == UInt8(ascii: "#") else {
                        throw .unsupported(text.location(content), .multipleDocuments)
                    }
                } else {
                    lines.append(line)
                }
                sawContent = true
            }
            if position < bytes.count, bytes[position] == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A {
                position += 1
            }
            position += 1
            lineStart = position
        }
    }

    /// Whether a line starts with `---` or `...` followed by nothing or a space.
    private func isDocumentMarker(_ line: Line) -> Bool {
        let start = line.content
        guard start + 3 <= line.end else { return false }
        let marker = bytes[start]
        guard marker == UInt8(ascii: "-") || marker == UInt8(ascii: "."),
              bytes[start + 1] == marker, bytes[start + 2] == marker else { return false }
        return start + 3 == line.end || isSpace(bytes[start + 3])
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09
    }

    private func skipSpaces(_ position: Int, _ end: Int) -> Int {
        var position = position
        while position < end, isSpace(bytes[position]) { position += 1 }
        return position
    }

    // MARK: Block structure

    /// Reads the value that starts on the current line, which is indented deeper than its parent.
    private mutating func block(parentIndent: Int, depth: Int) throws(DocumentSyntaxError) -> DocumentNode {
        let line = lines[index]
        guard depth <= Self.depthLimit else { throw .tooDeep(text.location(line.content), limit: Self.depthLimit) }
        if isListItem(line) {
            return try list(indent: line.indent, depth: depth)
        }
        if try entryKey(line) != nil {
            return try mapping(indent: line.indent, depth: depth)
        }
        let (node, end, plain) = try inlineValue(at: line.content, line: line, depth: depth)
        try expectLineEnd(from: end, line: line)
        index += 1
        if parentIndent < 0, index < lines.count {
            let next = lines[index].content
            throw .unexpectedCharacter(
                text.location(next), found: text.describeByte(at: next), expected: "the end of the document after its single value")
        }
        try refuseContinuation(parentIndent: parentIndent, afterPlain: plain)
        return node
    }

    private func isListItem(_ line: Line) -> Bool {
        bytes[line.content] == UInt8(ascii: "-") && (line.content + 1 == line.end || isSpace(bytes[line.content + 1]))
    }

    /// A block list whose `-` markers sit at `indent`.
    private mutating func list(indent: Int, depth: Int) throws(DocumentSyntaxError) -> DocumentNode {
        let location = text.location(lines[index].content)
        var items: [DocumentNode] = []
        while index < lines.count, lines[index].indent == indent, isListItem(lines[index]) {
            let line = lines[index]
            let item = skipSpaces(line.content + 1, line.end)
            if item == line.end || bytes[item] == UInt8(ascii: "#") {
                index += 1
                if index < lines.count, lines[index].indent > indent {
                    items.append(try block(parentIndent: indent, depth: depth + 1))
                } else {
                    items.append(.scalar(.null, text.location(line.content)))
                }
            } else {
                // The item's content reads as a line of its own, indented to where it starts.
                lines[index].content = item
                items.append(try block(parentIndent: indent, depth: depth + 1))
            }
        }
        if index < lines.count, lines[index].indent > indent {
            throw .badIndentation(text.location(lines[index].content))
        }
        return .list(items, location)
    }

    /// A block mapping whose keys sit at `indent`.
    private mutating func mapping(indent: Int, depth: Int) throws(DocumentSyntaxError) -> DocumentNode {
        let location = text.location(lines[index].content)
        var entries: [DocumentEntry] = []
        var seen: [String: SourceLocation] = [:]
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            guard let (key, keyLocation, afterColon) = try entryKey(line) else {
                let found = isListItem(line) ? "a list item" : "a value without a key"
                throw .unexpectedCharacter(text.location(line.content), found: found, expected: "'key: value'")
            }
            if let first = seen[key] {
                throw .duplicateKey(keyLocation, key: key, first: first)
            }
            seen[key] = keyLocation
            let valueStart = skipSpaces(afterColon, line.end)
            let value: DocumentNode
            if valueStart == line.end || bytes[valueStart] == UInt8(ascii: "#") {
                index += 1
                if index < lines.count, lines[index].indent > indent {
                    value = try block(parentIndent: indent, depth: depth + 1)
                } else if index < lines.count, lines[index].indent == indent, isListItem(lines[index]) {
                    value = try list(indent: indent, depth: depth + 1)
                } else {
                    value = .scalar(.null, keyLocation)
                }
            } else {
                let (node, end, plain) = try inlineValue(at: valueStart, line: line, depth: depth + 1)
                try expectLineEnd(from: end, line: line)
                index += 1
                try refuseContinuation(parentIndent: indent, afterPlain: plain)
                value = node
            }
            entries.append(DocumentEntry(key: key, keyLocation: keyLocation, value: value))
        }
        if index < lines.count, lines[index].indent > indent {
            throw .badIndentation(text.location(lines[index].content))
        }
        return .map(entries, location)
    }

    /// After a value that ends its line, refuses a following line indented as if it continued it.
    private func refuseContinuation(parentIndent: Int, afterPlain plain: Bool) throws(DocumentSyntaxError) {
        guard index < lines.count, lines[index].indent > parentIndent else { return }
        let next = lines[index]
        let location = text.location(next.content)
        let startsValue = isListItem(next) || (try? entryKey(next)) != nil
        throw plain && !startsValue ? .unsupported(location, .multilinePlainScalar) : .badIndentation(location)
    }

    /// The key of a `key: value` line, its location and the offset after its colon, or `nil` when
    /// the line is not a mapping entry.
    private func entryKey(_ line: Line) throws(DocumentSyntaxError) -> (String, SourceLocation, Int)? {
        let start = line.content
        let first = bytes[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let (key, end) = try quoted(at: start, lineEnd: line.end)
            let colon = skipSpaces(end, line.end)
            guard colon < line.end, bytes[colon] == UInt8(ascii: ":"),
                  colon + 1 == line.end || isSpace(bytes[colon + 1]) else { return nil }
            return (key, text.location(start), colon + 1)
        }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") || isListItem(line) {
            return nil
        }
        try refuseIndicator(at: start, lineEnd: line.end)
        var position = start
        while position < line.end {
            let byte = bytes[position]
            if byte == UInt8(ascii: ":"), position + 1 == line.end || isSpace(bytes[position + 1]) {
                var keyEnd = position
                while keyEnd > start, isSpace(bytes[keyEnd - 1]) { keyEnd -= 1 }
                return (text.text(start..<keyEnd), text.location(start), position + 1)
            }
            if isSpace(byte), position + 1 < line.end, bytes[position + 1] == UInt8(ascii: "#") {
                return nil
            }
            position += 1
        }
        return nil
    }

    /// Refuses what may follow only spaces or a comment on a line.
    private func expectLineEnd(from end: Int, line: Line) throws(DocumentSyntaxError) {
        let position = skipSpaces(end, line.end)
        guard position < line.end else { return }
        if bytes[position] == UInt8(ascii: "#"), position > end { return }
        throw .unexpectedCharacter(
            text.location(position), found: text.describeByte(at: position), expected: "the end of the line or a comment")
    }

    // MARK: Values on one line

    /// A value that starts at `position` and ends on its line: returns it, where it ends, and
    /// whether it was a plain scalar.
    private func inlineValue(at position: Int, line: Line, depth: Int) throws(DocumentSyntaxError) -> (DocumentNode, Int, Bool) {
        let first = bytes[position]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let (string, end) = try quoted(at: position, lineEnd: line.end)
            return (.scalar(.string(string), text.location(position)), end, false)
        }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
            let (node, end) = try flow(at: position, lineEnd: line.end, depth: depth)
            return (node, end, false)
        }
        try refuseIndicator(at: position, lineEnd: line.end)
        var end = position
        while end < line.end {
            let byte = bytes[end]
            if byte == UInt8(ascii: ":"), end + 1 == line.end || isSpace(bytes[end + 1]) {
                throw .colonInPlainValue(text.location(end))
            }
            if isSpace(byte), end + 1 < line.end, bytes[end + 1] == UInt8(ascii: "#") { break }
            end += 1
        }
        var trimmed = end
        while trimmed > position, isSpace(bytes[trimmed - 1]) { trimmed -= 1 }
        return (.scalar(Self.resolvePlain(text.text(position..<trimmed)), text.location(position)), end, true)
    }

    /// Refuses the indicators that start YAML features outside the subset.
    private func refuseIndicator(at position: Int, lineEnd: Int) throws(DocumentSyntaxError) {
        let location = text.location(position)
        let followedBySpace = position + 1 == lineEnd || isSpace(bytes[position + 1])
        switch bytes[position] {
        case UInt8(ascii: "&"): throw .unsupported(location, .anchor)
        case UInt8(ascii: "*"): throw .unsupported(location, .alias)
        case UInt8(ascii: "!"): throw .unsupported(location, .tag)
        case UInt8(ascii: "|"), UInt8(ascii: ">"): throw .unsupported(location, .blockScalar)
        case UInt8(ascii: "?") where followedBySpace: throw .unsupported(location, .complexKey)
        case UInt8(ascii: "-") where followedBySpace:
            throw .unexpectedCharacter(location, found: "a list item", expected: "a value (a list starts on its own line)")
        case UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw .unexpectedCharacter(
                location, found: text.describeByte(at: position), expected: "a value (quote values that start with it)")
        default: return
        }
    }

    /// A flow list or flow mapping that ends on its line.
    private func flow(at open: Int, lineEnd: Int, depth: Int) throws(DocumentSyntaxError) -> (DocumentNode, Int) {
        let location = text.location(open)
        guard depth <= Self.depthLimit else { throw .tooDeep(location, limit: Self.depthLimit) }
        let isList = bytes[open] == UInt8(ascii: "[")
        let close = isList ? UInt8(ascii: "]") : UInt8(ascii: "}")
        var items: [DocumentNode] = []
        var entries: [DocumentEntry] = []
        var seen: [String: SourceLocation] = [:]
        var position = open + 1
        while true {
            position = skipSpaces(position, lineEnd)
            guard position < lineEnd else { throw .unterminatedFlowCollection(location) }
            if bytes[position] == close {
                return (isList ? .list(items, location) : .map(entries, location), position + 1)
            }
            if isList {
                let (item, end) = try flowItem(at: position, lineEnd: lineEnd, depth: depth)
                items.append(item)
                position = end
            } else {
                let keyLocation = text.location(position)
                let key: String
                switch bytes[position] {
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    (key, position) = try quoted(at: position, lineEnd: lineEnd)
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    throw .unsupported(keyLocation, .flowKey)
                default:
                    try refuseIndicator(at: position, lineEnd: lineEnd)
                    let end = flowPlainEnd(from: position, lineEnd: lineEnd)
                    guard end > position else {
                        throw .unexpectedCharacter(keyLocation, found: text.describeByte(at: position), expected: "a key")
                    }
                    key = text.text(position..<end)
                    position = end
                }
                position = skipSpaces(position, lineEnd)
                guard position < lineEnd, bytes[position] == UInt8(ascii: ":") else {
                    throw position < lineEnd
                        ? .unexpectedCharacter(text.location(position), found: text.describeByte(at: position), expected: "':' after the key")
                        : .unterminatedFlowCollection(location)
                }
                if let first = seen[key] {
                    throw .duplicateKey(keyLocation, key: key, first: first)
                }
                seen[key] = keyLocation
                position = skipSpaces(position + 1, lineEnd)
                guard position < lineEnd else { throw .unterminatedFlowCollection(location) }
                let (value, end) = try flowItem(at: position, lineEnd: lineEnd, depth: depth)
                entries.append(DocumentEntry(key: key, keyLocation: keyLocation, value: value))
                position = end
            }
            position = skipSpaces(position, lineEnd)
            guard position < lineEnd else { throw .unterminatedFlowCollection(location) }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] != close {
                throw .unexpectedCharacter(
                    text.location(position), found: text.describeByte(at: position),
                    expected: "',' or '\(Character(Unicode.Scalar(close)))'")
            }
        }
    }

    /// One value inside a flow collection.
    private func flowItem(at position: Int, lineEnd: Int, depth: Int) throws(DocumentSyntaxError) -> (DocumentNode, Int) {
        let location = text.location(position)
        switch bytes[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let (string, end) = try quoted(at: position, lineEnd: lineEnd)
            return (.scalar(.string(string), location), end)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            return try flow(at: position, lineEnd: lineEnd, depth: depth + 1)
        default:
            try refuseIndicator(at: position, lineEnd: lineEnd)
            let end = flowPlainEnd(from: position, lineEnd: lineEnd)
            guard end > position else {
                throw .unexpectedCharacter(location, found: text.describeByte(at: position), expected: "a value")
            }
            return (.scalar(Self.resolvePlain(text.text(position..<end)), location), end)
        }
    }

    /// Where a plain scalar inside a flow collection ends (trailing spaces excluded): before a flow
    /// indicator, a `: `, a ` #` or the end of the line.
    private func flowPlainEnd(from start: Int, lineEnd: Int) -> Int {
        var position = start
        scan: while position < lineEnd {
            switch bytes[position] {
            case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                break scan
            case UInt8(ascii: ":"):
                let next = position + 1
                if next == lineEnd || isSpace(bytes[next]) || [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[next]) {
                    break scan
                }
            case 0x20, 0x09:
                if position + 1 < lineEnd, bytes[position + 1] == UInt8(ascii: "#") { break scan }
            default:
                break
            }
            position += 1
        }
        while position > start, isSpace(bytes[position - 1]) { position -= 1 }
        return position
    }

    // MARK: Scalars

    /// A single- or double-quoted scalar that ends on its line: returns its value and the offset
    /// after the closing quote.
    private func quoted(at open: Int, lineEnd: Int) throws(DocumentSyntaxError) -> (String, Int) {
        let quote = bytes[open]
        var scalars = String.UnicodeScalarView()
        var position = open + 1
        var runStart = position
        while true {
            guard position < lineEnd else { throw .unterminatedString(text.location(open)) }
            let byte = bytes[position]
            if byte == quote {
                scalars.append(contentsOf: text.text(runStart..<position).unicodeScalars)
                if quote == UInt8(ascii: "'"), position + 1 < lineEnd, bytes[position + 1] == quote {
                    scalars.append("'")
                    position += 2
                    runStart = position
                    continue
                }
                return (String(scalars), position + 1)
            }
            if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: text.text(runStart..<position).unicodeScalars)
                let (scalar, end) = try escape(at: position, lineEnd: lineEnd)
                scalars.append(scalar)
                position = end
                runStart = position
                continue
            }
            position += 1
        }
    }

    /// A double-quoted escape sequence starting at its backslash.
    private func escape(at start: Int, lineEnd: Int) throws(DocumentSyntaxError) -> (Unicode.Scalar, Int) {
        guard start + 1 < lineEnd else { throw .unterminatedString(text.location(start)) }
        let simple: [UInt8: Unicode.Scalar] = [
            UInt8(ascii: "0"): "\0", UInt8(ascii: "a"): "\u{07}", UInt8(ascii: "b"): "\u{08}",
            UInt8(ascii: "t"): "\t", 0x09: "\t", UInt8(ascii: "n"): "\n", UInt8(ascii: "v"): "\u{0B}",
            UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "r"): "\r", UInt8(ascii: "e"): "\u{1B}",
            UInt8(ascii: " "): " ", UInt8(ascii: "\""): "\"", UInt8(ascii: "/"): "/", UInt8(ascii: "\\"): "\\",
            UInt8(ascii: "N"): "\u{85}", UInt8(ascii: "_"): "\u{A0}", UInt8(ascii: "L"): "\u{2028}",
            UInt8(ascii: "P"): "\u{2029}",
        ]
        let letter = bytes[start + 1]
        if let scalar = simple[letter] { return (scalar, start + 2) }
        let width: Int
        switch letter {
        case UInt8(ascii: "x"): width = 2
        case UInt8(ascii: "u"): width = 4
        case UInt8(ascii: "U"): width = 8
        default:
            var end = start + 2
            while end < lineEnd, bytes[end] & 0xC0 == 0x80 { end += 1 }
            throw .invalidEscape(text.location(start), escape: text.text(start..<end))
        }
        var value: UInt32 = 0
        var position = start + 2
        while position < start + 2 + width {
            guard position < lineEnd, let digit = JSONDocumentReader.hexValue(bytes[position]) else {
                throw .invalidEscape(text.location(start), escape: text.text(start..<min(position + 1, lineEnd)))
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw .invalidEscape(text.location(start), escape: text.text(start..<position))
        }
        return (scalar, position)
    }

    /// What a plain scalar means under YAML 1.2's core schema.
    static func resolvePlain(_ text: String) -> DocumentScalar {
        switch text {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case "", "~", "null", "Null", "NULL": return .null
        default: return isNumber(text) ? .number(text) : .string(text)
        }
    }

    /// Whether a plain scalar is a core-schema number: decimal, `0o` octal, `0x` hex, `.inf`, `.nan`.
    private static func isNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let rest = String(decoding: bytes, as: UTF8.self)
        if [".inf", ".Inf", ".INF"].contains(rest) || (bytes.count == text.utf8.count && [".nan", ".NaN", ".NAN"].contains(rest)) {
            return true
        }
        let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
        if bytes.count == text.utf8.count, rest.hasPrefix("0x") || rest.hasPrefix("0o") {
            let digits = rest.utf8.dropFirst(2)
            let allowed: (UInt8) -> Bool = rest.hasPrefix("0x")
                ? { JSONDocumentReader.hexValue($0) != nil } : { (0x30...0x37).contains($0) }
            return !digits.isEmpty && digits.allSatisfy(allowed)
        }
        var index = bytes.startIndex
        var mantissaDigits = 0
        while index < bytes.endIndex, isDigit(bytes[index]) { index = bytes.index(after: index); mantissaDigits += 1 }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index = bytes.index(after: index)
            while index < bytes.endIndex, isDigit(bytes[index]) { index = bytes.index(after: index); mantissaDigits += 1 }
        }
        guard mantissaDigits > 0 else { return false }
        if index < bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index = bytes.index(after: index)
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index = bytes.index(after: index)
            }
            var exponentDigits = 0
            while index < bytes.endIndex, isDigit(bytes[index]) { index = bytes.index(after: index); exponentDigits += 1 }
            guard exponentDigits > 0 else { return false }
        }
        return index == bytes.endIndex
    }
}
