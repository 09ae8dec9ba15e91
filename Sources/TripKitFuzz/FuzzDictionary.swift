/// libFuzzer dictionary entries (`-dict=FILE`): one quoted token per line, with `\\`, `"` and
/// bytes outside printable ASCII written as `\xNN`.
package enum FuzzDictionary {
    package static func entry(_ token: String) -> String {
        var line = "\""
        for byte in token.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): line += "\\\\"
            case UInt8(ascii: "\""): line += "\\\""
            case 0x20..<0x7F: line.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                line += "\\x" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return line + "\""
    }
}
