/// Wraps prose to a column width at spaces, for help that fits the terminal.
package enum TextWrapping {
    /// Wraps one paragraph.
    ///
    /// Words are never split; a word longer than the room left sits on a line of its own.
    ///
    /// - Parameters:
    ///   - text: The paragraph; runs of white space count as one space.
    ///   - width: The total line width, prefixes included.
    ///   - firstPrefix: Put before the first line (a padded label, or an indent).
    ///   - prefix: Put before every later line.
    /// - Returns: The lines, without line breaks.
    static func wrap(_ text: String, width: Int, firstPrefix: String = "", prefix: String = "") -> [String] {
        let words = text.split(whereSeparator: \.isWhitespace)
        var lines: [String] = []
        var line = firstPrefix
        var lineHasWord = false
        for word in words {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = prefix
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        if lineHasWord || lines.isEmpty { lines.append(line) }
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Wraps text of several paragraphs separated by blank lines.
    ///
    /// Lines that start with a space are kept as they are (examples, lists), only prefixed.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The total line width.
    ///   - prefix: Put before every line.
    /// - Returns: The lines, with empty strings between paragraphs.
    static func wrapParagraphs(_ text: String, width: Int, prefix: String = "") -> [String] {
        var lines: [String] = []
        var paragraph: [Substring] = []
        func flush() {
            guard !paragraph.isEmpty else { return }
            lines += wrap(paragraph.joined(separator: " "), width: width, firstPrefix: prefix, prefix: prefix)
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                flush()
                if lines.last != "" { lines.append("") }
            } else if line.first == " " {
                flush()
                lines.append(prefix + line)
            } else {
                paragraph.append(line)
            }
        }
        flush()
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Wraps each line of prose of a text to a width, leaving code as it is: a line indented by
    /// `codeIndent` spaces or more (an example) is kept whole, and so is a line of two words (a
    /// label and a link); any other line is wrapped at spaces, its later lines indented as its first.
    ///
    /// - Parameters:
    ///   - text: The text, its lines ended by line breaks.
    ///   - width: The total line width.
    ///   - codeIndent: The indent from which a line is code.
    /// - Returns: The text wrapped, ending with a line break when `text` does.
    package static func wrapProse(_ text: String, width: Int, codeIndent: Int = 4) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = line.prefix { $0 == " " }.count
            // A label and its one value (`Documentation: URL`) stay on one line.
            guard indent < codeIndent, line.count > width, line.split(separator: " ").count > 2 else { return String(line) }
            let margin = String(repeating: " ", count: indent)
            return wrap(String(line), width: width, firstPrefix: margin, prefix: margin).joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
