/// What the builder made of each element or attribute name it has met in one file, found again
/// by the identity of the name's string rather than by reading its bytes.
///
/// TripXML makes one string per distinct name and parse and hands that same string out each time
/// the name occurs, so a name met before comes back with the same two words of `String`
/// representation: the inline bytes of a short name, or the count and storage of a long one.
/// Comparing those words finds it without a string comparison. The memo keeps every string it
/// remembers alive, so no other string can take over a remembered string's storage: equal words
/// always mean equal names. A name not found (a new one, or one that lost its slot) is classified
/// again, so the memo changes only the speed of `value(for:classify:)`, never its result.
///
/// A class over fixed tables, so that looking a name up costs no copy-on-write check.
final class NameMemo<Value> {
    /// A power of two.
    private static var capacity: Int { 256 }
    /// How many slots from a name's home slot may hold it.
    private static var probes: Int { 4 }
    /// Per slot, the representation of the name remembered; (0, 0), which no string has, while
    /// the slot is empty. Apart from the strings, so that a lookup reads plain words only.
    private let keys: UnsafeMutablePointer<StringWords>
    /// Per slot, the string remembered, kept alive so its words stay its own.
    private let names: UnsafeMutablePointer<String>
    /// Per slot, what the name is; `nil` while the slot is empty.
    private let values: UnsafeMutablePointer<Value?>

    init() {
        keys = .allocate(capacity: Self.capacity)
        keys.initialize(repeating: StringWords(low: 0, high: 0), count: Self.capacity)
        names = .allocate(capacity: Self.capacity)
        names.initialize(repeating: "", count: Self.capacity)
        values = .allocate(capacity: Self.capacity)
        values.initialize(repeating: nil, count: Self.capacity)
    }

    deinit {
        keys.deinitialize(count: Self.capacity)
        keys.deallocate()
        names.deinitialize(count: Self.capacity)
        names.deallocate()
        values.deinitialize(count: Self.capacity)
        values.deallocate()
    }

    /// What `classify` says of a name, remembered after the first time.
    ///
    /// - Parameters:
    ///   - name: An element or attribute name.
    ///   - classify: What the name is; called only when the memo does not have the name.
    /// - Returns: `classify(name)`.
    func value(for name: String, classify: (String) -> Value) -> Value {
        let words = StringWords(name)
        let home = words.index(mask: Self.capacity - 1)
        // A few neighbouring slots are tried, so that two names sharing a home slot do not keep
        // evicting each other; the table holds far more slots than a file has distinct names.
        // Every index is masked to the tables' power-of-two size: in bounds by construction.
        var free: Int?
        for probe in 0..<Self.probes {
            let slot = (home + probe) & (Self.capacity - 1)
            if keys[slot] == words, let value = values[slot] {
                return value
            }
            if keys[slot].isEmpty {
                free = slot
                break
            }
        }
        // A new name takes the first empty slot of its window, or evicts the name at home.
        let slot = free ?? home
        let value = classify(name)
        keys[slot] = words
        names[slot] = name
        values[slot] = value
        return value
    }
}

/// The two machine words a `String` is made of, as plain integers.
private struct StringWords: Equatable {
    let low: UInt64
    let high: UInt64

    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The words of a string. `String` is two words on every 64-bit platform Swift supports;
    /// `unsafeBitCast` checks the sizes match.
    init(_ string: String) {
        let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
        self.init(low: words.0, high: words.1)
    }

    /// Whether these are the words of no string: an empty slot.
    var isEmpty: Bool { low == 0 && high == 0 }

    /// A hash of the words, masked to `mask` (a power of two less one): a table index.
    func index(mask: Int) -> Int {
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 40) & mask
    }
}
