/// XML white space (space, tab, line feed, carriage return), which may stand before the text of an
/// `<integer>` or `<real>` in an XML property list (CoreFoundation refuses it after, and around a
/// `<date>`), and around the strings the decoder reads as numbers.
enum XMLWhiteSpace {
    /// The text without leading and trailing XML white space.
    ///
    /// The XML reader trims element text with it, and the decoder trims the strings it reads as
    /// numbers with it, so that both accept exactly the same texts.
    static func trimmed(_ text: String) -> Substring {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isSpace($0) }),
              let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        return text[first...last]
    }

    /// The text without leading XML white space: the number of an `<integer>` or `<real>`, as
    /// CoreFoundation reads it.
    static func trimmedLeading(_ text: String) -> Substring {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isSpace($0) }) else { return "" }
        return text[first...]
    }

    /// Whether a byte is XML white space.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
