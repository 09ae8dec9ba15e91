/// The single-value container: sets the node's value.
struct PlistSingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: PlistValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { set(PlistScalar.null) }
    mutating func encode(_ value: Bool) throws { set(.boolean(value)) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Double) throws { set(.real(value)) }
    mutating func encode(_ value: Float) throws { set(.real(Double(value))) }
    mutating func encode(_ value: Int) throws { set(PlistScalar.integer(value)) }
    mutating func encode(_ value: Int8) throws { set(PlistScalar.integer(value)) }
    mutating func encode(_ value: Int16) throws { set(PlistScalar.integer(value)) }
    mutating func encode(_ value: Int32) throws { set(PlistScalar.integer(value)) }
    mutating func encode(_ value: Int64) throws { set(PlistScalar.integer(value)) }
    mutating func encode(_ value: UInt) throws { set(PlistScalar.integer(value)) }
    mutating func encode(_ value: UInt8) throws { set(PlistScalar.integer(value)) }
    mutating func encode(_ value: UInt16) throws { set(PlistScalar.integer(value)) }
    mutating func encode(_ value: UInt32) throws { set(PlistScalar.integer(value)) }
    mutating func encode(_ value: UInt64) throws { set(PlistScalar.integer(value)) }
    mutating func encode(_ value: Int128) throws { set(try PlistScalar.wide(value, codingPath: codingPath)) }
    mutating func encode(_ value: UInt128) throws { set(try PlistScalar.wide(value, codingPath: codingPath)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try PlistEncodingNode.encode(value, into: encoder.node, codingPath: codingPath, userInfo: encoder.sendableUserInfo)
    }

    private func set(_ value: PlistValue) {
        encoder.node.setScalar(value)
    }
}
