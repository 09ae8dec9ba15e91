import TripSource

/// The text of an OpenStep file as UTF-8: UTF-8 as it is (a byte-order mark dropped), UTF-16 after
/// a byte-order mark transcoded, as TripXML does for XML, so that every position is a line and a
/// UTF-8 column of the same text whatever the file's encoding. Offsets count from the first
/// character after the byte-order mark.
///
/// More byte-order marks right after the first (files exported by translation platforms start with
/// two) are read as white space, as Xcode's build reads them: shipping apps carry such `.strings`
/// files. The toolchain's Foundation refuses them; the README lists this among the deliberate
/// disagreements.
enum OpenStepText {
    /// The UTF-8 text of the file.
    ///
    /// - Throws: `OpenStepError.invalidEncoding` at the first byte that is not UTF-8, for UTF-32, or
    ///   for UTF-16 with an odd number of bytes.
    static func utf8(_ bytes: UnsafeRawBufferPointer, file: SourceFile) throws -> [UInt8] {
        let input = bytes.bindMemory(to: UInt8.self)
        func starts(with prefix: [UInt8]) -> Bool {
            input.count >= prefix.count && zip(input, prefix).allSatisfy { $0 == $1 }
        }
        if starts(with: [0xFF, 0xFE, 0x00, 0x00]) || starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            throw OpenStepError.invalidEncoding(SourceLocation(file: file, line: 1, column: 1, offset: 0),
                                                detail: "UTF-32 is not read")
        }
        if starts(with: [0xFF, 0xFE]) || starts(with: [0xFE, 0xFF]) {
            let units = UnsafeBufferPointer(rebasing: input[2...])
            var text = [UInt8](unsafeUninitializedCapacity: units.count / 2 * 3) { output, count in
                count = UTF16Text.transcode(units, bigEndian: input[0] == 0xFE, into: output)
            }
            if units.count % 2 == 1 {
                var lines = LineMap()
                text.withUnsafeBytes { lines.append($0) }
                throw OpenStepError.invalidEncoding(lines.location(ofOffset: text.count, file: file),
                                                    detail: "UTF-16 text ends in the middle of a code unit")
            }
            blankLeadingMarks(&text)
            return text
        }
        let body = starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: input[3...]) : input
        if let bad = UTF8Validation.firstInvalidOffset(body) {
            var lines = LineMap()
            lines.append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(body)[..<bad]))
            throw OpenStepError.invalidEncoding(lines.location(ofOffset: bad, file: file),
                                                detail: "byte 0x\(String(body[bad], radix: 16, uppercase: true)) is not UTF-8 here")
        }
        var text = Array(body)
        blankLeadingMarks(&text)
        return text
    }

    /// Turns each U+FEFF at the start of the text into three spaces, its length in UTF-8, so that
    /// every column stays the file's.
    private static func blankLeadingMarks(_ text: inout [UInt8]) {
        var index = 0
        while index + 3 <= text.count, text[index] == 0xEF, text[index + 1] == 0xBB, text[index + 2] == 0xBF {
            text.replaceSubrange(index..<index + 3, with: [0x20, 0x20, 0x20])
            index += 3
        }
    }
}
