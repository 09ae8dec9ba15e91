/// Decides a property list's format from its first bytes, as CoreFoundation does: `bplist` is
/// binary, a `<` after optional white space and byte-order mark is XML, anything else is OpenStep.
///
/// One refinement: a `<` followed only by hexadecimal digits and white space up to `>` (or by at
/// least one digit up to the end of the prefix) is OpenStep data at the root, `<0fbd 7a12>`, which no XML document starts
/// with (CoreFoundation finds the same by failing XML and retrying as OpenStep).
enum PlistFormatSniffer {
    /// The format, or `nil` when the prefix is empty or only white space.
    static func format<Bytes: Collection>(of prefix: Bytes) -> PlistFormat? where Bytes.Element == UInt8 {
        let bytes = Array(prefix)
        if bytes.starts(with: Array("bplist".utf8)) { return .binary }
        // The text's first characters, as code units (UTF-16 after a byte-order mark; libxml2 and
        // TripXML read UTF-16 XML, the OpenStep reader reads UTF-16 .strings files).
        var units: [UInt16] = []
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let bigEndian = bytes[1] == 0xFF
            var index = 2
            while index + 1 < bytes.count {
                units.append(bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                                       : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index]))
                index += 2
            }
            if units.allSatisfy(isSpace) { return .openStep }
        } else {
            if bytes.starts(with: [0x3C, 0x00]) || bytes.starts(with: [0x00, 0x3C]) { return .xml }
            units = bytes.dropFirst(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0).map(UInt16.init)
        }
        guard let first = units.firstIndex(where: { !isSpace($0) }) else { return nil }
        guard units[first] == 0x3C else { return .openStep }
        var sawDigit = false
        for unit in units[(first + 1)...] {
            if unit == 0x3E { return .openStep }
            if !isSpace(unit) && !isHexDigit(unit) { return .xml }
            sawDigit = sawDigit || isHexDigit(unit)
        }
        return sawDigit ? .openStep : .xml
    }

    private static func isSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D
    }

    private static func isHexDigit(_ unit: UInt16) -> Bool {
        (unit >= 0x30 && unit <= 0x39) || (unit >= 0x41 && unit <= 0x46) || (unit >= 0x61 && unit <= 0x66)
    }
}
