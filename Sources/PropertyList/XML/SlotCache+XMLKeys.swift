#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(Plumbing) import TripXML

/// A dictionary key as the XML reader makes it: the string and whether its bytes are all ASCII.
struct XMLKey {
    var string: String
    var isASCII: Bool
}

/// Dictionary keys as strings, made once for each distinct long key among the recent ones.
///
/// A property list repeats the same keys in every record (`DestinationLocation` ten thousand
/// times); a key of 16 bytes or more needs its own heap storage as a Swift string, so sharing one
/// string per distinct key saves an allocation for each repetition and the memory it holds. Keys
/// of up to 15 bytes are stored inline in the string and never cached, nor are keys longer than
/// 64 bytes (rare, and costly to hash). The table follows `SlotCache`'s rule: a key colliding with
/// another costs making its string again, never a scan, and hostile input cannot grow the table.
///
/// Functions of concrete types rather than methods of a constrained `SlotCache` extension, which
/// stayed generic in release builds.
extension XMLKey {
    /// A cache of the keys of one parse.
    static func cache() -> SlotCache<[UInt8], XMLKey> {
        SlotCache(slotCount: 256, vacantKey: [], vacantValue: XMLKey(string: "", isASCII: true))
    }

    /// The key spelled by an element's text.
    static func key(_ text: borrowing XMLTextBuffer, in keys: SlotCache<[UInt8], XMLKey>) -> XMLKey {
        text.withBytes { key($0, in: keys) }
    }

    /// The key spelled by some UTF-8 bytes (which the XML reader has already validated).
    static func key(_ bytes: UnsafeBufferPointer<UInt8>, in keys: SlotCache<[UInt8], XMLKey>) -> XMLKey {
        guard bytes.count > 15, bytes.count <= 64, let base = bytes.baseAddress else {
            return XMLKey(string: String(decoding: bytes, as: UTF8.self), isASCII: bytes.allSatisfy { $0 < 0x80 })
        }
        // The hash comes from the length and the first and last eight bytes (a key here has at
        // least 16); `matches` compares every byte.
        let raw = UnsafeRawPointer(base)
        let head = raw.loadUnaligned(as: UInt64.self)
        let tail = raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
        let hash = head ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(bytes.count)
        return keys.value(hash: hash) { stored in
            stored.count == bytes.count && stored.withUnsafeBufferPointer { memcmp($0.baseAddress!, base, bytes.count) == 0 }
        } make: {
            (Array(bytes), XMLKey(string: String(decoding: bytes, as: UTF8.self), isASCII: bytes.allSatisfy { $0 < 0x80 }))
        }
    }
}
