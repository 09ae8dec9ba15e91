#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The text of an XML `<real>`: decimal numbers and the spellings Apple's readers accept for
/// non-finite values (`nan`, `inf`, `infinity`, `+infinity`, `-infinity`, in any case).
enum PlistRealText {
    static func parse(_ text: Substring) -> Double? {
        guard !text.isEmpty else { return nil }
        switch text.lowercased() {
        case "nan", "+nan", "-nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        // Decimal only: Swift's parser would also take hexadecimal floats, which no plist writer makes.
        let allowed = text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }
        guard allowed else { return nil }
        return Double(text)
    }

    /// The common case read straight from the bytes: an optional sign and decimal digits with an
    /// optional point, no exponent, with XML white space before it.
    ///
    /// When the digits, point left out, make an integer of at most 2^53 and there are at most 19 of
    /// them, the number is that integer divided by a power of ten of at most 10^19, both exact in a
    /// `Double`, and IEEE division rounds correctly (Clinger's fast path), so the result is the
    /// correctly rounded value, the same that `parse(_:)` gets from the C library's `strtod`. This
    /// takes the 16-digit texts Swift writes for many doubles (`-89.49000000000001`), which cost
    /// ten times as much through `strtod`. On x86 the other texts of at most 19 digits are read
    /// through `Float80` (`extendedQuotient`). Other ones go to the same `Double` initializer that
    /// `parse(_:)` ends in, which is all `parse(_:)` would do with such a text.
    ///
    /// - Returns: The value, or `nil` when the text is anything else (then `parse(_:)` decides).
    static func parseSimpleDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var start = 0
        let end = bytes.count
        // White space may stand before the number, as CoreFoundation reads it, not after.
        while start < end, XMLWhiteSpace.isSpace(bytes[start]) { start += 1 }
        guard start < end, !XMLWhiteSpace.isSpace(bytes[end - 1]) else { return nil }
        let number = UnsafeBufferPointer(rebasing: bytes[start..<end])
        var negative = false
        if bytes[start] == UInt8(ascii: "-") || bytes[start] == UInt8(ascii: "+") {
            negative = bytes[start] == UInt8(ascii: "-")
            start += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var sawPoint = false
        for index in start..<end {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
                // 19 digits stay below 2^64.
                if digits <= 19 {
                    mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                }
                if sawPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        if digits <= 19 {
            if mantissa <= 1 << 53 {
                let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
                return negative ? -magnitude : magnitude
            }
            #if arch(x86_64) || arch(i386)
            if let magnitude = extendedQuotient(mantissa, fractionDigits: fractionDigits) {
                return negative ? -magnitude : magnitude
            }
            #endif
        }
        return Double(String(decoding: number, as: UTF8.self))
    }

    #if arch(x86_64) || arch(i386)
    /// `mantissa / 10^fractionDigits` correctly rounded to a `Double`, for the 17- to 19-digit
    /// texts above 2^53 (`-177.50979999999998`: a quarter of the benchmark plist's reals), which
    /// cost ten times as much through `strtod`; `nil` when this way cannot tell.
    ///
    /// Through `Float80`, whose significand has 64 bits: the mantissa (below 10^19) and 10^19
    /// (5^19 is below 2^64) are exact, and the division rounds once, to 64 bits. Every point
    /// halfway between two doubles is a `Float80`, so that rounding cannot carry the quotient
    /// across one: rounding it to a double gives the double nearest the exact quotient, unless
    /// it landed exactly on a halfway point, where the exact quotient may lie on either side
    /// (then `nil`, and the general parser decides).
    private static func extendedQuotient(_ mantissa: UInt64, fractionDigits: Int) -> Double? {
        let quotient = Float80(mantissa) / Float80(powersOfTen[fractionDigits])
        // The 11 bits below a double's 52 fraction bits: 100 0000 0000 is exactly halfway.
        guard quotient.significandBitPattern & 0x7FF != 0x400 else { return nil }
        return Double(quotient)
    }
    #endif

    /// 10^0 through 10^19, each exact in a `Double`.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
    ]

    /// The text python's `repr` gives a float, which is what `plistlib` writes.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        return value.description
    }

    /// The text Foundation's `PropertyListSerialization` writes for a real: `%.17g` (`1`,
    /// `0.10000000000000001`, `1e+17`), `+infinity` and `-infinity`, `nan`, and `0.0` for zero.
    ///
    /// One difference on purpose: Foundation writes negative zero as `0.0` too, losing its sign;
    /// this writes `-0.0`, which every reader reads back as negative zero.
    static func formatAsFoundation(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-infinity" : "+infinity" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0.0" }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            let count = withVaList([value]) { vsnprintf(buffer.baseAddress!, 32, "%.17g", $0) }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(count)), as: UTF8.self)
        }
    }
}
