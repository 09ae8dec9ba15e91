/// Checks that bytes are well-formed UTF-8, for readers that report where text stops being UTF-8.
package enum UTF8Validation {
    /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or `nil` when
    /// every sequence is well formed.
    ///
    /// Strict, as the standard library's decoder is: no overlong forms, no surrogates, nothing above
    /// U+10FFFF, no sequence cut short by the end of the bytes.
    ///
    /// - Parameter bytes: The text.
    /// - Returns: Where the first bad sequence starts.
    package static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var offset = 0
        while offset < count {
            // ASCII, eight bytes at a time: most of a property list, catalog or table is.
            while offset + 8 <= count,
                  UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                offset += 8
            }
            guard offset < count else { return nil }
            let lead = base[offset]
            if lead < 0x80 {
                offset += 1
                continue
            }
            // The well-formed sequences of the Unicode Standard's table 3-7: the second byte's range
            // depends on the first (no overlong form, no surrogate, nothing above U+10FFFF).
            let length: Int
            let second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return offset
            }
            guard offset + length <= count, second.contains(base[offset + 1]) else { return offset }
            for index in offset + 2..<offset + length where base[index] & 0xC0 != 0x80 { return offset }
            offset += length
        }
        return nil
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or `nil`.
    package static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidOffset($0) }
    }
}
