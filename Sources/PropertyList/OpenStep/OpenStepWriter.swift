/// Writes a value as OpenStep text in the layout macOS `defaults read` prints.
///
/// `{` and `(` open on their own line and close at the container's indentation, entries are
/// indented four spaces per level, and a nested container starts on its key's line after its own
/// indentation, which gives `defaults`' familiar `key =     (`. A string stays bare when it is made
/// only of ASCII letters and digits and is quoted otherwise, with `\"`, `\\`, `\n`, `\t` and the
/// other C escapes, and `\Uxxxx` for everything outside printable ASCII, so the output is ASCII.
///
/// The format has only strings, data, arrays and dictionaries, so it is for display and for
/// strings-only data: integers and reals are written as their decimal text, booleans as 1 and 0
/// (as `defaults` prints them), dates as `"2024-05-17 10:00:00 +0000"` (seconds since 1970 outside
/// the years 0001 to 9999), UIDs as a `CF$UID`
/// dictionary, and all of them read back as strings. Data is written as `<0fbd7a12 34>` (what older
/// `defaults` printed), or for display as newer ones print it, `{length = N, bytes = 0x...}`, which
/// does not read back.
/// Keys keep the value's order (`defaults` sorts them).
enum OpenStepWriter {
    static func write(_ value: PlistValue, data style: PlistWriter.OpenStepDataStyle = .hexBytes) -> String {
        var output = ""
        write(value, level: 0, style: style, into: &output)
        output += "\n"
        return output
    }

    private static func write(
        _ value: PlistValue, level: Int, style: PlistWriter.OpenStepDataStyle, into output: inout String
    ) {
        switch value.content {
        case .string(let string):
            output += quoted(string)
        case .integer(let integer):
            output += quoted(integer.description)
        case .real(let real):
            output += quoted(JSONNumberText.format(real))
        case .boolean(let boolean):
            output += boolean ? "1" : "0"
        case .date(let date):
            guard PlistDateText.canFormat(date) else {
                // Outside the years 0001-9999: the seconds since 1970.
                output += quoted(JSONNumberText.format(date.timeIntervalSince1970))
                return
            }
            let text = PlistDateText.format(date)
            // 2024-05-17T10:00:00Z -> 2024-05-17 10:00:00 +0000
            output += quoted(text.dropLast().replacing("T", with: " ") + " +0000")
        case .data(let data) where style == .description:
            output += dataDescription(Array(data))
        case .data(let data):
            output += "<"
            for (index, byte) in data.enumerated() {
                if index > 0, index % 4 == 0 { output += " " }
                output += Self.hexDigits[Int(byte >> 4)]
                output += Self.hexDigits[Int(byte & 0x0F)]
            }
            output += ">"
        case .uid(let uid):
            write(
                PlistValue(.dictionary(["CF$UID": .integer(PlistInteger(uid))])), level: level, style: style,
                into: &output)
        case .array(let items):
            output += indentation(level) + "(\n"
            for (index, item) in items.enumerated() {
                output += indentation(level + 1)
                write(item, level: level + 1, style: style, into: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indentation(level) + ")"
        case .dictionary(let dictionary):
            output += indentation(level) + "{\n"
            for entry in dictionary.entries {
                output += indentation(level + 1) + quoted(entry.key) + " = "
                write(entry.value, level: level + 1, style: style, into: &output)
                output += ";\n"
            }
            output += indentation(level) + "}"
        }
    }

    /// CoreFoundation's description of data: every byte up to 24, else the first 16 and the last 8 in
    /// groups of four, each group followed by a space.
    static func dataDescription(_ bytes: [UInt8]) -> String {
        func hex(_ slice: ArraySlice<UInt8>) -> String {
            slice.map { hexDigits[Int($0 >> 4)] + hexDigits[Int($0 & 0x0F)] }.joined()
        }
        var text = "{length = \(bytes.count), bytes = 0x"
        if bytes.count <= 24 {
            text += hex(bytes[...])
        } else {
            for start in stride(from: 0, to: 16, by: 4) { text += hex(bytes[start..<start + 4]) + " " }
            text += "... "
            for start in stride(from: bytes.count - 8, to: bytes.count, by: 4) {
                text += hex(bytes[start..<start + 4]) + " "
            }
        }
        return text + "}"
    }

    private static func indentation(_ level: Int) -> String {
        String(repeating: " ", count: 4 * level)
    }

    /// The string bare when it is only ASCII letters and digits, quoted and escaped otherwise.
    ///
    /// A string starting with `bplist` is always quoted: bare at the start of a file it would make
    /// every reader (ours, CoreFoundation's) take the file for a binary property list.
    static func quoted(_ string: String) -> String {
        let bare =
            !string.isEmpty && !string.hasPrefix("bplist")
            && string.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            }
        if bare { return string }
        var output = "\""
        for unit in string.utf16 {
            switch unit {
            case 0x22: output += "\\\""
            case 0x5C: output += "\\\\"
            case 0x07: output += "\\a"
            case 0x08: output += "\\b"
            case 0x0C: output += "\\f"
            case 0x0A: output += "\\n"
            case 0x0D: output += "\\r"
            case 0x09: output += "\\t"
            case 0x0B: output += "\\v"
            case 0x20..<0x7F: output.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16)
                output += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return output + "\""
    }

    private static let hexDigits = (0..<16).map { String($0, radix: 16) }
}
