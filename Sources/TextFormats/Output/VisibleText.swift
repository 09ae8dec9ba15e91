/// Text from the files being validated made safe to print: every character that could move a
/// terminal's cursor, change its colours, end a line (and so start a CI command such as GitHub's
/// `::error`) or reorder what is shown is written as a visible escape instead.
///
/// Escaped: what `Unicode.Scalar.isTerminalControl` names, as `\n`, `\r`, or `\u{1B}` for ESC and
/// the rest. A backslash is left as it is.
import TripSource

package enum VisibleText {
    /// The text with control characters written as escapes.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case _ where isControl(scalar): output += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Whether a scalar is one `escaped` rewrites (`Unicode.Scalar.isTerminalControl`).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isTerminalControl
    }
}
