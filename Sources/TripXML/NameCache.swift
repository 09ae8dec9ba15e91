/// Element and attribute names as Swift strings, made once per distinct name and parse.
///
/// libxml2 interns every element and attribute name in its parser dictionary, so during one parse a
/// pointer always spells the same name; the cache keys on the pointers and skips making (and
/// validating) a new string for each of the millions of tags a large file has. A cheap check of the
/// first byte and the length guards each hit.
final class NameCache {
    private struct Slot {
        var localName: UnsafePointer<UInt8>?
        var prefix: UnsafePointer<UInt8>?
        var length = 0
        var name = ""
    }

    private static let capacity = 1024
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
    func name(localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?) -> String {
        let key = UInt(bitPattern: localName) &+ UInt(bitPattern: prefix) &* 31
        let home = Int((key >> 3) ^ (key >> 13)) & (Self.capacity - 1)
        for probe in 0..<4 {
            let slot = slots + ((home + probe) & (Self.capacity - 1))
            if slot.pointee.localName == localName, slot.pointee.prefix == prefix {
                let length = slot.pointee.length
                if localName[0] == slot.pointee.name.utf8.first, localName[length] == 0 || prefix != nil {
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
                       prefix: UnsafePointer<UInt8>?) -> String {
        let local = String(cString: localName)
        let name = prefix.map { String(cString: $0) + ":" + local } ?? local
        slot.pointee = Slot(localName: localName, prefix: prefix, length: local.utf8.count, name: name)
        return name
    }
}
