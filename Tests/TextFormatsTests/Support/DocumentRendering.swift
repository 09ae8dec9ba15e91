@testable import TextFormats

/// Renders a read document as compact JSON (members in document order), to compare with what
/// python's `json` and `yaml` modules read from the same text.
func compactJSON(_ node: DocumentNode?) -> String {
    guard let node else { return "null" }
    switch node {
    case .scalar(.string(let text), _): return quoted(text)
    case .scalar(.bool(let value), _): return value ? "true" : "false"
    case .scalar(.number(let text), _): return text
    case .scalar(.null, _): return "null"
    case .list(let items, _): return "[" + items.map(compactJSON).joined(separator: ", ") + "]"
    case .map(let entries, _):
        return "{" + entries.map { quoted($0.key) + ": " + compactJSON($0.value) }.joined(separator: ", ") + "}"
    }
}

/// A JSON string literal as python's `json.dumps(..., ensure_ascii=False)` writes it.
private func quoted(_ text: String) -> String {
    String(JSONValue.string(text).rendered().dropLast())
}

/// Renders a read document in the canonical form the PyYAML oracle prints (`YAMLOracle.script`):
/// `s"text"` strings, `n"text"` numbers as written, `true`, `false`, `null`, `[...]` lists and
/// `{"key":value,...}` mappings in document order, strings escaped as python's `json.dumps` does.
/// Every scalar is kept exactly (no normalisation), so "é" and "e\u{301}" differ.
func canonicalText(_ node: DocumentNode?) -> String {
    guard let node else { return "null" }
    switch node {
    case .scalar(.string(let text), _): return "s" + pythonJSONString(text)
    case .scalar(.number(let text), _): return "n" + pythonJSONString(text)
    case .scalar(.bool(let value), _): return value ? "true" : "false"
    case .scalar(.null, _): return "null"
    case .list(let items, _): return "[" + items.map(canonicalText).joined(separator: ",") + "]"
    case .map(let entries, _):
        return "{" + entries.map { pythonJSONString($0.key) + ":" + canonicalText($0.value) }.joined(separator: ",") + "}"
    }
}

/// A string as python's `json.dumps` writes it with `ensure_ascii`: `\uXXXX` (UTF-16) for every
/// scalar outside ASCII and for controls without a short escape.
func pythonJSONString(_ text: String) -> String {
    var result = "\""
    func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\u{08}": result += "\\b"
        case "\u{0C}": result += "\\f"
        default:
            let value = scalar.value
            if value < 0x20 || (value > 0x7F && value <= 0xFFFF) {
                result += hex(value)
            } else if value > 0xFFFF {
                let offset = value - 0x10000
                result += hex(0xD800 + (offset >> 10)) + hex(0xDC00 + (offset & 0x3FF))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
