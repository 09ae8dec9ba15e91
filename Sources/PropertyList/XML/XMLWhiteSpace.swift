/// XML white space (space, tab, line feed, carriage return), which may stand around the text of an
/// `<integer>`, `<real>` or `<date>`.
enum XMLWhiteSpace {
    /// The text without leading and trailing XML white space.
    ///
    /// The XML reader trims element text with it, and the decoder trims the strings it reads as
    /// numbers with it, so that both accept exactly the same texts.
    static func trimmed(_ text: String) -> Substring {
        let utf8 = text.utf8
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }),
              let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        return text[first...last]
    }
}
