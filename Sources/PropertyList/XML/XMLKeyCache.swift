#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Dictionary keys as strings, made once for each distinct long key among the recent ones.
///
/// A property list repeats the same keys in every record (`DestinationLocation` ten thousand
/// times); a key of 16 bytes or more needs its own heap storage as a Swift string, so sharing one
/// string per distinct key saves an allocation for each repetition and the memory it holds. Keys
/// of up to 15 bytes are stored inline in the string and never cached. The table has a fixed number
/// of slots, each replaced by the next key that hashes to it, so hostile input cannot grow it.
final class XMLKeyCache {
    private struct Slot {
        var bytes: [UInt8] = []
        var string = ""
        var isASCII = false
    }

    private static let capacity = 256
    /// 64 minus log2(capacity): shifting a hash right by this leaves a slot number.
    private static let slotShift: UInt64 = 56
    /// Longer keys are rare enough, and costly enough to hash, to be made afresh.
    private static let longestCachedKey = 64
    private let slots: UnsafeMutablePointer<Slot>

    init() {
        slots = .allocate(capacity: Self.capacity)
        slots.initialize(repeating: Slot(), count: Self.capacity)
    }

    deinit {
        slots.deinitialize(count: Self.capacity)
        slots.deallocate()
    }

    /// The key spelled by an element's text, and whether its bytes are all ASCII.
    func key(_ text: borrowing XMLTextBuffer) -> (string: String, isASCII: Bool) {
        text.withBytes { key($0) }
    }

    /// The key spelled by some UTF-8 bytes (which the XML reader has already validated), and
    /// whether they are all ASCII.
    func key(_ bytes: UnsafeBufferPointer<UInt8>) -> (string: String, isASCII: Bool) {
        guard bytes.count > 15, bytes.count <= Self.longestCachedKey, let base = bytes.baseAddress else {
            return (String(decoding: bytes, as: UTF8.self), bytes.allSatisfy { $0 < 0x80 })
        }
        // The slot comes from the length and the first and last eight bytes (a key here has at
        // least 16); the comparison below checks every byte.
        let raw = UnsafeRawPointer(base)
        let head = raw.loadUnaligned(as: UInt64.self)
        let tail = raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
        let mixed = (head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(bytes.count)
        // The top bits of a product depend on every bit of the words (the low ones only on the first bytes).
        let slot = slots + Int(truncatingIfNeeded: mixed >> Self.slotShift)
        let hit = slot.pointee.bytes.withUnsafeBufferPointer { stored in
            stored.count == bytes.count && stored.baseAddress.map { memcmp($0, base, bytes.count) == 0 } == true
        }
        if hit {
            return (slot.pointee.string, slot.pointee.isASCII)
        }
        let string = String(decoding: bytes, as: UTF8.self)
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        slot.pointee = Slot(bytes: Array(bytes), string: string, isASCII: isASCII)
        return (string, isASCII)
    }
}
