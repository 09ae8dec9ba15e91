import TripSource

/// A property-list dictionary: string keys, insertion order preserved, each key with its own location.
///
/// Keys are told apart by their exact Unicode scalars (`PlistKey`), as CoreFoundation and plistlib
/// tell them apart: `"é"` and `"e\u{301}"` are two keys, though Swift's `==` calls them equal.
///
/// Lookups are linear for small dictionaries and hashed once a dictionary grows past a few dozen keys,
/// so reading a file never builds hash tables for the many small dictionaries most plists hold.
public struct PlistDictionary: Sendable {
    /// One key, where the key was written, and its value.
    ///
    /// 64 bytes: the value (32), the key location packed as the value packs its own (15 bytes:
    /// `SourceLocation.packed(_:)`), and the key (16). Kept as `key`, `keyLocation:
    /// SourceLocation?` and `value`, an entry took 80 bytes, which the 10 MB benchmark plist pays
    /// 144 thousand times.
    public struct Entry: Sendable {
        public var value: PlistValue
        /// The key location, packed (`SourceLocation.packed(_:)`).
        @usableFromInline var keyFileHigh: UInt8
        @usableFromInline var keyFileLow: UInt16
        @usableFromInline var keyLine: UInt32
        @usableFromInline var keyColumn: UInt32
        @usableFromInline var keyOffset: UInt32
        public var key: String

        /// Where the key was written; `nil` for entries made in code.
        @inlinable public var keyLocation: SourceLocation? {
            get {
                SourceLocation(packedFileHigh: keyFileHigh, fileLow: keyFileLow, line: keyLine, column: keyColumn,
                               offset: keyOffset)
            }
            set {
                (keyFileHigh, keyFileLow, keyLine, keyColumn, keyOffset) = SourceLocation.packed(newValue)
            }
        }

        @inlinable
        public init(key: String, keyLocation: SourceLocation? = nil, value: PlistValue) {
            self.value = value
            (keyFileHigh, keyFileLow, keyLine, keyColumn, keyOffset) = (0, 0, 0, 0, 0)
            self.key = key
            self.keyLocation = keyLocation
        }
    }

    public private(set) var entries: [Entry]
    /// Key to index in `entries`, present only past `Limits.linearSearch` entries.
    private var index: [PlistKey: Int]?

    public init() {
        entries = []
    }

    /// A dictionary of entries; a repeated key keeps its first position and its last value.
    public init(_ entries: [Entry]) {
        self.entries = []
        self.entries.reserveCapacity(entries.count)
        for entry in entries {
            setEntry(entry)
        }
    }

    public init(_ pairs: [(String, PlistValue)]) {
        self.init(pairs.map { Entry(key: $0.0, value: $0.1) })
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    /// The keys in insertion order.
    public var keys: [String] { entries.map(\.key) }
    /// The values in insertion order.
    public var values: [PlistValue] { entries.map(\.value) }

    /// The position of a key in `entries`.
    public func position(ofKey key: String) -> Int? {
        if let index { return index[PlistKey(key)] }
        return entries.firstIndex { $0.key.hasSameScalars(as: key) }
    }

    /// The entry for a key, with the key's location.
    public func entry(forKey key: String) -> Entry? {
        position(ofKey: key).map { entries[$0] }
    }

    public subscript(key: String) -> PlistValue? {
        get { position(ofKey: key).map { entries[$0].value } }
        set {
            if let newValue {
                setEntry(Entry(key: key, value: newValue))
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Sets a key's value, keeping the key's position when it exists and appending it otherwise.
    ///
    /// - Returns: The entry that was replaced, if any.
    @discardableResult
    public mutating func setEntry(_ entry: consuming Entry) -> Entry? {
        let position = position(ofKey: entry.key)
        return setEntry(entry, at: position)
    }

    /// Sets a key's value as `setEntry(_:)` does, for a caller that knows whether the new key and
    /// every key already in the dictionary are ASCII.
    ///
    /// Two ASCII strings are equal exactly when their bytes are, so then a key of another length
    /// cannot match and is passed over without a string comparison.
    ///
    /// - Returns: The entry that was replaced, if any.
    mutating func setEntry(_ entry: consuming Entry, asciiKeysOnly: Bool) -> Entry? {
        guard asciiKeysOnly, index == nil else { return setEntry(entry) }
        let length = entry.key.utf8.count
        let position = entries.firstIndex { $0.key.utf8.count == length && $0.key.hasSameScalars(as: entry.key) }
        return setEntry(entry, at: position)
    }

    /// Appends an entry whose key the caller knows is not in the dictionary (the XML reader, which
    /// tracks the lengths and first bytes of the keys so far), without searching for it.
    mutating func appendNewEntry(_ entry: consuming Entry) {
        if index != nil {
            index![PlistKey(entry.key)] = entries.count
        }
        entries.append(entry)
        if index == nil, entries.count > Limits.linearSearch {
            rebuildIndex()
        }
    }

    /// Replaces the entry at `position`, or appends `entry` when there is none.
    ///
    /// The entry is consumed, so that it moves into `entries` without a copy (a copy costs an
    /// atomic retain and release of its key and value).
    private mutating func setEntry(_ entry: consuming Entry, at position: Int?) -> Entry? {
        if let position {
            let old = entries[position]
            entries[position] = entry
            return old
        }
        appendNewEntry(entry)
        return nil
    }

    /// Reserves room for `minimumCapacity` entries (readers that know a dictionary's size).
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        entries.reserveCapacity(minimumCapacity)
    }

    /// Removes a key.
    ///
    /// - Returns: The removed value, or `nil` when the key was absent.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> PlistValue? {
        guard let position = position(ofKey: key) else { return nil }
        let removed = entries.remove(at: position)
        rebuildIndexIfNeeded()
        return removed.value
    }

    /// The same dictionary with every location removed, recursively.
    public var withoutLocations: PlistDictionary {
        var copy = self
        for position in copy.entries.indices {
            copy.entries[position].keyLocation = nil
            copy.entries[position].value = copy.entries[position].value.withoutLocations
        }
        return copy
    }

    private mutating func rebuildIndexIfNeeded() {
        if entries.count > Limits.linearSearch {
            rebuildIndex()
        } else {
            index = nil
        }
    }

    private mutating func rebuildIndex() {
        var built = [PlistKey: Int](minimumCapacity: entries.count)
        for (position, entry) in entries.enumerated() {
            built[PlistKey(entry.key)] = position
        }
        index = built
    }

    private enum Limits {
        static let linearSearch = 24
    }
}

extension PlistDictionary: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }
    public subscript(position: Int) -> Entry { entries[position] }
}

extension PlistDictionary: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, PlistValue)...) {
        self.init(elements)
    }
}
