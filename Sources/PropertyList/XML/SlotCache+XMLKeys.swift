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

/// A key of at most 15 bytes, as `XMLKey.shortCache()` stores it: its bytes in two words, zero
/// past its end, and its length.
struct ShortXMLKey {
    var head: UInt64
    var tail: UInt64
    var count: Int

    /// The key of an empty slot: no key looked up in the cache is empty.
    static var vacant: ShortXMLKey { ShortXMLKey(head: 0, tail: 0, count: 0) }
}

/// Dictionary keys as strings, made once for each distinct key among the recent ones.
///
/// A property list repeats the same keys in every record (`DestinationLocation` and `Title` ten
/// thousand times). A key of 16 bytes or more needs its own heap storage as a Swift string, so
/// sharing one string per distinct key saves an allocation for each repetition and the memory it
/// holds; a key of up to 15 bytes is stored inline in the string, and taking it from the cache
/// saves checking and copying its bytes again, which cost more than the lookup. Keys longer than
/// 64 bytes are not cached (rare, and costly to hash). Both tables follow `SlotCache`'s rule: a key
/// colliding with another costs making its string again, never a scan, and hostile input cannot
/// grow a table.
///
/// Functions of concrete types rather than methods of a constrained `SlotCache` extension, which
/// stayed generic in release builds.
extension XMLKey {
    /// A cache of the keys of 16 to 64 bytes of one parse.
    static func cache() -> SlotCache<[UInt8], XMLKey> {
        SlotCache(slotCount: 256, vacantKey: [], vacantValue: XMLKey(string: "", isASCII: true))
    }

    /// A cache of the keys of 1 to 15 bytes of one parse.
    static func shortCache() -> SlotCache<ShortXMLKey, XMLKey> {
        SlotCache(slotCount: 256, vacantKey: .vacant, vacantValue: XMLKey(string: "", isASCII: true))
    }

    /// The key spelled by an element's text.
    static func key(_ text: borrowing XMLTextBuffer, in keys: SlotCache<[UInt8], XMLKey>,
                    short: SlotCache<ShortXMLKey, XMLKey>) -> XMLKey {
        text.withBytes { key($0, in: keys, short: short) }
    }

    /// The key spelled by some UTF-8 bytes (which the XML reader has already validated).
    static func key(_ bytes: UnsafeBufferPointer<UInt8>, in keys: SlotCache<[UInt8], XMLKey>,
                    short: SlotCache<ShortXMLKey, XMLKey>) -> XMLKey {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return XMLKey(string: "", isASCII: true) }
        if bytes.count <= 15 { return shortKey(bytes, in: short) }
        guard bytes.count <= 64 else {
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

    /// A key of 1 to 15 bytes: its bytes and length are the whole cache key, compared in three words.
    private static func shortKey(_ bytes: UnsafeBufferPointer<UInt8>, in short: SlotCache<ShortXMLKey, XMLKey>)
        -> XMLKey
    {
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
        let key = ShortXMLKey(head: words.0, tail: words.1, count: bytes.count)
        let hash = key.head ^ (key.tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(key.count)
        return short.value(hash: hash) { stored in
            stored.head == key.head && stored.tail == key.tail && stored.count == key.count
        } make: {
            // A byte of 0x80 or more anywhere is a non-ASCII byte (the words are zero past the key).
            (key, XMLKey(string: String(decoding: bytes, as: UTF8.self),
                         isASCII: (key.head | key.tail) & 0x8080_8080_8080_8080 == 0))
        }
    }
}

/// String values of 16 to 64 bytes as strings, made once for each distinct text among the recent
/// ones, as CoreFoundation's XML reader makes each distinct string once.
///
/// A string of 16 bytes or more has its own heap storage (32 bytes of header and its bytes); a
/// property list repeats many values (`A great place to visit` ten thousand times in the 10 MB
/// benchmark file), and one shared string for them saves an allocation and its memory each time.
/// The cache keeps the strings themselves and compares their bytes, so a value seen once costs a
/// hash and at most one comparison, no copy. Same rules as the key caches: one slot per hash, a
/// collision costs making the string again, and the table never grows.
enum XMLValueString {
    /// A cache of the string values of 16 to 64 bytes of one parse.
    static func cache() -> SlotCache<String, String> {
        SlotCache(slotCount: 256, vacantKey: "", vacantValue: "")
    }

    /// The string spelled by an element's text (UTF-8 the XML reader has already validated).
    static func string(_ text: borrowing XMLTextBuffer, in cache: SlotCache<String, String>) -> String {
        text.withBytes { string($0, in: cache) }
    }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>, in cache: SlotCache<String, String>) -> String {
        guard let base = bytes.baseAddress, bytes.count >= 16, bytes.count <= 64 else {
            // Up to 15 bytes a string is stored inline, with nothing to share.
            return String(decoding: bytes, as: UTF8.self)
        }
        let raw = UnsafeRawPointer(base)
        let head = raw.loadUnaligned(as: UInt64.self)
        let tail = raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
        let hash = head ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(bytes.count)
        return cache.value(hash: hash) { stored in
            // The vacant key is empty, so its count never matches; a stored string is native UTF-8.
            stored.utf8.count == bytes.count
                && stored.utf8.withContiguousStorageIfAvailable {
                    memcmp($0.baseAddress!, base, bytes.count) == 0
                } == true
        } make: {
            let made = String(decoding: bytes, as: UTF8.self)
            return (made, made)
        }
    }
}
