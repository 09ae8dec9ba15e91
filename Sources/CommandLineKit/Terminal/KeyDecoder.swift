/// Turns the bytes a terminal sends into keys.
///
/// Understands the common forms: arrows as `ESC [ A` and `ESC O A` (with or without modifier
/// parameters such as `ESC [ 1 ; 5 A`), Home as `ESC [ H`, `ESC O H`, `ESC [ 1 ~` and `ESC [ 7 ~`,
/// End as `ESC [ F`, `ESC O F`, `ESC [ 4 ~` and `ESC [ 8 ~`, Page Up/Down and Delete, Enter as CR or LF,
/// Backspace as DEL or BS, Ctrl-letters, and UTF-8 characters.
///
/// A lone ESC is ambiguous: it may start a sequence whose rest is still in flight. The decoder keeps
/// it pending; the caller waits a short time (`KeyDecoder.escapeTimeout`) for more bytes and calls
/// `flush()` when none came, which turns it into `.escape`.
package struct KeyDecoder: Sendable {
    /// How long to wait after a lone ESC before taking it as the Esc key, in milliseconds.
    package static let escapeTimeout = 50

    private var pending: [UInt8] = []

    package init() {}

    /// Whether bytes are held back waiting for the rest of a sequence (call `flush()` on timeout).
    package var hasPending: Bool { !pending.isEmpty }

    /// Decodes every complete key in the bytes read so far; keeps an incomplete one pending.
    ///
    /// - Parameter bytes: Newly read bytes.
    /// - Returns: The keys, in order.
    package mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending += bytes
        return decode(isFinal: false)
    }

    /// Decodes what is pending as if no more bytes will come: a lone ESC becomes `.escape`.
    ///
    /// - Returns: The keys, in order.
    package mutating func flush() -> [Key] {
        decode(isFinal: true)
    }

    private mutating func decode(isFinal: Bool) -> [Key] {
        var keys: [Key] = []
        var bytes = pending[...]
        while !bytes.isEmpty, let (key, length) = Self.decodeOne(bytes, isFinal: isFinal) {
            keys.append(key)
            bytes = bytes.dropFirst(length)
        }
        pending = Array(bytes)
        return keys
    }

    /// The first key in `bytes` and how many bytes it took, or `nil` when more bytes are needed.
    static func decodeOne(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (Key, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return decodeEscape(bytes, isFinal: isFinal)
        // Enter is CR in raw mode, but keys typed before raw mode began were turned into LF by ICRNL,
        // so LF is Enter too (and Ctrl-J, which sends LF, cannot move the picker).
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x20...0x7E: return (.character(Character(Unicode.Scalar(first))), 1)
        case 0x80...: return decodeUTF8(bytes, isFinal: isFinal)
        default: return (.unknown([first]), 1)
        }
    }

    /// ESC alone, a CSI (`ESC [`) or SS3 (`ESC O`) sequence, or ESC and a character (Alt).
    private static func decodeEscape(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (Key, Int)? {
        let rest = bytes.dropFirst()
        guard let introducer = rest.first else { return isFinal ? (.escape, 1) : nil }
        switch introducer {
        case UInt8(ascii: "["):
            // Parameters and intermediates (0x20...0x3F), then one final byte (0x40...0x7E).
            guard let end = rest.dropFirst().firstIndex(where: { (0x40...0x7E).contains($0) }) else {
                let body = rest.dropFirst()
                let isComplete = body.allSatisfy { (0x20...0x3F).contains($0) }
                return isFinal || !isComplete ? (.escape, 1) : nil
            }
            let parameters = String(decoding: rest[rest.index(after: rest.startIndex)..<end], as: UTF8.self)
            let length = end - bytes.startIndex + 1
            return (csiKey(final: bytes[end], parameters: parameters) ?? .unknown(Array(bytes.prefix(length))), length)
        case UInt8(ascii: "O"):
            guard let final = rest.dropFirst().first else { return isFinal ? (.escape, 1) : nil }
            return (ss3Key(final) ?? .unknown(Array(bytes.prefix(3))), 3)
        case 0x20...0x7E:
            return (.unknown(Array(bytes.prefix(2))), 2)
        default:
            return (.escape, 1)
        }
    }

    private static func csiKey(final: UInt8, parameters: String) -> Key? {
        if final == UInt8(ascii: "~") {
            switch parameters.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        }
        return ss3Key(final)
    }

    private static func ss3Key(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        default: nil
        }
    }

    /// A multi-byte UTF-8 character; an invalid lead or continuation byte is skipped as unknown.
    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (Key, Int)? {
        guard let lead = bytes.first else { return nil }
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.unknown([lead]), 1)
        }
        guard bytes.count >= length else { return isFinal ? (.unknown(Array(bytes)), bytes.count) : nil }
        guard let text = String(validating: bytes.prefix(length), as: UTF8.self),
              let scalar = text.unicodeScalars.first else {
            return (.unknown([lead]), 1)
        }
        return (.character(Character(scalar)), length)
    }
}
