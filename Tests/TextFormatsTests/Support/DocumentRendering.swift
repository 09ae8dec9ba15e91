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
