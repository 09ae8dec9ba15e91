/// How Foundation reads numbers and booleans out of strings (`NSString.integerValue`, `doubleValue`,
/// `boolValue`), which `UserDefaults`' typed getters apply to string values.
///
/// Each reads the longest number at the start of the text and ignores the rest ("12abc" is 12); text
/// with no number gives 0 or false. The details follow Foundation on Linux, checked against it in the
/// tests: the integer and boolean forms skip leading white space and newlines, the real form only
/// spaces and tabs; a sign may be followed by white space; a real with an incomplete exponent ("1e")
/// does not parse at all; only ASCII digits count.
enum NumericText {
    /// `NSString.integerValue`: an optional sign and decimal digits, clamped to `Int.min...Int.max`.
    static func integer(_ text: String) -> Int {
        var scanner = ByteScanner(text)
        scanner.skip(whereByte: isWhiteSpaceOrNewline)
        let negative = scanner.scanSign()
        scanner.skip(whereByte: isWhiteSpaceOrNewline)
        var magnitude: UInt64 = 0
        var overflow = false
        var digits = 0
        while let digit = scanner.digit() {
            digits += 1
            let (times10, overflowed1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowed2) = times10.addingReportingOverflow(UInt64(digit))
            if overflowed1 || overflowed2 { overflow = true } else { magnitude = sum }
        }
        guard digits > 0 else { return 0 }
        if negative {
            return overflow || magnitude > UInt64(Int.max) + 1 ? Int.min : Int(truncatingIfNeeded: 0 &- magnitude)
        }
        return overflow || magnitude > UInt64(Int.max) ? Int.max : Int(magnitude)
    }

    /// `NSString.doubleValue`: an optional sign, digits with an optional fraction, an optional exponent.
    static func double(_ text: String) -> Double {
        var scanner = ByteScanner(text)
        scanner.skip(whereByte: isWhiteSpace)
        let negative = scanner.scanSign()
        scanner.skip(whereByte: isWhiteSpace)
        var number = ""
        var digits = 0
        while let digit = scanner.digit() {
            number.append(Character(Unicode.Scalar(digit + 0x30)))
            digits += 1
        }
        if scanner.scan(UInt8(ascii: ".")) {
            number.append(".")
            while let digit = scanner.digit() {
                number.append(Character(Unicode.Scalar(digit + 0x30)))
                digits += 1
            }
        }
        guard digits > 0 else { return 0 }
        if scanner.scan(UInt8(ascii: "e")) || scanner.scan(UInt8(ascii: "E")) {
            number.append("e")
            if scanner.scan(UInt8(ascii: "-")) {
                number.append("-")
            } else {
                _ = scanner.scan(UInt8(ascii: "+"))
            }
            var exponentDigits = 0
            while let digit = scanner.digit() {
                number.append(Character(Unicode.Scalar(digit + 0x30)))
                exponentDigits += 1
            }
            guard exponentDigits > 0 else { return 0 }
        }
        let magnitude = Double(number.hasPrefix(".") ? "0" + number : number) ?? 0
        return negative ? -magnitude : magnitude
    }

    /// `NSString.boolValue`: true when the first character after white space, an optional sign and
    /// leading zeros is one of `Y`, `y`, `T`, `t` or a digit 1-9 ("YES", "true", "1", "007").
    static func bool(_ text: String) -> Bool {
        var scanner = ByteScanner(text)
        scanner.skip(whereByte: isWhiteSpaceOrNewline)
        _ = scanner.scanSign()
        scanner.skip(whereByte: isWhiteSpaceOrNewline)
        scanner.skip { $0 == UInt8(ascii: "0") }
        guard let byte = scanner.peek() else { return false }
        switch byte {
        case UInt8(ascii: "Y"), UInt8(ascii: "y"), UInt8(ascii: "T"), UInt8(ascii: "t"),
             UInt8(ascii: "1")...UInt8(ascii: "9"):
            return true
        default:
            return false
        }
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09
    }

    private static func isWhiteSpaceOrNewline(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// A cursor over the UTF-8 bytes of a string; every byte it matches is ASCII.
    private struct ByteScanner {
        private let bytes: [UInt8]
        private var position = 0

        init(_ text: String) {
            bytes = Array(text.utf8)
        }

        func peek() -> UInt8? {
            position < bytes.count ? bytes[position] : nil
        }

        mutating func skip(whereByte matches: (UInt8) -> Bool) {
            while let byte = peek(), matches(byte) { position += 1 }
        }

        mutating func scan(_ byte: UInt8) -> Bool {
            guard peek() == byte else { return false }
            position += 1
            return true
        }

        /// Consumes one `+` or `-`; returns whether it was `-`.
        mutating func scanSign() -> Bool {
            if scan(UInt8(ascii: "-")) { return true }
            _ = scan(UInt8(ascii: "+"))
            return false
        }

        /// Consumes one ASCII digit and returns its value.
        mutating func digit() -> UInt8? {
            guard let byte = peek(), byte >= 0x30, byte <= 0x39 else { return nil }
            position += 1
            return byte - 0x30
        }
    }
}
