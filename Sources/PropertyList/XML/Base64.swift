/// Base64 as the XML plist format uses it: the standard alphabet, `=` padding, white space anywhere.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// 6-bit values for each byte; 0xFF for bytes outside the alphabet.
    private static let decodeTable: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (value, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(value) }
        return table
    }()

    /// Decodes base64 text, skipping white space.
    ///
    /// - Returns: The bytes, or `nil` when a character is outside the alphabet, padding is misplaced,
    ///   or the length cannot be base64 (one stray character). Missing final padding is accepted.
    static func decode<Bytes: Collection>(_ text: Bytes) -> [UInt8]? where Bytes.Element == UInt8 {
        var output: [UInt8] = []
        output.reserveCapacity(text.count / 4 * 3)
        var quantum: UInt32 = 0
        var count = 0
        var padding = 0
        for byte in text {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                continue
            case UInt8(ascii: "="):
                padding += 1
                // Padding may only complete a quantum of 2 or 3 characters.
                guard count >= 2, count + padding <= 4 else { return nil }
                continue
            default:
                guard padding == 0 else { return nil }
                let value = decodeTable[Int(byte)]
                guard value != 0xFF else { return nil }
                quantum = quantum << 6 | UInt32(value)
                count += 1
                if count == 4 {
                    output.append(UInt8(truncatingIfNeeded: quantum >> 16))
                    output.append(UInt8(truncatingIfNeeded: quantum >> 8))
                    output.append(UInt8(truncatingIfNeeded: quantum))
                    quantum = 0
                    count = 0
                }
            }
        }
        if padding > 0, count + padding != 4 { return nil }
        switch count {
        case 0:
            break
        case 2:
            output.append(UInt8(truncatingIfNeeded: quantum >> 4))
        case 3:
            output.append(UInt8(truncatingIfNeeded: quantum >> 10))
            output.append(UInt8(truncatingIfNeeded: quantum >> 2))
        default:
            return nil
        }
        return output
    }

    /// Encodes bytes as base64 lines of at most `lineLength` characters, each ending in a newline,
    /// as python's `binascii.b2a_base64` pieces in `plistlib` do.
    static func encodeLines<Bytes: Collection>(_ bytes: Bytes, lineLength: Int) -> [String] where Bytes.Element == UInt8 {
        let bytesPerLine = max(1, lineLength / 4) * 3
        var lines: [String] = []
        var start = bytes.startIndex
        while start != bytes.endIndex {
            let end = bytes.index(start, offsetBy: bytesPerLine, limitedBy: bytes.endIndex) ?? bytes.endIndex
            lines.append(encode(bytes[start..<end]))
            start = end
        }
        return lines
    }

    /// Encodes bytes as one line of base64 with padding.
    static func encode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var iterator = bytes.makeIterator()
        while let first = iterator.next() {
            let second = iterator.next()
            let third = iterator.next()
            let quantum = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
            output.append(alphabet[Int(quantum >> 18 & 0x3F)])
            output.append(alphabet[Int(quantum >> 12 & 0x3F)])
            output.append(second == nil ? UInt8(ascii: "=") : alphabet[Int(quantum >> 6 & 0x3F)])
            output.append(third == nil ? UInt8(ascii: "=") : alphabet[Int(quantum & 0x3F)])
        }
        return String(decoding: output, as: UTF8.self)
    }
}
