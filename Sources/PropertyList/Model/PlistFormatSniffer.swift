/// Decides a property list's format from its first bytes, as CoreFoundation does: `bplist` is
/// binary, a `<` after optional white space and byte-order mark is XML, anything else is OpenStep.
enum PlistFormatSniffer {
    /// The format, or `nil` when the prefix is empty or only white space.
    static func format<Bytes: Collection>(of prefix: Bytes) -> PlistFormat? where Bytes.Element == UInt8 {
        let bytes = Array(prefix)
        if bytes.starts(with: Array("bplist".utf8)) { return .binary }
        // UTF-16 text: XML when its first character is '<' (libxml2 and TripXML read both).
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let bigEndian = bytes[1] == 0xFF
            var index = 2
            while index + 1 < bytes.count {
                let unit = bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                                     : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index])
                index += 2
                if unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D { continue }
                return unit == 0x3C ? .xml : .openStep
            }
            return .openStep
        }
        if bytes.starts(with: [0x3C, 0x00]) || bytes.starts(with: [0x00, 0x3C]) { return .xml }
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        for byte in bytes[start...] {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case UInt8(ascii: "<"): return .xml
            default: return .openStep
            }
        }
        return nil
    }
}
