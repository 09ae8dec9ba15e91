/// The keyed container: writes each key into the node's dictionary, in the order first encoded.
struct PlistKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: PlistValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws { set(PlistScalar.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.boolean(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(.real(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(.real(Double(value)), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(PlistScalar.integer(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(PlistScalar.integer(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(PlistScalar.integer(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(PlistScalar.integer(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(PlistScalar.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(PlistScalar.integer(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(PlistScalar.integer(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(PlistScalar.integer(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(PlistScalar.integer(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(PlistScalar.integer(value), key) }
    mutating func encode(_ value: Int128, forKey key: Key) throws { set(try PlistScalar.wide(value, codingPath: codingPath + [key]), key) }
    mutating func encode(_ value: UInt128, forKey key: Key) throws { set(try PlistScalar.wide(value, codingPath: codingPath + [key]), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encoder.encode(value, into: encoder.node.child(forKey: key.stringValue), key: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey> {
        encoder.child(encoder.node.child(forKey: key.stringValue), key: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.child(encoder.node.child(forKey: key.stringValue), key: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.child(encoder.node.child(forKey: PlistCodingKey.superKey.stringValue), key: PlistCodingKey.superKey)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.child(encoder.node.child(forKey: key.stringValue), key: key)
    }

    private func set(_ value: PlistValue, _ key: Key) {
        encoder.node.child(forKey: key.stringValue).setScalar(value)
    }
}
