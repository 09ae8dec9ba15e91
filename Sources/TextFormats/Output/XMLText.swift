/// Escapes text for the XML reporters (JUnit, Checkstyle).
package enum XMLText {
    /// Text escaped for an attribute value in double quotes: `&`, `<`, `>`, `"` as entities, line
    /// breaks and tabs as character references (so they survive attribute normalisation), and the
    /// control characters XML 1.0 cannot hold replaced by U+FFFD; DEL, C1, separators and
    /// bidirectional controls (`Unicode.Scalar.isTerminalControl`) as character references.
    package static func attribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    /// Text escaped for element content: as for attributes, but tabs, line feeds and quotes as they
    /// are (a reporter escapes line breaks in what files say before it builds its lines).
    package static func content(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where inAttribute: output += "&quot;"
            case "\n" where inAttribute: output += "&#10;"
            case "\r": output += "&#13;"
            case "\t" where inAttribute: output += "&#9;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": output += "\u{FFFD}"
            case _ where VisibleText.isControl(scalar):
                // DEL, C1 and the separators and bidirectional controls XML can hold, as references.
                output += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
