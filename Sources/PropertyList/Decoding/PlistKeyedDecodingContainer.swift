import TripSource

/// The keyed container over a dictionary.
struct PlistKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let dictionary: PlistDictionary
    /// Where the dictionary was read from: missing keys are reported here.
    let location: SourceLocation?
    let codingPath: [any CodingKey]
    let state: PlistDecodingState

    /// The dictionary's keys that `Key` knows, in the dictionary's order.
    var allKeys: [Key] { dictionary.entries.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { dictionary.position(ofKey: key.stringValue) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try value(for: key).isNullMarker }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try state.bool(value(for: key), codingPath: path(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try state.string(value(for: key), codingPath: path(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try state.real(type, value(for: key), codingPath: path(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try state.real(type, value(for: key), codingPath: path(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try state.integer(type, value(for: key), codingPath: path(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try state.integer(type, value(for: key), codingPath: path(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try state.integer(type, value(for: key), codingPath: path(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try state.integer(type, value(for: key), codingPath: path(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try state.integer(type, value(for: key), codingPath: path(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try state.integer(type, value(for: key), codingPath: path(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try state.integer(type, value(for: key), codingPath: path(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try state.integer(type, value(for: key), codingPath: path(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try state.integer(type, value(for: key), codingPath: path(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try state.integer(type, value(for: key), codingPath: path(key)) }
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try state.integer(type, value(for: key), codingPath: path(key)) }
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try state.integer(type, value(for: key), codingPath: path(key)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try state.decode(type, from: value(for: key), codingPath: path(key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        superDecoder(named: PlistCodingKey.superKey)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        superDecoder(named: key)
    }

    // MARK: Helpers

    private func path(_ key: some CodingKey) -> [any CodingKey] {
        codingPath + [key]
    }

    /// The value for a key, or the missing-key error placed at the dictionary.
    private func value(for key: some CodingKey) throws -> PlistValue {
        guard let value = dictionary[key.stringValue] else {
            throw PlistDecodingError.missingKey(key.stringValue, state.context(codingPath, location)).decodingError
        }
        return value
    }

    private func decoder(for key: Key) throws -> PlistValueDecoder {
        PlistValueDecoder(.value(try value(for: key)), codingPath: path(key), state: state)
    }

    /// A decoder for a key that may be absent, as Foundation's `superDecoder(forKey:)` allows.
    private func superDecoder(named key: some CodingKey) -> PlistValueDecoder {
        let slot: PlistValueDecoder.Slot = dictionary[key.stringValue].map { .value($0) }
            ?? .absent(key: key.stringValue, dictionaryPath: codingPath, dictionaryLocation: location)
        return PlistValueDecoder(slot, codingPath: path(key), state: state)
    }
}
