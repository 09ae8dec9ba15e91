/// The single-value container: the decoder's own value as one scalar or `Decodable`.
struct PlistSingleValueDecodingContainer: SingleValueDecodingContainer {
    let decoder: PlistValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.isNil }

    func decode(_ type: Bool.Type) throws -> Bool { try state.bool(value(), codingPath: codingPath) }
    func decode(_ type: String.Type) throws -> String { try state.string(value(), codingPath: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try state.real(type, value(), codingPath: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try state.real(type, value(), codingPath: codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try state.integer(type, value(), codingPath: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try state.integer(type, value(), codingPath: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try state.integer(type, value(), codingPath: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try state.integer(type, value(), codingPath: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try state.integer(type, value(), codingPath: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try state.integer(type, value(), codingPath: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try state.integer(type, value(), codingPath: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try state.integer(type, value(), codingPath: codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try state.integer(type, value(), codingPath: codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try state.integer(type, value(), codingPath: codingPath) }
    func decode(_ type: Int128.Type) throws -> Int128 { try state.integer(type, value(), codingPath: codingPath) }
    func decode(_ type: UInt128.Type) throws -> UInt128 { try state.integer(type, value(), codingPath: codingPath) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try state.decode(type, from: value(), codingPath: codingPath)
    }

    private var state: PlistDecodingState { decoder.state }

    private func value() throws -> PlistValue {
        try decoder.present()
    }
}
