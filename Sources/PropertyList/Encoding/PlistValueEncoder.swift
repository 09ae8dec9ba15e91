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
    static func integer<T: FixedWidthInteger>(_ value: T) -> PlistValue {
        if let signed = Int64(exactly: value) { return .integer(PlistInteger(signed)) }
        return .integer(PlistInteger(UInt64(truncatingIfNeeded: value)))
    }

    static let null = PlistValue.string(PlistDecodingState.nullMarker)
}
