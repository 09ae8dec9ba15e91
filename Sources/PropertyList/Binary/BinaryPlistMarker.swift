/// The high nibble of a `bplist00` object's first byte: what kind of object follows.
///
/// The low nibble is a size or count (`0xF` means an integer object with the real count follows).
/// Layout as documented in CoreFoundation's `CFBinaryPList.c`.
enum BinaryPlistMarker {
    /// `0x00` null, `0x08` false, `0x09` true, `0x0F` fill.
    static let simple: UInt8 = 0x00
    static let `false`: UInt8 = 0x08
    static let `true`: UInt8 = 0x09
    /// `0x1n`: a big-endian integer of 2^n bytes (1, 2, 4 unsigned; 8 signed; 16 signed 128-bit).
    static let integer: UInt8 = 0x10
    /// `0x2n`: a big-endian IEEE real of 2^n bytes (4 or 8).
    static let real: UInt8 = 0x20
    /// `0x33`: a big-endian Float64 of seconds since 2001-01-01T00:00:00Z.
    static let date: UInt8 = 0x33
    /// `0x4n`: n bytes of data.
    static let data: UInt8 = 0x40
    /// `0x5n`: n bytes of ASCII.
    static let asciiString: UInt8 = 0x50
    /// `0x6n`: n big-endian UTF-16 code units.
    static let utf16String: UInt8 = 0x60
    /// `0x7n`: n bytes of UTF-8 (written by some non-Apple tools; CoreFoundation does not write it).
    static let utf8String: UInt8 = 0x70
    /// `0x8n`: a keyed-archiver UID of n+1 bytes.
    static let uid: UInt8 = 0x80
    /// `0xAn`: n object references.
    static let array: UInt8 = 0xA0
    /// `0xBn`: an ordered set (never a property-list value).
    static let orderedSet: UInt8 = 0xB0
    /// `0xCn`: a set (never a property-list value).
    static let set: UInt8 = 0xC0
    /// `0xDn`: n key references, then n value references.
    static let dictionary: UInt8 = 0xD0
    /// The low nibble that says the count follows as an integer object.
    static let extendedCount: UInt8 = 0x0F

    /// What a marker byte starts, with an article, for messages ("dictionary key is an array").
    static func describe(_ marker: UInt8) -> String {
        switch marker & 0xF0 {
        case 0x00:
            switch marker {
            case `false`, `true`: return "a boolean"
            case 0x00: return "null"
            case 0x0F: return "a fill byte"
            default: return "an unknown object"
            }
        case integer: return "an integer"
        case real: return "a real number"
        case 0x30: return "a date"
        case data: return "data"
        case asciiString, utf16String, utf8String: return "a string"
        case uid: return "a UID"
        case array: return "an array"
        case orderedSet: return "an ordered set"
        case set: return "a set"
        case dictionary: return "a dictionary"
        default: return "an unknown object"
        }
    }
}
