import TripSource

extension YAMLDocumentReader {
    // MARK: Plain scalars

    /// Where a plain scalar in block context that starts at `start` ends (trailing spaces
    /// excluded), and the offset of the `: ` that ends it when it is a key. It ends at the end of
    /// the line, before ` #`, or at a `:` followed by a space or the end of the line.
    func blockPlainEnd(from start: Int) throws(DocumentSyntaxError) -> (end: Int, colon: Int?) {
        try plainEnd(from: start, inFlow: false)
    }

    /// Where a plain scalar inside a flow collection ends (trailing spaces excluded): at the end of
    /// the line, before ` #`, at a flow indicator (`,`, `[`, `]`, `{`, `}`, `?`), or at a `:`
    /// followed by a space, the end of the line or a flow indicator.
    func flowPlainEnd(from start: Int) throws(DocumentSyntaxError) -> Int {
        try plainEnd(from: start, inFlow: true).end
    }

    /// The scan both contexts share; `inFlow` adds the flow indicators as ends. The colon is
    /// reported in block context only.
    private func plainEnd(from start: Int, inFlow: Bool) throws(DocumentSyntaxError) -> (end: Int, colon: Int?) {
        var position = start
        var colon: Int? = nil
        scan: while position < bytes.count {
            switch bytes[position] {
            case YAMLByte.lineFeed, YAMLByte.carriageReturn:
                break scan
            case let byte where inFlow && (byte == YAMLByte.question || isFlowIndicator(byte)):
                break scan
            case YAMLByte.colon where isBlankOrEnd(position + 1) || (inFlow && isFlowIndicator(bytes[position + 1])):
                if !inFlow { colon = position }
                break scan
            case YAMLByte.space where position + 1 < bytes.count && bytes[position + 1] == YAMLByte.hash:
                break scan
            case YAMLByte.tab:
                throw .tab(text.location(position))
            default:
                break
            }
            position += 1
        }
        while position > start, bytes[position - 1] == YAMLByte.space { position -= 1 }
        return (position, colon)
    }

    func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == YAMLByte.comma || byte == YAMLByte.openBracket || byte == YAMLByte.closeBracket
            || byte == YAMLByte.openBrace || byte == YAMLByte.closeBrace
    }

    /// Refuses the indicators no plain scalar may start with: those of YAML features outside the
    /// subset, and those that mean something else where they stand.
    func refuseIndicator(at position: Int, inFlow: Bool) throws(DocumentSyntaxError) {
        let location = text.location(position)
        let followedByBlank = isBlankOrEnd(position + 1)
        switch bytes[position] {
        case UInt8(ascii: "&"): throw .unsupported(location, .anchor)
        case UInt8(ascii: "*"): throw .unsupported(location, .alias)
        case UInt8(ascii: "!"): throw .unsupported(location, .tag)
        case YAMLByte.question where inFlow || followedByBlank:
            throw .unsupported(location, .complexKey)
        case YAMLByte.dash where followedByBlank:
            throw .unexpectedCharacter(
                location, found: "a list item",
                expected: inFlow ? "a value (items inside [...] are separated by commas)" : "a value (a list starts on its own line)")
        case YAMLByte.colon where inFlow || followedByBlank, YAMLByte.comma, YAMLByte.closeBracket, YAMLByte.closeBrace,
             UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw .unexpectedCharacter(location, found: text.describeByte(at: position), expected: "a value")
        case UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw .unexpectedCharacter(
                location, found: text.describeByte(at: position), expected: "a value (quote values that start with it)")
        default: return
        }
    }

    /// Refuses a key whose text, from its first character to its colon, is longer than YAML allows.
    func checkKeyLength(from start: Int, to colon: Int) throws(DocumentSyntaxError) {
        guard colon - start > Self.keyLengthLimit else { return }
        var characters = 0
        for byte in bytes[start..<colon] where byte & 0xC0 != 0x80 { characters += 1 }
        if characters > Self.keyLengthLimit { throw .keyTooLong(text.location(start), limit: Self.keyLengthLimit) }
    }

    // MARK: Quoted scalars

    /// A single- or double-quoted scalar that ends on its line: returns its value and the offset
    /// after the closing quote.
    func quoted(at open: Int) throws(DocumentSyntaxError) -> (String, Int) {
        let quote = bytes[open]
        var scalars = String.UnicodeScalarView()
        var position = open + 1
        var runStart = position
        while true {
            guard !atLineEnd(position) else { throw unclosedQuote(at: open, from: position) }
            let byte = bytes[position]
            if byte == quote {
                scalars.append(contentsOf: text.text(runStart..<position).unicodeScalars)
                if quote == YAMLByte.singleQuote, position + 1 < bytes.count, bytes[position + 1] == quote {
                    scalars.append("'")
                    position += 2
                    runStart = position
                    continue
                }
                return (String(scalars), position + 1)
            }
            if quote == YAMLByte.doubleQuote, byte == YAMLByte.backslash {
                scalars.append(contentsOf: text.text(runStart..<position).unicodeScalars)
                let (scalar, end) = try escape(at: position, open: open)
                scalars.append(scalar)
                position = end
                runStart = position
                continue
            }
            position += 1
        }
    }

    /// The error for a quoted scalar still open at the end of its line: one closed on a later line
    /// is a multi-line scalar, refused as such; one never closed is unterminated.
    private func unclosedQuote(at open: Int, from lineEnd: Int) -> DocumentSyntaxError {
        let quote = bytes[open]
        var position = lineEnd
        while position < bytes.count {
            if quote == YAMLByte.doubleQuote, bytes[position] == YAMLByte.backslash {
                position += 2
                continue
            }
            if bytes[position] == quote { return .unsupported(text.location(open), .multilineQuotedScalar) }
            position += 1
        }
        return .unterminatedString(text.location(open))
    }

    /// A double-quoted escape sequence starting at its backslash.
    private func escape(at start: Int, open: Int) throws(DocumentSyntaxError) -> (Unicode.Scalar, Int) {
        guard !atLineEnd(start + 1) else { throw unclosedQuote(at: open, from: start + 1) }
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
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            throw .invalidEscape(text.location(start), escape: text.text(start..<end))
        }
        var value: UInt32 = 0
        var position = start + 2
        while position < start + 2 + width {
            guard !atLineEnd(position), let digit = JSONDocumentReader.hexValue(bytes[position]) else {
                throw .invalidEscape(text.location(start), escape: text.text(start..<min(position + 1, bytes.count)))
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw .invalidEscape(text.location(start), escape: text.text(start..<position))
        }
        return (scalar, position)
    }

    // MARK: Resolution

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
