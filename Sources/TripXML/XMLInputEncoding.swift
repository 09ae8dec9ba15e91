import TripSource

/// How the bytes of a document are encoded, decided from its first bytes as XML 1.0 Appendix F
/// describes: a byte-order mark wins, then the pattern of `<?xml`, then the declaration's `encoding`.
///
/// libxml2 always receives UTF-8 (TripXML transcodes the rest itself and tells libxml2 to ignore the
/// declaration), so positions are always counted in UTF-8 bytes.
enum XMLInputEncoding: Equatable {
    /// UTF-8 (or ASCII); `skip` is the length of a byte-order mark to drop.
    case utf8(skip: Int)
    case utf16(bigEndian: Bool, skip: Int)
    case latin1

    /// Decides the encoding from the start of the document.
    ///
    /// - Parameters:
    ///   - prefix: The first bytes (a few hundred are enough for the declaration).
    ///   - file: For error locations.
    /// - Throws: `XMLError.unsupportedEncoding` or `.conflictingEncoding`.
    static func detect(_ prefix: UnsafeRawBufferPointer, file: String) throws -> XMLInputEncoding {
        let bytes = prefix.bindMemory(to: UInt8.self)
        func starts(with pattern: [UInt8]) -> Bool {
            bytes.count >= pattern.count && zip(bytes, pattern).allSatisfy { $0 == $1 }
        }
        let start = SourceLocation(file: file, line: 1, column: 1, offset: 0)
        if starts(with: [0xFF, 0xFE, 0x00, 0x00]) || starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            throw XMLError.unsupportedEncoding(start, name: "UTF-32")
        }
        if starts(with: [0xEF, 0xBB, 0xBF]) {
            if let declared = declaredEncoding(bytes, from: 3),
               !Self.utf8Names.contains(declared.lowercased()) {
                throw XMLError.conflictingEncoding(start, byteOrderMark: "UTF-8", declared: declared)
            }
            return .utf8(skip: 3)
        }
        if starts(with: [0xFF, 0xFE]) { return .utf16(bigEndian: false, skip: 2) }
        if starts(with: [0xFE, 0xFF]) { return .utf16(bigEndian: true, skip: 2) }
        if starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return .utf16(bigEndian: false, skip: 0) }
        if starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return .utf16(bigEndian: true, skip: 0) }
        guard let declared = declaredEncoding(bytes, from: 0) else {
            return .utf8(skip: 0)
        }
        let name = declared.lowercased()
        if Self.utf8Names.contains(name) || name.hasPrefix("utf-16") || name == "utf16" {
            // An 8-bit document that calls itself UTF-16 is read as the bytes say, as libxml2 does.
            return .utf8(skip: 0)
        }
        if Self.latin1Names.contains(name) { return .latin1 }
        throw XMLError.unsupportedEncoding(start, name: declared)
    }

    private static let utf8Names: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii"]
    private static let latin1Names: Set<String> = ["iso-8859-1", "iso8859-1", "latin1", "latin-1", "iso_8859-1"]

    /// The `encoding` pseudo-attribute of an XML declaration made of ASCII bytes, if there is one.
    private static func declaredEncoding(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String? {
        let limit = min(bytes.count, start + 256)
        guard limit - start >= 6 else { return nil }
        let text = String(decoding: bytes[start..<limit], as: UTF8.self)
        guard text.hasPrefix("<?xml"), let close = text.firstRange(of: "?>") else { return nil }
        let declaration = text[..<close.lowerBound]
        guard let key = declaration.firstRange(of: "encoding") else { return nil }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        var rest: Substring = declaration[key.upperBound...].drop(while: isSpace)
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop(while: isSpace)
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return String(value)
    }

    /// The document as UTF-8, for the encodings libxml2 does not receive directly.
    ///
    /// - Throws: `XMLError.invalidEncoding` at the first bad code unit (a lone surrogate, an odd
    ///   number of bytes).
    func transcode(_ input: UnsafeRawBufferPointer, file: String) throws -> [UInt8] {
        switch self {
        case .utf8(let skip):
            return Array(input.dropFirst(skip))
        case .latin1:
            var output: [UInt8] = []
            output.reserveCapacity(input.count + input.count / 8)
            for byte in input {
                if byte < 0x80 {
                    output.append(byte)
                } else {
                    output.append(0xC0 | (byte >> 6))
                    output.append(0x80 | (byte & 0x3F))
                }
            }
            return output
        case .utf16(let bigEndian, let skip):
            return try Self.transcodeUTF16(input, bigEndian: bigEndian, skip: skip, file: file)
        }
    }

    private static func transcodeUTF16(
        _ input: UnsafeRawBufferPointer, bigEndian: Bool, skip: Int, file: String
    ) throws -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count / 2 + 16)
        func fail(_ detail: String) -> XMLError {
            // Where the bad unit would have gone in the UTF-8 text, lines counted as everywhere else.
            XMLError.invalidEncoding(LineMap(output).location(ofOffset: output.count, file: file), detail: detail)
        }
        var index = skip
        func unit(at position: Int) -> UInt16 {
            let first = UInt16(input[position])
            let second = UInt16(input[position + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        while index < input.count {
            guard index + 1 < input.count else { throw fail("UTF-16 text ends in the middle of a code unit") }
            let lead = unit(at: index)
            index += 2
            var scalarValue = UInt32(lead)
            if lead >= 0xD800 && lead <= 0xDBFF {
                guard index + 1 < input.count else { throw fail("UTF-16 text ends after a lead surrogate") }
                let trail = unit(at: index)
                guard trail >= 0xDC00 && trail <= 0xDFFF else { throw fail("UTF-16 lead surrogate without a trail surrogate") }
                index += 2
                scalarValue = 0x10000 + ((UInt32(lead) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
            } else if lead >= 0xDC00 && lead <= 0xDFFF {
                throw fail("UTF-16 trail surrogate without a lead surrogate")
            }
            guard let scalar = Unicode.Scalar(scalarValue) else { throw fail("invalid UTF-16 code point") }
            output.append(contentsOf: UTF8.encode(scalar)!)
        }
        return output
    }
}
