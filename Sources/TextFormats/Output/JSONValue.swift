import TripSource

/// A JSON value to write, with object members in the order given, so outputs are stable and
/// read in a sensible order (SARIF's `version` before `runs`, a finding's file before its message).
package enum JSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The value as indented JSON text (two spaces per level) with a final line break.
    package func rendered() -> String {
        var output = ""
        write(into: &output, indent: 0)
        output += "\n"
        return output
    }

    private func write(into output: inout String, indent: Int) {
        switch self {
        case .string(let text):
            JSONStringLiteral.append(text, to: &output, escapingControls: true)
        case .int(let value):
            output += String(value)
        case .bool(let value):
            output += value ? "true" : "false"
        case .null:
            output += "null"
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                item.write(into: &output, indent: indent + 1)
                output += index + 1 < items.count ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                JSONStringLiteral.append(key, to: &output, escapingControls: true)
                output += ": "
                value.write(into: &output, indent: indent + 1)
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }
}
