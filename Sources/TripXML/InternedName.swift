#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An element or attribute name as libxml2 hands it to a callback: pointers into the parser's
/// dictionary, where libxml2 interns every name, so during one parse a pointer always spells the
/// same name. The reader's `SlotCache` keys on them to make (and validate) one Swift string per
/// distinct name instead of one per tag.
struct InternedName {
    var localName: UnsafePointer<UInt8>?
    var prefix: UnsafePointer<UInt8>?
    /// The first byte of the local name and its length: a cheap check of a hit.
    var localFirst: UInt8 = 0
    var localLength = 0

    /// The key of an empty slot: no libxml2 name has a nil local name.
    static var vacant: InternedName { InternedName() }
}

/// A name as the reader hands it out: the string and its length in UTF-8 bytes, so that callers
/// need not ask the string (which costs a call) for the length.
struct QualifiedName {
    /// The qualified name (`prefix:local` or `local`).
    let string: String
    /// `string`'s length in UTF-8 bytes.
    let length: Int

    static var vacant: QualifiedName { QualifiedName(string: "", length: 0) }
}

/// Lookups are functions of concrete types rather than methods of a constrained `SlotCache`
/// extension: those stayed generic (tuple metadata at run time) in release builds.
extension InternedName {
    /// A cache of the names of one parse.
    static func cache() -> SlotCache<InternedName, QualifiedName> {
        SlotCache(slotCount: 1024, vacantKey: .vacant, vacantValue: .vacant)
    }

    /// The qualified name (`prefix:local` or `local`) for libxml2's interned name pointers.
    @inline(__always)
    static func name(localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?,
                     in names: SlotCache<InternedName, QualifiedName>) -> QualifiedName {
        withName(localName: localName, prefix: prefix, in: names) { copy $0 }
    }

    /// The length in UTF-8 bytes of the qualified name for libxml2's interned name pointers, read
    /// in the cache: the name's string is not copied, so neither retained nor released.
    @inline(__always)
    static func length(localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?,
                       in names: SlotCache<InternedName, QualifiedName>) -> Int {
        withName(localName: localName, prefix: prefix, in: names) { $0.length }
    }

    @inline(__always)
    private static func withName<Result>(
        localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?,
        in names: SlotCache<InternedName, QualifiedName>, _ body: (borrowing QualifiedName) -> Result
    ) -> Result {
        let hash = UInt64(UInt(bitPattern: localName) &+ UInt(bitPattern: prefix) &* 31)
        return names.withValue(hash: hash) { stored in
            // The pointer spelled this name when it was stored; the bytes read here are within the
            // NUL-terminated local name, whose length was measured then.
            stored.localName == localName && stored.prefix == prefix
                && localName[0] == stored.localFirst && localName[stored.localLength] == 0
        } make: {
            let local = String(cString: localName)
            let qualified = prefix.map { String(cString: $0) + ":" + local } ?? local
            let key = InternedName(localName: localName, prefix: prefix, localFirst: localName[0],
                                   localLength: strlen(localName))
            return (key, QualifiedName(string: qualified, length: qualified.utf8.count))
        } _: { body($0) }
    }
}
