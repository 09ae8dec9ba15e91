/// The text of an XML `<real>`: decimal numbers and the spellings Apple's readers accept for
/// non-finite values (`nan`, `inf`, `infinity`, `+infinity`, `-infinity`, in any case).
enum PlistRealText {
    static func parse(_ text: Substring) -> Double? {
        guard !text.isEmpty else { return nil }
        switch text.lowercased() {
        case "nan", "+nan", "-nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        // Decimal only: Swift's parser would also take hexadecimal floats, which no plist writer makes.
        let allowed = text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }
        guard allowed else { return nil }
        return Double(text)
    }

    /// The text python's `repr` gives a float, which is what `plistlib` writes.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        return value.description
    }
}
