/// Splits Swift or Objective-C source into `SourceToken`s, understanding comments and string
/// literals well enough that a call written inside a comment or a string is not taken for code.
///
/// Swift: `//` and nested `/* */` comments; `"..."` with escapes (`\"`, `\\`, `\n`, `\u{...}`),
/// interpolation `\(...)` (its parentheses and nested strings are skipped, and the literal is not
/// plain), multi-line `"""` literals and raw strings `#"..."#` (never plain), and backticked names.
/// Objective-C: `//` and `/* */` comments, C strings, `@"..."` string objects and `'c'` character
/// literals. Anything else becomes names, numbers and single punctuation characters.
struct SourceLexer {
    /// Where a comment is: the offset of its `//` or `/*`, the offset where its text ends (before
    /// `*/`, or at the end of the line or file), and which kind it is.
    struct CommentSpan: Equatable {
        let start: Int
        let textEnd: Int
        let isLine: Bool
    }

    private let bytes: [UInt8]
    private let language: SourceLanguage
    private let collectsComments: Bool
    private var position = 0
    private(set) var tokens: [SourceToken] = []
    private(set) var comments: [CommentSpan] = []

    /// The tokens of a source file.
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 bytes.
    ///   - language: Which language's comments and literals to understand.
    static func tokens(of bytes: [UInt8], language: SourceLanguage) -> [SourceToken] {
        lex(bytes, language: language, collectingComments: false).tokens
    }

    /// The tokens of a source file and, when asked, where its comments are (in file order).
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 bytes.
    ///   - language: Which language's comments and literals to understand.
    ///   - collectingComments: Whether to note the comments (for suppressions) as well.
    static func lex(_ bytes: [UInt8], language: SourceLanguage, collectingComments: Bool)
        -> (tokens: [SourceToken], comments: [CommentSpan])
    {
        var lexer = SourceLexer(bytes: bytes, language: language, collectsComments: collectingComments)
        lexer.run()
        return (lexer.tokens, lexer.comments)
    }

    private init(bytes: [UInt8], language: SourceLanguage, collectsComments: Bool) {
        self.bytes = bytes
        self.language = language
        self.collectsComments = collectsComments
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func run() {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case Byte.space, Byte.tab, Byte.lineFeed, Byte.carriageReturn, 0x0B, 0x0C:
                position += 1
            case Byte.slash where self.byte(at: position + 1) == Byte.slash:
                skipLineComment()
            case Byte.slash where self.byte(at: position + 1) == Byte.star:
                skipBlockComment()
            case Byte.quote:
                lexString(start: position, objectiveCObject: false)
            case Byte.at where language == .objectiveC && self.byte(at: position + 1) == Byte.quote:
                position += 1
                lexString(start: position - 1, objectiveCObject: true)
            case Byte.apostrophe where language == .objectiveC:
                skipCharacterLiteral()
            case Byte.hash where language == .swift && isRawStringStart(position):
                lexRawString()
            case Byte.backtick where language == .swift:
                lexBacktickedName()
            default:
                if Self.isNameStart(byte) {
                    lexName()
                } else if Self.isDigit(byte) {
                    lexNumber()
                } else {
                    tokens.append(SourceToken(kind: .punctuation, text: String(UnicodeScalar(byte)), offset: position))
                    position += 1
                }
            }
        }
    }

    // MARK: Comments

    private mutating func skipLineComment() {
        let start = position
        while position < bytes.count, bytes[position] != Byte.lineFeed, bytes[position] != Byte.carriageReturn {
            position += 1
        }
        if collectsComments { comments.append(CommentSpan(start: start, textEnd: position, isLine: true)) }
    }

    /// Skips `/* ... */`; Swift block comments nest, Objective-C ones do not.
    private mutating func skipBlockComment() {
        let start = position
        var depth = 0
        while position < bytes.count {
            if bytes[position] == Byte.slash, byte(at: position + 1) == Byte.star {
                if depth == 0 || language == .swift { depth += 1 }
                position += 2
            } else if bytes[position] == Byte.star, byte(at: position + 1) == Byte.slash {
                depth -= 1
                position += 2
                if depth == 0 {
                    if collectsComments {
                        comments.append(CommentSpan(start: start, textEnd: position - 2, isLine: false))
                    }
                    return
                }
            } else {
                position += 1
            }
        }
        // Unterminated: the comment runs to the end of the file.
        if collectsComments { comments.append(CommentSpan(start: start, textEnd: position, isLine: false)) }
    }

    // MARK: Strings

    /// Lexes a string literal whose opening quote is at `position`.
    private mutating func lexString(start: Int, objectiveCObject: Bool) {
        if language == .swift, byte(at: position + 1) == Byte.quote, byte(at: position + 2) == Byte.quote {
            position += 3
            skipStringBody(hashes: 0, multiline: true)
            tokens.append(SourceToken(kind: .string, text: "", offset: start, isPlain: false))
            return
        }
        position += 1
        var value: [UInt8] = []
        var plain = true
        // Bytes of `value` before the first interpolation, when all before it was decoded.
        var prefixLength: Int?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Byte.quote {
                position += 1
                break
            }
            if byte == Byte.lineFeed || byte == Byte.carriageReturn {
                // An unterminated literal: stop at the line's end, as compilers do.
                plain = false
                break
            }
            if byte == Byte.backslash {
                guard let escaped = self.byte(at: position + 1) else {
                    position += 1
                    break
                }
                if escaped == Byte.openParenthesis, language == .swift {
                    position += 2
                    skipInterpolation()
                    if plain, prefixLength == nil { prefixLength = value.count }
                    plain = false
                    continue
                }
                position += 2
                if let decoded = decodeEscape(escaped) {
                    value.append(contentsOf: decoded)
                } else {
                    plain = false
                }
                continue
            }
            value.append(byte)
            position += 1
        }
        tokens.append(
            SourceToken(
                kind: .string, text: String(decoding: value, as: UTF8.self), offset: start, isPlain: plain,
                isObjectiveCObject: objectiveCObject, interpolationPrefixLength: prefixLength))
    }

    /// The bytes an escape stands for, after its backslash and letter have been consumed; `nil`
    /// for an escape whose value the cross-check does not need to know.
    private mutating func decodeEscape(_ escaped: UInt8) -> [UInt8]? {
        switch escaped {
        case Byte.quote, Byte.apostrophe, Byte.backslash: return [escaped]
        case UInt8(ascii: "n"): return [Byte.lineFeed]
        case UInt8(ascii: "t"): return [Byte.tab]
        case UInt8(ascii: "r"): return [Byte.carriageReturn]
        case UInt8(ascii: "0"): return [0]
        case UInt8(ascii: "u") where language == .swift && byte(at: position) == Byte.openBrace:
            var end = position + 1
            while end < bytes.count, bytes[end] != Byte.closeBrace, end - position < 10 { end += 1 }
            guard end < bytes.count, bytes[end] == Byte.closeBrace,
                let scalarValue = UInt32(String(decoding: bytes[(position + 1)..<end], as: UTF8.self), radix: 16),
                let scalar = Unicode.Scalar(scalarValue)
            else { return nil }
            position = end + 1
            return Array(String(Character(scalar)).utf8)
        default:
            return nil
        }
    }

    /// Skips an interpolation's contents, from just after `\(` to just after its `)`.
    ///
    /// Literals inside the interpolation, and interpolations inside those, are skipped with an
    /// explicit stack (one parenthesis depth per open interpolation), never by recursion: a file
    /// can nest them as deep as it likes without reaching the end of the thread's stack.
    private mutating func skipInterpolation() {
        var depths = [1]
        var inLiteral = false
        while position < bytes.count {
            let byte = bytes[position]
            // Interpolations and the literals in them end with their line, as single-line literals do.
            if byte == Byte.lineFeed || byte == Byte.carriageReturn { return }
            if inLiteral {
                if byte == Byte.quote {
                    inLiteral = false
                    position += 1
                } else if byte == Byte.backslash {
                    if self.byte(at: position + 1) == Byte.openParenthesis {
                        depths.append(1)
                        inLiteral = false
                    }
                    position += 2
                } else {
                    position += 1
                }
                continue
            }
            if byte == Byte.quote {
                if self.byte(at: position + 1) == Byte.quote, self.byte(at: position + 2) == Byte.quote {
                    position += 3
                    skipStringBody(hashes: 0, multiline: true)
                } else {
                    inLiteral = true
                    position += 1
                }
                continue
            }
            position += 1
            if byte == Byte.openParenthesis { depths[depths.count - 1] += 1 }
            if byte == Byte.closeParenthesis {
                depths[depths.count - 1] -= 1
                if depths[depths.count - 1] == 0 {
                    depths.removeLast()
                    if depths.isEmpty { return }
                    // Back in the literal that held the interpolation just closed.
                    inLiteral = true
                }
            }
        }
    }

    /// Skips the body of a multi-line or raw string up to and including its closing delimiter.
    private mutating func skipStringBody(hashes: Int, multiline: Bool) {
        let quotes = multiline ? 3 : 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Byte.backslash, hashes == 0 {
                position += 2
                continue
            }
            if !multiline, byte == Byte.lineFeed || byte == Byte.carriageReturn { return }
            if byte == Byte.quote, matches(Byte.quote, count: quotes, at: position),
                matches(Byte.hash, count: hashes, at: position + quotes)
            {
                position += quotes + hashes
                return
            }
            position += 1
        }
    }

    private func matches(_ expected: UInt8, count: Int, at index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return bytes[index..<(index + count)].allSatisfy { $0 == expected }
    }

    /// Whether `#`s at `index` open a raw string (`#"`, `##"`, `#"""`).
    private func isRawStringStart(_ index: Int) -> Bool {
        var end = index
        while end < bytes.count, bytes[end] == Byte.hash { end += 1 }
        return byte(at: end) == Byte.quote
    }

    private mutating func lexRawString() {
        let start = position
        var hashes = 0
        while position < bytes.count, bytes[position] == Byte.hash {
            hashes += 1
            position += 1
        }
        let multiline = matches(Byte.quote, count: 3, at: position)
        position += multiline ? 3 : 1
        skipStringBody(hashes: hashes, multiline: multiline)
        tokens.append(SourceToken(kind: .string, text: "", offset: start, isPlain: false))
    }

    private mutating func skipCharacterLiteral() {
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Byte.backslash {
                position += 2
                continue
            }
            position += 1
            if byte == Byte.apostrophe || byte == Byte.lineFeed { return }
        }
    }

    // MARK: Names and numbers

    private mutating func lexName() {
        let start = position
        while position < bytes.count, Self.isNameContinuation(bytes[position]) { position += 1 }
        tokens.append(
            SourceToken(
                kind: .identifier, text: String(decoding: bytes[start..<position], as: UTF8.self), offset: start))
    }

    private mutating func lexBacktickedName() {
        let start = position
        position += 1
        let nameStart = position
        while position < bytes.count, Self.isNameContinuation(bytes[position]) { position += 1 }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        if byte(at: position) == Byte.backtick { position += 1 }
        tokens.append(SourceToken(kind: .identifier, text: name, offset: start))
    }

    private mutating func lexNumber() {
        let start = position
        while position < bytes.count, Self.isNameContinuation(bytes[position]) || bytes[position] == Byte.dot {
            position += 1
        }
        tokens.append(
            SourceToken(kind: .other, text: String(decoding: bytes[start..<position], as: UTF8.self), offset: start))
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == Byte.underscore || byte == Byte.dollar
            || byte >= 0x80
    }

    private static func isNameContinuation(_ byte: UInt8) -> Bool {
        isNameStart(byte) || isDigit(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }
}

/// The bytes the lexer looks for.
private enum Byte {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let at = UInt8(ascii: "@")
    static let hash = UInt8(ascii: "#")
    static let backtick = UInt8(ascii: "`")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let underscore = UInt8(ascii: "_")
    static let dollar = UInt8(ascii: "$")
    static let dot = UInt8(ascii: ".")
}
