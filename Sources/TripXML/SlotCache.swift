/// A fixed table of values a reader makes again and again (an element name at every tag, a
/// dictionary key in every record), so that each is made once per distinct key while it stays in
/// the table.
///
/// The one rule: **a key has exactly one slot, chosen by its hash; a lookup reads that slot and no
/// other.** When the slot holds the key, its value is returned; otherwise (the slot is vacant, or
/// holds another key that hashed there: a collision) the value is made afresh and takes the slot.
/// A collision therefore costs one recomputation, never a scan: every lookup does constant work
/// whatever the input, so keys crafted to collide cost what reading without the cache costs
/// (linear time), and the table never grows. The cache changes only the speed of `value(hash:...)`,
/// never its result, provided `matches` says yes only for the key the value was made for.
///
/// A class over fixed buffers, so that a lookup pays no copy-on-write or exclusivity check; one
/// instance serves one parse on one thread.
///
/// Public like the rest of TripXML, which is no product, so no client outside the package can name
/// it: as `package`, release builds of the rebased tree called one unspecialised copy of
/// `value(hash:matches:make:)` from InterfaceBuilder (tuple metadata at run time; callgrind put the
/// 10 MB storyboard read at 844 M instructions instead of 678 M), `@_alwaysEmitIntoClient` or not.
@_spi(Plumbing) public final class SlotCache<Key, Value> {
    /// The keys, one per slot: the vacant key until a value is made for the slot.
    @usableFromInline let keys: UnsafeMutablePointer<Key>
    @usableFromInline let values: UnsafeMutablePointer<Value>
    /// 64 minus log2 of the slot count: a mixed hash shifted right by this is a slot number.
    @usableFromInline let shift: UInt64
    @usableFromInline let slotCount: Int

    /// Makes an empty table.
    ///
    /// - Parameters:
    ///   - slotCount: How many slots, rounded up to a power of two (at least 2).
    ///   - vacantKey: The key of an empty slot; `matches` must never say yes to it.
    ///   - vacantValue: The value of an empty slot (never returned).
    public init(slotCount: Int, vacantKey: Key, vacantValue: Value) {
        var count = 2
        var bits: UInt64 = 1
        while count < slotCount {
            count <<= 1
            bits += 1
        }
        self.slotCount = count
        shift = 64 - bits
        keys = .allocate(capacity: count)
        keys.initialize(repeating: vacantKey, count: count)
        values = .allocate(capacity: count)
        values.initialize(repeating: vacantValue, count: count)
    }

    deinit {
        keys.deinitialize(count: slotCount)
        keys.deallocate()
        values.deinitialize(count: slotCount)
        values.deallocate()
    }

    /// The value for a key: the one stored in the key's slot when `matches` says the stored key is
    /// this key, else what `make` returns, which then replaces the slot's key and value.
    ///
    /// - Parameters:
    ///   - hash: Any hash of the key; equal keys must give equal hashes. It is mixed here, so
    ///     neighbouring hashes (pointers side by side) do not take neighbouring slots.
    ///   - matches: Whether a stored key is the key looked up; called at most once.
    ///   - make: The key to store and its value; called only when the slot does not hold the key.
    /// - Returns: The key's value.
    @inlinable @inline(__always)
    public func value(hash: UInt64, matches: (borrowing Key) -> Bool,
                       make: () -> (key: Key, value: Value)) -> Value {
        // The top bits of the product depend on every bit of the hash (the low ones on the low bits only).
        let slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
        if matches(keys[slot]) {
            return values[slot]
        }
        let made = make()
        keys[slot] = made.key
        values[slot] = made.value
        return made.value
    }

    /// What `body` reads from the key's value, found or made as `value(hash:matches:make:)` does;
    /// the value is lent to `body` in its slot, not copied out (a copy of a value holding a string
    /// retains the string, and releases it again after).
    @inlinable @inline(__always)
    public func withValue<Result>(hash: UInt64, matches: (borrowing Key) -> Bool,
                                  make: () -> (key: Key, value: Value),
                                  _ body: (borrowing Value) -> Result) -> Result {
        let slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
        if !matches(keys[slot]) {
            let made = make()
            keys[slot] = made.key
            values[slot] = made.value
        }
        return body(values[slot])
    }
}
