/// Decodes the three string encodings of binary property lists straight from the file's bytes.
enum BinaryPlistText {
    /// An ASCII string object. Bytes above 0x7F are read as ISO-8859-1, as CoreFoundation reads
    /// them (python's plistlib refuses such files).
    static func latin1(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var high = 0
        for byte in bytes where byte >= 0x80 { high += 1 }
        if high == 0 {
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(unsafeUninitializedCapacity: bytes.count + high) { output in
            var written = 0
            for byte in bytes {
                if byte < 0x80 {
                    output[written] = byte
                    written += 1
                } else {
                    output[written] = 0xC0 | byte >> 6
                    output[written + 1] = 0x80 | byte & 0x3F
                    written += 2
                }
            }
            return written
        }
    }

    /// A UTF-16 string object: big-endian code units, lone surrogates read as U+FFFD.
    static func utf16BigEndian(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if bytes.isEmpty { return "" }
        return String(unsafeUninitializedCapacity: bytes.count / 2 * 3) { output in
            UTF16Text.transcode(bytes, bigEndian: true, into: output)
        }
    }

    /// A UTF-8 string object, or `nil` when the bytes are not UTF-8.
    static func utf8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        String(validating: bytes, as: UTF8.self)
    }
}
