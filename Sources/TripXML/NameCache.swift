#if canImport(Glibc)
import Glibc
#endif

/// Element and attribute names as Swift strings, made once per distinct name and parse.
///
/// libxml2 interns every element and attribute name in its parser dictionary, so during one parse a
/// pointer always spells the same name; the cache keys on the pointers and skips making (and
/// validating) a new string for each of the millions of tags a large file has. A cheap check of the
/// first byte and the length guards each hit.
final class NameCache {
    /// A name as the cache hands it out: the string and its length in UTF-8 bytes, so that callers
    /// need not ask the string (which costs a call) for the length.
    struct Name {
        /// The qualified name (`prefix:local` or `local`).
        let string: String
        /// `string`'s length in UTF-8 bytes.
        let length: Int
    }

    private struct Slot {
        var localName: UnsafePointer<UInt8>?
        var prefix: UnsafePointer<UInt8>?
        /// The first byte of the local name, and its length: the guard of a hit.
        var localFirst: UInt8 = 0
        var localLength = 0
        var name = Name(string: "", length: 0)
    }

    private static let capacity = 1024
    /// 64 minus log2(capacity): a hash shifted right by this is a slot number.
    private static let homeShift: UInt64 = 54
    private let slots: UnsafeMutablePointer<Slot>

    init() {
        slots = .allocate(capacity: Self.capacity)
        slots.initialize(repeating: Slot(), count: Self.capacity)
    }

    deinit {
        slots.deinitialize(count: Self.capacity)
        slots.deallocate()
    }

    /// The qualified name (`prefix:local` or `local`) for libxml2's interned name pointers.
    func name(localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?) -> Name {
        let key = UInt64(UInt(bitPattern: localName) &+ UInt(bitPattern: prefix) &* 31)
        // libxml2 keeps names side by side in its dictionary, so the home slot comes from the top
        // bits of a multiplied key: neighbouring pointers must not take neighbouring slots, or a
        // cluster forms that four probes cannot cross and a name is made again at every tag.
        let home = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> Self.homeShift)
        for probe in 0..<4 {
            let slot = slots + ((home + probe) & (Self.capacity - 1))
            if slot.pointee.localName == localName, slot.pointee.prefix == prefix {
                // The pointer spelled this name when it was stored; the bytes read here are within the
                // NUL-terminated local name, whose length was measured then.
                if localName[0] == slot.pointee.localFirst, localName[slot.pointee.localLength] == 0 {
                    return slot.pointee.name
                }
            }
            if slot.pointee.localName == nil {
                return store(in: slot, localName: localName, prefix: prefix)
            }
        }
        return store(in: slots + home, localName: localName, prefix: prefix)
    }

    private func store(in slot: UnsafeMutablePointer<Slot>, localName: UnsafePointer<UInt8>,
                       prefix: UnsafePointer<UInt8>?) -> Name {
        let local = String(cString: localName)
        let qualified = prefix.map { String(cString: $0) + ":" + local } ?? local
        let name = Name(string: qualified, length: qualified.utf8.count)
        slot.pointee = Slot(localName: localName, prefix: prefix, localFirst: localName[0],
                            localLength: strlen(localName), name: name)
        return name
    }
}
