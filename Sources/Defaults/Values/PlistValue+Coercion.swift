#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PropertyList

/// The conversions `UserDefaults`' typed getters make, applied to a looked-up value (or its absence).
extension Optional where Wrapped == PlistValue {
    /// `integer(forKey:)`: an integer (clamped to `Int`), a real truncated toward zero (clamped; NaN is
    /// 0), a boolean as 1 or 0, a string read as `NSString.integerValue` reads it ("123" is 123); 0 for
    /// anything else or nothing.
    var defaultsInteger: Int {
        guard let value = self else { return 0 }
        switch value.content {
        case .integer(let number):
            if let exact = number.intValue { return exact }
            return number.isNegative ? Int.min : Int.max
        case .real(let number):
            if number.isNaN { return 0 }
            return Int(exactly: number.rounded(.towardZero)) ?? (number < 0 ? Int.min : Int.max)
        case .boolean(let flag):
            return flag ? 1 : 0
        case .string(let text):
            return NumericText.integer(text)
        case .date, .data, .array, .dictionary, .uid:
            return 0
        }
    }

    /// `double(forKey:)`: a real, an integer as a `Double`, a boolean as 1 or 0, a string read as
    /// `NSString.doubleValue` reads it; 0 for anything else or nothing.
    var defaultsDouble: Double {
        guard let value = self else { return 0 }
        switch value.content {
        case .real(let number): return number
        case .integer(let number): return number.doubleValue
        case .boolean(let flag): return flag ? 1 : 0
        case .string(let text): return NumericText.double(text)
        case .date, .data, .array, .dictionary, .uid: return 0
        }
    }

    /// `bool(forKey:)`: a boolean, a number that is not zero, a string read as `NSString.boolValue`
    /// reads it ("YES", "true" and "1" are true); false for anything else or nothing.
    var defaultsBool: Bool {
        guard let value = self else { return false }
        switch value.content {
        case .boolean(let flag): return flag
        case .integer(let number): return number != PlistInteger(0)
        case .real(let number): return number != 0
        case .string(let text): return NumericText.bool(text)
        case .date, .data, .array, .dictionary, .uid: return false
        }
    }

    /// `string(forKey:)`: a string, or the text of a number (a boolean is "1" or "0"); `nil` otherwise.
    var defaultsString: String? {
        guard let value = self else { return nil }
        switch value.content {
        case .string(let text): return text
        case .integer(let number): return number.description
        case .real(let number): return "\(number)"
        case .boolean(let flag): return flag ? "1" : "0"
        case .date, .data, .array, .dictionary, .uid: return nil
        }
    }

    /// `url(forKey:)`: a string that starts with a URL scheme (`https:`, `file:`) is that URL, any other
    /// string is a file path; `nil` for anything else or nothing.
    var defaultsURL: URL? {
        guard let text = self?.string, !text.isEmpty else { return nil }
        if Self.hasScheme(text), let url = URL(string: text) { return url }
        return URL(fileURLWithPath: text)
    }

    /// Whether text starts with `scheme:` as RFC 3986 spells a scheme (a letter, then letters, digits,
    /// `+`, `-` or `.`).
    private static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let scheme = text.utf8[..<colon]
        guard let first = scheme.first, Self.isLetter(first) else { return false }
        return scheme.allSatisfy { byte in
            Self.isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}
