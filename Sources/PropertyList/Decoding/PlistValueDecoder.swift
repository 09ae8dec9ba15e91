import TripSource

/// The `Decoder` a type's `init(from:)` receives: one value of the tree, or the absence of one.
final class PlistValueDecoder: Decoder {
    /// What the decoder stands for.
    enum Slot {
        case value(PlistValue)
        /// `superDecoder(forKey:)` for a key the dictionary lacks: `decodeNil()` is true, anything else
        /// reports the missing key at the dictionary.
        case absent(key: String, dictionaryPath: [any CodingKey], dictionaryLocation: SourceLocation?)
    }

    let slot: Slot
    let codingPath: [any CodingKey]
    let state: PlistDecodingState

    init(_ slot: Slot, codingPath: [any CodingKey], state: PlistDecodingState) {
        self.slot = slot
        self.codingPath = codingPath
        self.state = state
    }

    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let value = try present()
        guard case .dictionary(let dictionary) = value.content else {
            throw state.mismatch(PlistDecodingText.Keyed.self, value, codingPath)
        }
        return KeyedDecodingContainer(PlistKeyedDecodingContainer<Key>(
            dictionary: dictionary, location: value.location, codingPath: codingPath, state: state))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let value = try present()
        guard case .array(let items) = value.content else {
            throw state.mismatch(PlistDecodingText.Unkeyed.self, value, codingPath)
        }
        return PlistUnkeyedDecodingContainer(items: items, location: value.location, codingPath: codingPath, state: state)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        PlistSingleValueDecodingContainer(decoder: self)
    }

    /// The value, or the missing-key error when there is none.
    func present() throws -> PlistValue {
        switch slot {
        case .value(let value):
            return value
        case .absent(let key, let dictionaryPath, let location):
            throw PlistDecodingError.missingKey(key, state.context(dictionaryPath, location)).decodingError
        }
    }

    /// Whether the decoder stands for `nil`: no value, or the null marker.
    var isNil: Bool {
        switch slot {
        case .value(let value): value.isNullMarker
        case .absent: true
        }
    }
}
