/// How many items the XML reader expects a container to hold, guessed from the last container
/// closed in the same place, so that the container's storage is made once at the right size
/// instead of growing by doubling (a dictionary of six entries was stored four times over: 1, 2,
/// 4 and 8 entries, each copy moving the entries before it).
///
/// A place is the container's kind, its depth and, under a dictionary, the length and first byte
/// of its key: the records of a property list repeat one shape, so the `POIs` array of one record
/// predicts the next record's. Each place has one slot, chosen by its hash, which keeps the whole
/// place to tell it from another place hashed there; a slot holding another place gives no guess.
/// The table never grows, and a guess is at most `largestGuess`, so a wrong guess (a large
/// container followed by a small one in the same place) costs at most that container's room once:
/// the small one's size is the next guess.
struct ContainerSizeHints {
    /// One place and the size of the last container closed there (`place` 0: vacant).
    private struct Slot {
        var place: UInt32 = 0
        var count: UInt32 = 0
    }

    private var slots = [Slot](repeating: Slot(), count: Layout.slotCount)

    /// A container's place; never 0.
    ///
    /// - Parameters:
    ///   - isDictionary: Whether the container is a `<dict>` (else an `<array>`).
    ///   - depth: The container's nesting depth among containers.
    ///   - key: The length and first byte of the key the container is the value of, or 0.
    static func place(isDictionary: Bool, depth: Int, key: UInt32) -> UInt32 {
        (UInt32(truncatingIfNeeded: min(depth, 0x3FF)) << 17 | key) << 1 | (isDictionary ? 1 : 0) | 1 << 31
    }

    /// The length and first byte of a key, as `place(isDictionary:depth:key:)` takes them.
    static func key(length: Int, first: UInt8) -> UInt32 {
        UInt32(truncatingIfNeeded: min(length, 0x1FF)) << 8 | UInt32(first)
    }

    /// How many items to make room for in a container opening at `place` (0: no guess).
    func expectedCount(at place: UInt32) -> Int {
        let slot = slots[Self.slot(of: place)]
        return slot.place == place ? Int(slot.count) : 0
    }

    /// Records the size of a container that closed at `place`.
    mutating func record(_ count: Int, at place: UInt32) {
        slots[Self.slot(of: place)] = Slot(place: place, count: UInt32(min(count, Layout.largestGuess)))
    }

    private static func slot(of place: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt64(place) &* 0x9E37_79B9_7F4A_7C15) >> (64 - Layout.slotBits))
    }

    private enum Layout {
        static let slotBits: UInt64 = 8
        static let slotCount = 1 << 8
        /// The most items a guess makes room for.
        static let largestGuess = 32
    }
}
