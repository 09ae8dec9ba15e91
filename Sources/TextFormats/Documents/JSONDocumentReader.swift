import TripSource

/// Reads JSON (RFC 8259) into a `DocumentNode`, keeping the position of every key and value.
///
/// Foundation's `JSONSerialization` forgets positions, and configuration errors must point at the
/// key or value at fault, so this small reader does the job, with a stack of its own rather than
/// recursion. It refuses what
/// RFC 8259 refuses (comments, trailing commas, single quotes, control characters in strings, lone
/// surrogates) and, beyond it, duplicate keys (told apart by their exact scalars, so `"é"` and
/// `"e\u0301"` are two keys, as in property lists), unless asked to keep them
/// (`readKeepingDuplicates`), for files whose duplicates are findings rather than errors.
package struct JSONDocumentReader {
    private let text: DocumentText
    private var position: Int
    private let depthLimit: Int
    /// Whether a repeated key is kept (and noted in `duplicates`) instead of refused.
    private let keepsDuplicates: Bool
    /// The repeated keys seen, when they are kept.
    private var duplicates: [DocumentDuplicateKey] = []

    /// Reads a whole document.
    ///
    /// - Parameters:
    ///   - bytes: The document, UTF-8 with or without a byte-order mark.
    ///   - file: The path to name in locations.
    ///   - maxDepth: The most containers one may nest (`InputLimit.nestingDepth`).
    /// - Returns: The value.
    /// - Throws: `DocumentSyntaxError` at the first problem.
    package static func read(_ bytes: [UInt8], file: String, maxDepth: Int = 128) throws(DocumentSyntaxError) -> DocumentNode {
        var reader = JSONDocumentReader(text: try DocumentText(bytes: bytes, file: file), depthLimit: maxDepth, keepsDuplicates: false)
        return try reader.document()
    }

    /// Reads a whole document in which a key may repeat within a mapping, as most JSON readers
    /// allow (they keep one of the values, silently).
    ///
    /// Every entry is kept in the mapping, in file order, so the mapping may hold a key more than
    /// once; a reader of it decides which one counts (the last, as `JSONSerialization` does).
    ///
    /// - Parameters:
    ///   - bytes: The document, UTF-8 with or without a byte-order mark.
    ///   - file: The path to name in locations.
    ///   - maxDepth: The most containers one may nest (`InputLimit.nestingDepth`).
    /// - Returns: The value, and each repetition of a key with where the key was first written.
    /// - Throws: `DocumentSyntaxError` at the first problem other than a repeated key.
    package static func readKeepingDuplicates(
        _ bytes: [UInt8], file: String, maxDepth: Int = 128
    ) throws(DocumentSyntaxError) -> (DocumentNode, duplicates: [DocumentDuplicateKey]) {
        var reader = JSONDocumentReader(text: try DocumentText(bytes: bytes, file: file), depthLimit: maxDepth, keepsDuplicates: true)
        let value = try reader.document()
        return (value, reader.duplicates)
    }

    private init(text: DocumentText, depthLimit: Int, keepsDuplicates: Bool) {
        self.text = text
        self.position = text.start
        self.depthLimit = depthLimit
        self.keepsDuplicates = keepsDuplicates
    }

    /// The value that makes up the whole text.
    private mutating func document() throws(DocumentSyntaxError) -> DocumentNode {
        skipWhitespace()
        let value = try value()
        skipWhitespace()
        if position < bytes.count {
            throw unexpected(expected: "the end of the document")
        }
        return value
    }

    private var bytes: [UInt8] { text.bytes }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private func unexpected(expected: String) -> DocumentSyntaxError {
        if position >= bytes.count {
            return .unexpectedEnd(text.location(position), expected: expected)
        }
        return .unexpectedCharacter(text.location(position), found: text.describeByte(at: position), expected: expected)
    }

    /// The keys of one mapping read so far, to tell a repeated one: a short list for the few keys
    /// most mappings hold (no table to allocate and hash into), a table once there are more than
    /// `listLimit`, so that a mapping of many keys costs no pairwise comparisons.
    private struct SeenKeys {
        private var list: [(key: String, location: SourceLocation)] = []
        private var table: [ExactKey: SourceLocation] = [:]
        private static let listLimit = 8

        /// Records a key and where it is written; returns where it was written before (the last
        /// time), or `nil` for a key not seen before in the mapping.
        mutating func insert(_ key: String, at location: SourceLocation) -> SourceLocation? {
            if table.isEmpty {
                for index in list.indices where list[index].key.hasSameScalars(as: key) {
                    defer { list[index].location = location }
                    return list[index].location
                }
                if list.count < Self.listLimit {
                    list.append((key, location))
                    return nil
                }
                for seen in list { table[ExactKey(seen.key)] = seen.location }
                list = []
            }
            return table.updateValue(location, forKey: ExactKey(key))
        }
    }

    /// A container being read: what it holds so far, and for a mapping the key whose value comes
    /// next. Changed in place on the stack (`stack[top]`), so that appending never copies.
    private struct Frame {
        let isMap: Bool
        let location: SourceLocation
        var items: [DocumentNode] = []
        var entries: [DocumentEntry] = []
        var seen = SeenKeys()
        var key = ""
        /// Where `key` is; the container's own location until a key is read.
        var keyLocation: SourceLocation

        init(isMap: Bool, location: SourceLocation) {
            self.isMap = isMap
            self.location = location
            self.keyLocation = location
        }
    }

    /// Reads one value, containers included, with a stack of its own instead of recursion, so
    /// that nesting costs heap, not the call stack, up to `depthLimit` containers.
    private mutating func value() throws(DocumentSyntaxError) -> DocumentNode {
        var stack: [Frame] = []
        while true {
            // A value starts here: a scalar, an empty container, or the first member of one.
            skipWhitespace()
            guard position < bytes.count else { throw unexpected(expected: "a value") }
            let location = text.location(position)
            var node: DocumentNode
            switch bytes[position] {
            case UInt8(ascii: "{"):
                guard stack.count < depthLimit else { throw .tooDeep(location, limit: depthLimit) }
                position += 1
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    node = .map([], location)
                } else {
                    var frame = Frame(isMap: true, location: location)
                    (frame.key, frame.keyLocation) = try key(seen: &frame.seen)
                    stack.append(frame)
                    continue
                }
            case UInt8(ascii: "["):
                guard stack.count < depthLimit else { throw .tooDeep(location, limit: depthLimit) }
                position += 1
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    node = .list([], location)
                } else {
                    stack.append(Frame(isMap: false, location: location))
                    continue
                }
            case UInt8(ascii: "\""):
                node = .scalar(.string(try string()), location)
            case UInt8(ascii: "t"):
                try literal("true")
                node = .scalar(.bool(true), location)
            case UInt8(ascii: "f"):
                try literal("false")
                node = .scalar(.bool(false), location)
            case UInt8(ascii: "n"):
                try literal("null")
                node = .scalar(.null, location)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                node = .scalar(.number(try number()), location)
            default:
                throw unexpected(expected: "a value")
            }
            // The value is whole: hand it to its container, closing every container it completes.
            closing: while let top = stack.indices.last {
                skipWhitespace()
                if stack[top].isMap {
                    stack[top].entries.append(DocumentEntry(key: stack[top].key, keyLocation: stack[top].keyLocation, value: node))
                    guard position < bytes.count else { throw unexpected(expected: "',' or '}'") }
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                        (stack[top].key, stack[top].keyLocation) = try key(seen: &stack[top].seen)
                        break closing
                    } else if bytes[position] == UInt8(ascii: "}") {
                        position += 1
                        let frame = stack.removeLast()
                        node = .map(frame.entries, frame.location)
                    } else {
                        throw unexpected(expected: "',' or '}'")
                    }
                } else {
                    stack[top].items.append(node)
                    guard position < bytes.count else { throw unexpected(expected: "',' or ']'") }
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                        break closing
                    } else if bytes[position] == UInt8(ascii: "]") {
                        position += 1
                        let frame = stack.removeLast()
                        node = .list(frame.items, frame.location)
                    } else {
                        throw unexpected(expected: "',' or ']'")
                    }
                }
            }
            if stack.isEmpty { return node }
        }
    }

    /// Reads a mapping's key and the `:` after it; a key seen before in the mapping is an error.
    private mutating func key(seen: inout SeenKeys) throws(DocumentSyntaxError) -> (String, SourceLocation) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            throw unexpected(expected: "a quoted key")
        }
        let keyLocation = text.location(position)
        let key = try string()
        if let first = seen.insert(key, at: keyLocation) {
            guard keepsDuplicates else { throw .duplicateKey(keyLocation, key: key, first: first) }
            duplicates.append(DocumentDuplicateKey(key: key, first: first, duplicate: keyLocation))
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            throw unexpected(expected: "':' after the key")
        }
        position += 1
        return (key, keyLocation)
    }

    private mutating func literal(_ word: String) throws(DocumentSyntaxError) {
        let start = position
        for byte in word.utf8 {
            guard position < bytes.count, bytes[position] == byte else {
                position = start
                throw unexpected(expected: "a value")
            }
            position += 1
        }
    }

    /// Reads a string starting at its opening quote.
    ///
    /// A string without escapes is its bytes (the text is well-formed UTF-8, `DocumentText`): one
    /// `String` made from them. One with escapes gathers its UTF-8 bytes, each escape encoded.
    private mutating func string() throws(DocumentSyntaxError) -> String {
        let open = position
        position += 1
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return text.text(start..<position - 1)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            position += 1
        }
        var utf8 = Array(bytes[start..<position])
        while true {
            guard position < bytes.count else { throw .unterminatedString(text.location(open)) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 {
                throw byte == 0x0A || byte == 0x0D
                    ? .unterminatedString(text.location(open))
                    : .controlCharacter(text.location(position), byte: byte)
            }
            if byte == UInt8(ascii: "\\") {
                UTF8.encode(try escape()) { utf8.append($0) }
                continue
            }
            utf8.append(byte)
            position += 1
        }
    }

    /// Reads one escape sequence starting at its backslash.
    private mutating func escape() throws(DocumentSyntaxError) -> Unicode.Scalar {
        let start = position
        guard position + 1 < bytes.count else { throw .unterminatedString(text.location(start)) }
        let letter = bytes[position + 1]
        position += 2
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hexQuad(escapeStart: start)
            if (0xD800...0xDBFF).contains(high) {
                let lowStart = position
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                      bytes[position + 1] == UInt8(ascii: "u") else {
                    throw .invalidEscape(text.location(start), escape: text.text(start..<position))
                }
                position += 2
                let low = try hexQuad(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low),
                      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                    throw .invalidEscape(text.location(start), escape: text.text(start..<position))
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw .invalidEscape(text.location(start), escape: text.text(start..<position))
            }
            return scalar
        default:
            throw .invalidEscape(text.location(start), escape: text.text(start..<min(position, bytes.count)))
        }
    }

    /// Reads the four hex digits after `\u`.
    private mutating func hexQuad(escapeStart: Int) throws(DocumentSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = Self.hexValue(bytes[position]) else {
                throw .invalidEscape(text.location(escapeStart), escape: text.text(escapeStart..<min(position + 1, bytes.count)))
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Reads a number as written: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func number() throws(DocumentSyntaxError) -> String {
        let start = position
        func digits() -> Int {
            let first = position
            while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
            return position - first
        }
        var valid = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits()
        if integerDigits == 0 || (integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0")) { valid = false }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            if digits() == 0 { valid = false }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            if digits() == 0 { valid = false }
        }
        // A number runs into letters or digits only when it is malformed ("01", "1x").
        while position < bytes.count, Self.isWordByte(bytes[position]) {
            position += 1
            valid = false
        }
        let written = text.text(start..<position)
        guard valid else { throw .invalidNumber(text.location(start), text: written) }
        return written
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
    }
}
