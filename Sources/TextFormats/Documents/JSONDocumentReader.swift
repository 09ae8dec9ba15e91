import TripSource

/// Reads JSON (RFC 8259) into a `DocumentNode`, keeping the position of every key and value.
///
/// Foundation's `JSONSerialization` forgets positions, and configuration errors must point at the
/// key or value at fault, so this small recursive-descent reader does the job. It refuses what
/// RFC 8259 refuses (comments, trailing commas, single quotes, control characters in strings, lone
/// surrogates) and, beyond it, duplicate keys (told apart by their exact scalars, so `"é"` and
/// `"e\u0301"` are two keys, as in property lists).
package struct JSONDocumentReader {
    private let text: DocumentText
    private var position: Int
    private static let depthLimit = 128

    /// Reads a whole document.
    ///
    /// - Parameters:
    ///   - bytes: The document, UTF-8 with or without a byte-order mark.
    ///   - file: The path to name in locations.
    /// - Returns: The value.
    /// - Throws: `DocumentSyntaxError` at the first problem.
    package static func read(_ bytes: [UInt8], file: String) throws(DocumentSyntaxError) -> DocumentNode {
        var reader = JSONDocumentReader(text: try DocumentText(bytes: bytes, file: file))
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        if reader.position < bytes.count {
            throw reader.unexpected(expected: "the end of the document")
        }
        return value
    }

    private init(text: DocumentText) {
        self.text = text
        self.position = text.start
    }

    private var bytes: [UInt8] { text.bytes }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) {
            position += 1
        }
    }

    private func unexpected(expected: String) -> DocumentSyntaxError {
        if position >= bytes.count {
            return .unexpectedEnd(text.location(position), expected: expected)
        }
        return .unexpectedCharacter(text.location(position), found: text.describeByte(at: position), expected: expected)
    }

    private mutating func value(depth: Int) throws(DocumentSyntaxError) -> DocumentNode {
        guard position < bytes.count else { throw unexpected(expected: "a value") }
        let location = text.location(position)
        switch bytes[position] {
        case UInt8(ascii: "{"):
            return try object(depth: depth + 1)
        case UInt8(ascii: "["):
            return try array(depth: depth + 1)
        case UInt8(ascii: "\""):
            return .scalar(.string(try string()), location)
        case UInt8(ascii: "t"):
            try literal("true")
            return .scalar(.bool(true), location)
        case UInt8(ascii: "f"):
            try literal("false")
            return .scalar(.bool(false), location)
        case UInt8(ascii: "n"):
            try literal("null")
            return .scalar(.null, location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .scalar(.number(try number()), location)
        default:
            throw unexpected(expected: "a value")
        }
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

    private mutating func object(depth: Int) throws(DocumentSyntaxError) -> DocumentNode {
        let location = text.location(position)
        guard depth <= Self.depthLimit else { throw .tooDeep(location, limit: Self.depthLimit) }
        position += 1
        var entries: [DocumentEntry] = []
        var seen: [ExactKey: SourceLocation] = [:]
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .map(entries, location)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw unexpected(expected: "a quoted key")
            }
            let keyLocation = text.location(position)
            let key = try string()
            if let first = seen.updateValue(keyLocation, forKey: ExactKey(key)) {
                throw .duplicateKey(keyLocation, key: key, first: first)
            }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw unexpected(expected: "':' after the key")
            }
            position += 1
            skipWhitespace()
            let entry = DocumentEntry(key: key, keyLocation: keyLocation, value: try value(depth: depth))
            entries.append(entry)
            skipWhitespace()
            guard position < bytes.count else { throw unexpected(expected: "',' or '}'") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .map(entries, location)
            } else {
                throw unexpected(expected: "',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(DocumentSyntaxError) -> DocumentNode {
        let location = text.location(position)
        guard depth <= Self.depthLimit else { throw .tooDeep(location, limit: Self.depthLimit) }
        position += 1
        var items: [DocumentNode] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .list(items, location)
        }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth))
            skipWhitespace()
            guard position < bytes.count else { throw unexpected(expected: "',' or ']'") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .list(items, location)
            } else {
                throw unexpected(expected: "',' or ']'")
            }
        }
    }

    /// Reads a string starting at its opening quote.
    private mutating func string() throws(DocumentSyntaxError) -> String {
        let open = position
        position += 1
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flush(_ end: Int) {
            scalars.append(contentsOf: text.text(runStart..<end).unicodeScalars)
        }
        while true {
            guard position < bytes.count else { throw .unterminatedString(text.location(open)) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                flush(position)
                position += 1
                return String(scalars)
            }
            if byte < 0x20 {
                throw byte == 0x0A || byte == 0x0D
                    ? .unterminatedString(text.location(open))
                    : .controlCharacter(text.location(position), byte: byte)
            }
            if byte == UInt8(ascii: "\\") {
                flush(position)
                scalars.append(try escape())
                runStart = position
                continue
            }
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
