/// Writes Apple's canonical XML plist layout: the XML header and DOCTYPE, tab indentation,
/// `<true/>`, `<dict/>` for empty containers, base64 data in lines that fit 76 columns.
///
/// The output is byte for byte what python's `plistlib.dumps(value, sort_keys=False)` produces for
/// the same value, except where plistlib is lossy or cannot write the value: a carriage return in a
/// string is written as `&#13;` (plistlib turns it into a newline), and a UID as CoreFoundation
/// writes it, `<dict><key>CF$UID</key><integer>N</integer></dict>`.
///
/// In the `.foundation` style, reals and data are laid out as Foundation's `PropertyListSerialization`
/// (CoreFoundation, and so Xcode and `plutil`) writes them instead: see `PlistWriter.XMLStyle`.
struct XMLPlistWriter {
    private let style: PlistWriter.XMLStyle
    private var output: [UInt8] = []
    private var keyPath: [String] = []

    private init(style: PlistWriter.XMLStyle) {
        self.style = style
    }

    static func write(_ value: PlistValue, style: PlistWriter.XMLStyle = .plistlib) throws -> [UInt8] {
        var writer = XMLPlistWriter(style: style)
        writer.output.reserveCapacity(4096)
        writer.append(Self.header)
        try writer.write(value, indent: 0)
        writer.append("</plist>\n")
        return writer.output
    }

    private mutating func write(_ value: PlistValue, indent: Int) throws {
        switch value.content {
        case .string(let string):
            try line(indent, "<string>", escaped: string, "</string>")
        case .integer(let integer):
            line(indent, "<integer>\(integer)</integer>")
        case .real(let real):
            let text = style == .foundation ? PlistRealText.formatAsFoundation(real) : PlistRealText.format(real)
            line(indent, "<real>\(text)</real>")
        case .boolean(let boolean):
            line(indent, boolean ? "<true/>" : "<false/>")
        case .date(let date):
            guard PlistDateText.canFormat(date) else {
                throw PlistWriteError.dateOutOfRange(keyPath: keyPath.joined(separator: "."),
                                                     secondsSince1970: date.timeIntervalSince1970)
            }
            // The date as stored (since 2001, as binary plists hold it): a fraction too small to show
            // in seconds since 1970 is still a fraction.
            let stored = date.timeIntervalSinceReferenceDate
            guard stored.rounded(.down) == stored else {
                throw PlistWriteError.dateFraction(keyPath: keyPath.joined(separator: "."), secondsSince1970: date.timeIntervalSince1970)
            }
            line(indent, "<date>\(PlistDateText.format(date))</date>")
        case .data(let data):
            line(indent, "<data>")
            // plistlib: 76 columns minus the indentation, tabs counted as 8, at least 16.
            // Foundation: the lines' indentation stops at 8 tabs, and they fill the rest of 76 columns.
            let lineIndent = style == .foundation ? min(indent, 8) : indent
            let lineLength = style == .foundation ? 76 - 8 * lineIndent : max(16, 76 - 8 * indent)
            for encoded in Base64.encodeLines(data, lineLength: lineLength) {
                line(lineIndent, encoded)
            }
            line(indent, "</data>")
        case .array(let items):
            if items.isEmpty {
                line(indent, "<array/>")
                return
            }
            line(indent, "<array>")
            for (index, item) in items.enumerated() {
                keyPath.append(String(index))
                try write(item, indent: indent + 1)
                keyPath.removeLast()
            }
            line(indent, "</array>")
        case .dictionary(let dictionary):
            if dictionary.isEmpty {
                line(indent, "<dict/>")
                return
            }
            line(indent, "<dict>")
            for entry in dictionary.entries {
                keyPath.append(entry.key)
                try line(indent + 1, "<key>", escaped: entry.key, "</key>")
                try write(entry.value, indent: indent + 1)
                keyPath.removeLast()
            }
            line(indent, "</dict>")
        case .uid(let uid):
            line(indent, "<dict>")
            line(indent + 1, "<key>CF$UID</key>")
            line(indent + 1, "<integer>\(uid)</integer>")
            line(indent, "</dict>")
        }
    }

    private mutating func line(_ indent: Int, _ text: String) {
        output.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: indent))
        append(text)
        output.append(UInt8(ascii: "\n"))
    }

    /// Writes `open`, the text escaped, and `close` on one line.
    ///
    /// - Throws: `PlistWriteError.unrepresentableCharacter` for a character XML 1.0 has no way to
    ///   hold (not even as a character reference): the C0 controls but tab, line feed and carriage
    ///   return, and U+FFFE and U+FFFF. (Lone surrogates cannot occur in a Swift string.)
    private mutating func line(_ indent: Int, _ open: String, escaped text: String, _ close: String) throws {
        output.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: indent))
        append(open)
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            case 0x0D: append("&#13;")
            case 0x09, 0x0A: output.append(byte)
            case 0x00..<0x20:
                throw PlistWriteError.unrepresentableCharacter(keyPath: keyPath.joined(separator: "."), scalar: UInt32(byte))
            case 0xEF:
                // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
                let second = utf8.index(after: index)
                if second != utf8.endIndex, utf8[second] == 0xBF {
                    let third = utf8.index(after: second)
                    if third != utf8.endIndex, utf8[third] == 0xBE || utf8[third] == 0xBF {
                        throw PlistWriteError.unrepresentableCharacter(
                            keyPath: keyPath.joined(separator: "."), scalar: utf8[third] == 0xBE ? 0xFFFE : 0xFFFF)
                    }
                }
                output.append(byte)
            default: output.append(byte)
            }
            index = utf8.index(after: index)
        }
        append(close)
        output.append(UInt8(ascii: "\n"))
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    private static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """
}
