/// JSON string literals, written the one way the toolkit writes them: the property-list JSON
/// writer and the validation reporters both call this.
package enum JSONStringLiteral {
    /// Appends text as a JSON string literal.
    ///
    /// `"` and `\` are escaped, `\b \f \n \r \t` written as such, the other C0 controls as `\u00xx`
    /// (lowercase hexadecimal); everything else is written as it is (UTF-8, no `\u` escapes).
    ///
    /// - Parameters:
    ///   - text: The string.
    ///   - output: Where the literal is appended, quotes included.
    ///   - escapingSlash: Whether `/` is written as `\/`, as Foundation's `JSONSerialization` (and
    ///     so `plutil -convert json`) writes it.
    ///   - escapingControls: Whether every `Unicode.Scalar.isTerminalControl` scalar is written as
    ///     `\u` (DEL, C1, separators, bidirectional controls too), for output that may reach a
    ///     terminal or a CI log.
    package static func append(_ text: String, to output: inout String, escapingSlash: Bool = false,
                              escapingControls: Bool = false) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "/" where escapingSlash: output += "\\/"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || (escapingControls && scalar.isTerminalControl):
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
