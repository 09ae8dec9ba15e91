/// UTF-16 to UTF-8 transcoding for binary string objects and UTF-16 OpenStep files.
enum UTF16Text {
    /// Transcodes UTF-16 code units (an odd final byte is ignored) into UTF-8; a lone surrogate
    /// becomes U+FFFD, which is what Foundation hands to Swift for such strings.
    ///
    /// - Parameters:
    ///   - input: The code units' bytes.
    ///   - bigEndian: The byte order of the units.
    ///   - output: Room for at least `input.count / 2 * 3` bytes.
    /// - Returns: The number of bytes written.
    static func transcode(_ input: UnsafeBufferPointer<UInt8>, bigEndian: Bool,
                          into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let units = input.count / 2
        var written = 0
        var index = 0
        @inline(__always) func unit(_ position: Int) -> UInt32 {
            let first = UInt32(input[2 * position])
            let second = UInt32(input[2 * position + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        while index < units {
            var scalar = unit(index)
            index += 1
            if scalar < 0x80 {
                output[written] = UInt8(truncatingIfNeeded: scalar)
                written += 1
                continue
            }
            if scalar & 0xFC00 == 0xD800, index < units, unit(index) & 0xFC00 == 0xDC00 {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(index) - 0xDC00)
                index += 1
            } else if scalar & 0xF800 == 0xD800 {
                scalar = 0xFFFD
            }
            written += encode(scalar, into: output, at: written)
        }
        return written
    }

    /// Writes one scalar as UTF-8.
    ///
    /// - Returns: The number of bytes written (1 to 4).
    @inline(__always)
    static func encode(_ scalar: UInt32, into output: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        switch scalar {
        case 0..<0x80:
            output[position] = UInt8(truncatingIfNeeded: scalar)
            return 1
        case 0x80..<0x800:
            output[position] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
            output[position + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            output[position] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
            output[position + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            output[position + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 3
        default:
            output[position] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
            output[position + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
            output[position + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            output[position + 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 4
        }
    }
}
