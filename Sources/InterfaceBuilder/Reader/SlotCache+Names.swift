@_spi(Plumbing) import TripXML

/// An element or attribute name the builder has met, found again by the identity of its string
/// rather than by reading its bytes.
///
/// TripXML makes one string per distinct name and parse and hands that same string out each time
/// the name occurs, so a name met before comes back with the same two words of `String`
/// representation: the inline bytes of a short name, or the count and storage of a long one.
/// Comparing those words finds it without a string comparison. The key keeps its string alive, so
/// no other string can take over a remembered string's storage: equal words always mean equal names.
struct RememberedName {
    /// The two machine words of `name`'s representation; (0, 0), which no string has, when vacant.
    let low: UInt64
    let high: UInt64
    /// Kept alive so that its words stay its own.
    let name: String

    /// The key of an empty slot.
    static var vacant: RememberedName { RememberedName(low: 0, high: 0, name: "") }

    private init(low: UInt64, high: UInt64, name: String) {
        self.low = low
        self.high = high
        self.name = name
    }

    /// The words of a string. `String` is two words on every 64-bit platform Swift supports;
    /// `unsafeBitCast` checks the sizes match.
    init(_ name: String) {
        let words = unsafeBitCast(name, to: (UInt64, UInt64).self)
        self.init(low: words.0, high: words.1, name: name)
    }
}

/// What the builder made of each element or attribute name it has met in one file (see
/// `DocumentBuilder.elementName(_:)`). A name not found (a new one, or one whose slot another name
/// took: `SlotCache`'s rule) is classified again, so the cache changes only the speed of a lookup,
/// never its result.
extension RememberedName {
    /// A cache of names of one file.
    static func cache<Value>(of: Value.Type) -> SlotCache<RememberedName, Value?> {
        SlotCache(slotCount: slotCount, vacantKey: .vacant, vacantValue: nil)
    }

    /// Slots per cache: many more than a file has distinct names, so that names rarely share one.
    static var slotCount: Int { 256 }

    /// A hash of a string's two words.
    @inline(__always)
    static func hash(of name: String) -> UInt64 {
        let words = unsafeBitCast(name, to: (UInt64, UInt64).self)
        return words.0 ^ (words.1 &* 0xBF58_476D_1CE4_E5B9)
    }

    /// Whether this is the remembered form of `name`: the same two words.
    @inline(__always)
    func spells(_ name: String) -> Bool {
        let words = unsafeBitCast(name, to: (UInt64, UInt64).self)
        return low == words.0 && high == words.1
    }

    /// What `classify` says of a name, from a cache of any value type when it holds the name: the
    /// lookup the builder's caches make, for tests that count the classifications.
    static func value<Value>(for name: String, in cache: SlotCache<RememberedName, Value>,
                             classify: (String) -> Value) -> Value {
        cache.value(hash: hash(of: name)) { $0.spells(name) } make: {
            (RememberedName(name), classify(name))
        }
    }
}
