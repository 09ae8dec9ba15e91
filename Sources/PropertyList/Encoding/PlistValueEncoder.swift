/// The `Encoder` a type's `encode(to:)` receives, writing into one node.
struct PlistValueEncoder: Encoder {
    let node: PlistEncodingNode
    let codingPath: [any CodingKey]
    let sendableUserInfo: [CodingUserInfoKey: any Sendable]

    init(node: PlistEncodingNode, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]) {
        self.node = node
        self.codingPath = codingPath
        sendableUserInfo = userInfo
    }

    var userInfo: [CodingUserInfoKey: Any] { sendableUserInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeDictionary()
        return KeyedEncodingContainer(PlistKeyedEncodingContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return PlistUnkeyedEncodingContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        PlistSingleValueEncodingContainer(encoder: self)
    }

    /// An encoder for a child node one key deeper.
    func child(_ node: PlistEncodingNode, key: any CodingKey) -> PlistValueEncoder {
        PlistValueEncoder(node: node, codingPath: codingPath + [key], userInfo: sendableUserInfo)
    }

    /// Encodes a value into a child node.
    func encode<T: Encodable>(_ value: T, into node: PlistEncodingNode, key: any CodingKey) throws {
        try PlistEncodingNode.encode(value, into: node, codingPath: codingPath + [key], userInfo: sendableUserInfo)
    }
}

/// Scalars as property-list values.
enum PlistScalar {
    /// An integer of 64 bits or fewer, which always fits.
    static func integer<T: FixedWidthInteger>(_ value: T) -> PlistValue {
        if let signed = Int64(exactly: value) { return .integer(PlistInteger(signed)) }
        return .integer(PlistInteger(UInt64(truncatingIfNeeded: value)))
    }

    /// A 128-bit integer, which fits only within `Int64.min...UInt64.max`.
    ///
    /// - Throws: `EncodingError.invalidValue` outside that range.
    static func wide<T: FixedWidthInteger>(_ value: T, codingPath: [any CodingKey]) throws -> PlistValue {
        if let signed = Int64(exactly: value) { return .integer(PlistInteger(signed)) }
        if let unsigned = UInt64(exactly: value) { return .integer(PlistInteger(unsigned)) }
        throw EncodingError.invalidValue(value, EncodingError.Context(
            codingPath: codingPath,
            debugDescription: "\(value) is outside the property-list integer range \(Int64.min)...\(UInt64.max)"))
    }

    static let null = PlistValue.string(PlistDecodingState.nullMarker)
}
