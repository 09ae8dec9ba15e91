@testable import Validation

/// Renders a read document as compact JSON (members in document order), to compare with what
/// python's `json` and `yaml` modules read from the same text.
func compactJSON(_ node: DocumentNode?) -> String {
    guard let node else { return "null" }
    switch node {
    case .scalar(.string(let text), _): return JSONValueText.quoted(text)
    case .scalar(.bool(let value), _): return value ? "true" : "false"
    case .scalar(.number(let text), _): return text
    case .scalar(.null, _): return "null"
    case .list(let items, _): return "[" + items.map(compactJSON).joined(separator: ", ") + "]"
    case .map(let entries, _):
        return "{" + entries.map { JSONValueText.quoted($0.key) + ": " + compactJSON($0.value) }.joined(separator: ", ") + "}"
    }
}

/// JSON string quoting as python's `json.dumps(..., ensure_ascii=False)` writes it.
enum JSONValueText {
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
