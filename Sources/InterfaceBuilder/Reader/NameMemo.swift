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
/// A class over one fixed table, so that looking a name up costs no copy-on-write check.
final class NameMemo<Value> {
    private struct Slot {
        /// The representation of `name`; (0, 0), which no string has, while the slot is empty.
        var words = StringWords(low: 0, high: 0)
        /// The string remembered, kept alive so its words stay its own.
        var name = ""
        var value: Value?
    }

    /// A power of two.
    private static var capacity: Int { 256 }
    private let slots: UnsafeMutablePointer<Slot>

    init() {
        slots = .allocate(capacity: Self.capacity)
        slots.initialize(repeating: Slot(), count: Self.capacity)
    }

    deinit {
        slots.deinitialize(count: Self.capacity)
        slots.deallocate()
    }

    /// What `classify` says of a name, remembered after the first time.
    ///
    /// - Parameters:
    ///   - name: An element or attribute name.
    ///   - classify: What the name is; called only when the memo does not have the name.
    /// - Returns: `classify(name)`.
    func value(for name: String, classify: (String) -> Value) -> Value {
        let words = StringWords(name)
        // In bounds by construction: the index is masked to the table's power-of-two size.
        let slot = slots + words.index(mask: Self.capacity - 1)
        if slot.pointee.words == words, let value = slot.pointee.value {
            return value
        }
        let value = classify(name)
        slot.pointee = Slot(words: words, name: name, value: value)
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

    /// A hash of the words, masked to `mask` (a power of two less one): a table index.
    func index(mask: Int) -> Int {
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 40) & mask
    }
}
