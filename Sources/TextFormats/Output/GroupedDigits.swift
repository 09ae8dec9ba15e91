/// Whole numbers as reports write them, with thousands apart: `2,104`.
package enum GroupedDigits {
    /// The number with a comma before each group of three digits from the right: `2,104` for 2104.
    package static func text(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = number < 0 ? "-" : ""
        for (position, digit) in digits.enumerated() {
            if position > 0 && (digits.count - position) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }
}
