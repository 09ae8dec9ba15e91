import TripSource

/// The bytes of a YAML or JSON document with its line map, checked to be UTF-8.
package struct DocumentText {
    let file: String
    /// The file, interned once: every location of the document names it without a lookup.
    let sourceFile: SourceFile
    let bytes: [UInt8]
    let lines: LineMap
    /// Where the content starts: 3 after a UTF-8 byte-order mark, else 0.
    let start: Int

    /// Checks the bytes and maps their lines.
    ///
    /// - Throws: `DocumentSyntaxError.invalidUTF8` at the first bad byte.
    init(bytes: [UInt8], file: String) throws(DocumentSyntaxError) {
        self.file = file
        self.sourceFile = SourceFile(path: file)
        self.bytes = bytes
        self.lines = LineMap(bytes)
        self.start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let bad = UTF8Validation.firstInvalidOffset(bytes) {
            throw .invalidUTF8(lines.location(ofOffset: bad, file: file))
        }
    }

    /// The location of a byte offset.
    func location(_ offset: Int) -> SourceLocation {
        let (line, column) = lines.lineAndColumn(ofOffset: offset)
        return SourceLocation(file: sourceFile, line: line, column: column, offset: offset)
    }

    /// The text of a byte range.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// How a byte reads in a message: `'x'` for printable ASCII, `end of line`, or `U+XXXX`.
    func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of the document" }
        let byte = bytes[offset]
        switch byte {
        case 0x0A, 0x0D: return "end of line"
        case 0x20: return "space"
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return "'\(text(offset..<end))'"
        }
    }
}
