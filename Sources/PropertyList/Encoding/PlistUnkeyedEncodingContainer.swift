/// The unkeyed container: appends to the node's array.
struct PlistUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: PlistValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.node.count }

    mutating func encodeNil() throws { append(PlistScalar.null) }
    mutating func encode(_ value: Bool) throws { append(.boolean(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(.real(value)) }
    mutating func encode(_ value: Float) throws { append(.real(Double(value))) }
    mutating func encode(_ value: Int) throws { append(PlistScalar.integer(value)) }
    mutating func encode(_ value: Int8) throws { append(PlistScalar.integer(value)) }
    mutating func encode(_ value: Int16) throws { append(PlistScalar.integer(value)) }
    mutating func encode(_ value: Int32) throws { append(PlistScalar.integer(value)) }
    mutating func encode(_ value: Int64) throws { append(PlistScalar.integer(value)) }
    mutating func encode(_ value: UInt) throws { append(PlistScalar.integer(value)) }
    mutating func encode(_ value: UInt8) throws { append(PlistScalar.integer(value)) }
    mutating func encode(_ value: UInt16) throws { append(PlistScalar.integer(value)) }
    mutating func encode(_ value: UInt32) throws { append(PlistScalar.integer(value)) }
    mutating func encode(_ value: UInt64) throws { append(PlistScalar.integer(value)) }
    mutating func encode(_ value: Int128) throws { append(try PlistScalar.wide(value, codingPath: codingPath + [PlistCodingKey.index(count)])) }
    mutating func encode(_ value: UInt128) throws { append(try PlistScalar.wide(value, codingPath: codingPath + [PlistCodingKey.index(count)])) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let key = PlistCodingKey.index(count)
        try encoder.encode(value, into: encoder.node.appendChild(), key: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let key = PlistCodingKey.index(count)
        return encoder.child(encoder.node.appendChild(), key: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = PlistCodingKey.index(count)
        return encoder.child(encoder.node.appendChild(), key: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let key = PlistCodingKey.index(count)
        return encoder.child(encoder.node.appendChild(), key: key)
    }

    private func append(_ value: PlistValue) {
        encoder.node.appendChild().setScalar(value)
    }
}
