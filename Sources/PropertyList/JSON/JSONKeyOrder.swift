/// The key order of `plutil -convert json -r`: Foundation sorts keys with a numeric,
/// case-insensitive, locale-aware comparison (ICU's root collation on Linux).
///
/// This reproduces that order for ASCII keys, which is what property-list keys nearly always are:
/// white space and punctuation first (in ICU's order `_ - , ; : ! ? . ' " ( ) [ ] { } @ * / \ & # %
/// ` ^ + < = > | ~ $`), then numbers (runs of digits compared by value), then letters regardless of
/// case; among keys equal so far, lowercase sorts before uppercase at the first difference, then
/// fewer leading zeros first. Characters outside ASCII sort after all of ASCII, by code point (ICU
/// would interleave accented letters with their base letters).
enum JSONKeyOrder {
    /// Whether `lhs` sorts before `rhs`.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.unicodeScalars)
        let right = Array(rhs.unicodeScalars)
        var i = 0
        var j = 0
        var caseDifference = 0
        var zerosDifference = 0
        while i < left.count, j < right.count {
            if isDigit(left[i]), isDigit(right[j]) {
                let (leftDigits, leftZeros) = digitRun(left, from: &i)
                let (rightDigits, rightZeros) = digitRun(right, from: &j)
                if leftDigits.count != rightDigits.count { return leftDigits.count < rightDigits.count }
                if leftDigits != rightDigits { return leftDigits.lexicographicallyPrecedes(rightDigits) }
                if zerosDifference == 0, leftZeros != rightZeros { zerosDifference = leftZeros < rightZeros ? -1 : 1 }
                continue
            }
            let (leftWeight, leftUpper) = weight(left[i])
            let (rightWeight, rightUpper) = weight(right[j])
            if leftWeight != rightWeight { return leftWeight < rightWeight }
            if caseDifference == 0, leftUpper != rightUpper { caseDifference = leftUpper ? 1 : -1 }
            i += 1
            j += 1
        }
        if i < left.count || j < right.count { return i == left.count }
        if caseDifference != 0 { return caseDifference < 0 }
        if zerosDifference != 0 { return zerosDifference < 0 }
        return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// The digits of a run without leading zeros, and how many zeros led.
    private static func digitRun(_ scalars: [Unicode.Scalar], from index: inout Int) -> (digits: [UInt32], zeros: Int) {
        var zeros = 0
        var digits: [UInt32] = []
        while index < scalars.count, isDigit(scalars[index]) {
            let digit = scalars[index].value - 0x30
            if digit == 0, digits.isEmpty {
                zeros += 1
            } else {
                digits.append(digit)
            }
            index += 1
        }
        return (digits, zeros)
    }

    /// The primary weight of a character, and whether it is an uppercase letter.
    private static func weight(_ scalar: Unicode.Scalar) -> (weight: UInt32, isUppercase: Bool) {
        let value = scalar.value
        switch value {
        case 0x41...0x5A: return (letterBase + (value - 0x41), true)
        case 0x61...0x7A: return (letterBase + (value - 0x61), false)
        case 0x30...0x39: return (digitWeight, false)
        case 0x20..<0x7F:
            let position = punctuation.firstIndex(of: UInt8(value)) ?? 0
            return (UInt32(position) + 1, false)
        case 0..<0x20, 0x7F: return (0, false)
        default: return (nonASCIIBase + value, false)
        }
    }

    /// Space, punctuation and symbols in ICU root collation order.
    private static let punctuation = Array(" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8)
    private static let digitWeight: UInt32 = 100
    private static let letterBase: UInt32 = 200
    private static let nonASCIIBase: UInt32 = 1000
}
