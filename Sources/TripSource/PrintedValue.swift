/// A value laid out as `plutil -p` prints a property list on macOS: the one shape the
/// `description` of every model (property-list values, Interface Builder documents) shares.
///
/// ```
/// {
///   "name" => "Ada"
///   "visits" => 3
///   "tags" => [
///     0 => "coast"
///   ]
/// }
/// ```
///
/// Quoted text escapes `\`, `"`, and line breaks (`\\`, `\"`, `\n`, `\r`), so every leaf stays on
/// one line, and every other character that could drive a terminal (`isTerminalControl`: escape,
/// C1 controls, bidirectional overrides) as `\u{1B}`, so printing a file's strings is safe;
/// nesting indents by two spaces; an empty array is `[\n]` and an empty dictionary `{\n}`, as
/// `plutil -p` prints them.
package indirect enum PrintedValue: Sendable {
    /// Text in double quotes: strings and keys.
    case quoted(String)
    /// Text as it is: numbers, booleans, dates, data, names.
    case bare(String)
    /// `[`, one `index => value` line per item, `]`.
    case array([PrintedValue])
    /// `{`, one `"key" => value` line per entry in the given order, `}`.
    case dictionary([(key: String, value: PrintedValue)])

    /// The value as text, without a final newline.
    package var text: String {
        var output = ""
        append(to: &output, indent: 0)
        return output
    }

    private func append(to output: inout String, indent: Int) {
        switch self {
        case .quoted(let text):
            Self.appendQuoted(text, to: &output)
        case .bare(let text):
            output += text
        case .array(let items):
            output += "[\n"
            for (index, item) in items.enumerated() {
                Self.appendIndent(indent + 1, to: &output)
                output += "\(index) => "
                item.append(to: &output, indent: indent + 1)
                output += "\n"
            }
            Self.appendIndent(indent, to: &output)
            output += "]"
        case .dictionary(let entries):
            output += "{\n"
            for entry in entries {
                Self.appendIndent(indent + 1, to: &output)
                Self.appendQuoted(entry.key, to: &output)
                output += " => "
                entry.value.append(to: &output, indent: indent + 1)
                output += "\n"
            }
            Self.appendIndent(indent, to: &output)
            output += "}"
        }
    }

    private static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\"": output += "\\\""
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case _ where scalar.isTerminalControl:
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    private static func appendIndent(_ level: Int, to output: inout String) {
        output += String(repeating: "  ", count: level)
    }
}
