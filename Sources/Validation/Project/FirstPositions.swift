/// Where each string of a list first occurs, for looking ids up many times.
///
/// Ids are nearly always short ASCII strings. When every key is ASCII, the keys are found by an
/// FNV-1a hash of their bytes in an open-addressing table: cheaper than `Hasher`, and exact,
/// because two ASCII strings are equal (`==`, canonical equivalence) exactly when their bytes
/// are. A non-ASCII query may still equal an ASCII key (U+212A KELVIN SIGN equals `K`), so it is
/// compared with every key in order. When some key is not ASCII, a `[String: Int]` answers.
/// Either way `position(of:)` answers as a dictionary filled with first occurrences would.
struct FirstPositions: Sendable {
    private let keys: [String]
    /// Open-addressing slots: a key's position plus one, 0 when empty; a power of two long.
    private let slots: [Int32]
    /// The dictionary used instead of `slots` when some key is not ASCII.
    private let dictionary: [String: Int]?
    /// Positions of the keys equal to an earlier key, in order.
    let repeated: [Int]

    /// The first positions of some keys.
    ///
    /// - Parameter keys: The keys, in order; a key repeating an earlier one keeps the earlier position.
    init(_ keys: [String]) {
        self.keys = keys
        var repeated: [Int] = []
        guard keys.count < Int(Int32.max) / 2, keys.allSatisfy({ Self.asciiHash(of: $0) != nil }) else {
            var dictionary: [String: Int] = [:]
            dictionary.reserveCapacity(keys.count)
            for (position, key) in keys.enumerated() where !Self.insertIfAbsent(position, forKey: key, in: &dictionary) {
                repeated.append(position)
            }
            self.slots = []
            self.dictionary = dictionary
            self.repeated = repeated
            return
        }
        var capacity = 8
        while capacity < keys.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (position, key) in keys.enumerated() {
            // Every key is ASCII here (checked above), so the hash exists.
            var slot = (Self.asciiHash(of: key) ?? 0) & mask
            while true {
                let stored = Int(slots[slot])
                if stored == 0 {
                    slots[slot] = Int32(position + 1)
                    break
                }
                if keys[stored - 1] == key {
                    repeated.append(position)
                    break
                }
                slot = (slot + 1) & mask
            }
        }
        self.slots = slots
        self.dictionary = nil
        self.repeated = repeated
    }

    /// The position of the first key equal to `key`, or `nil` when none is.
    func position(of key: String) -> Int? {
        if let dictionary { return dictionary[key] }
        guard let hash = Self.asciiHash(of: key) else { return keys.firstIndex(of: key) }
        // Fewer than half the slots are used, so the probe ends at an empty slot.
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            if keys[stored - 1] == key { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Stores a value under a key the dictionary does not hold yet, hashing the key once (a
    /// lookup followed by an insertion hashes it twice).
    ///
    /// - Returns: Whether the value was stored; `false` when the key was there already.
    @discardableResult
    static func insertIfAbsent<Value>(_ value: @autoclosure () -> Value, forKey key: String, in dictionary: inout [String: Value]) -> Bool {
        var inserted = false
        func inserting() -> Value {
            inserted = true
            return value()
        }
        // The subscript's modify accessor stores the default when the key is missing.
        keep(&dictionary[key, default: inserting()])
        return inserted
    }

    /// Takes a value in place and leaves it as it was (see `insertIfAbsent`).
    private static func keep<Value>(_ value: inout Value) {}

    /// The FNV-1a hash of a string's bytes when they are all ASCII, else `nil`.
    private static func asciiHash(of key: String) -> Int? {
        let hash = key.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var all: UInt8 = 0
            for byte in bytes {
                all |= byte
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return all < 0x80 ? Int(truncatingIfNeeded: hash ^ (hash >> 29)) : nil
        }
        // A string without contiguous UTF-8 (bridged) is treated as not ASCII.
        return hash ?? nil
    }
}
