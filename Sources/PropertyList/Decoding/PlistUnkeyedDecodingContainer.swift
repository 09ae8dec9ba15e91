import TripSource

/// The unkeyed container over an array; element paths end in `[N]`.
struct PlistUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let items: [PlistValue]
    /// Where the array was read from: reading past its end is reported here.
    let location: SourceLocation?
    let codingPath: [any CodingKey]
    let state: PlistDecodingState
    private(set) var currentIndex = 0

    init(items: [PlistValue], location: SourceLocation?, codingPath: [any CodingKey], state: PlistDecodingState) {
        self.items = items
        self.location = location
        self.codingPath = codingPath
        self.state = state
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    /// `true`, moving past it, when the next element is the null marker; `false` otherwise.
    mutating func decodeNil() throws -> Bool {
        let value = try current(Never?.self)
        guard value.isNullMarker else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) { try $2.bool($0, codingPath: $1) } }
    mutating func decode(_ type: String.Type) throws -> String { try next(type) { try $2.string($0, codingPath: $1) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type) { try $2.real(type, $0, codingPath: $1) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type) { try $2.real(type, $0, codingPath: $1) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type) { try $2.integer(type, $0, codingPath: $1) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) { try $2.integer(type, $0, codingPath: $1) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) { try $2.integer(type, $0, codingPath: $1) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) { try $2.integer(type, $0, codingPath: $1) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) { try $2.integer(type, $0, codingPath: $1) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) { try $2.integer(type, $0, codingPath: $1) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) { try $2.integer(type, $0, codingPath: $1) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type) { try $2.integer(type, $0, codingPath: $1) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type) { try $2.integer(type, $0, codingPath: $1) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type) { try $2.integer(type, $0, codingPath: $1) } }
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try next(type) { try $2.integer(type, $0, codingPath: $1) } }
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try next(type) { try $2.integer(type, $0, codingPath: $1) } }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next(type) { try $2.decode(type, from: $0, codingPath: $1) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey> {
        try next(PlistDecodingText.Keyed.self) { value, path, state in
            try PlistValueDecoder(.value(value), codingPath: path, state: state).container(keyedBy: type)
        }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next(PlistDecodingText.Unkeyed.self) { value, path, state in
            try PlistValueDecoder(.value(value), codingPath: path, state: state).unkeyedContainer()
        }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next((any Decoder).self) { value, path, state in
            PlistValueDecoder(.value(value), codingPath: path, state: state)
        }
    }

    // MARK: Helpers

    /// The element at `currentIndex`, or the end-of-array error placed at the array.
    private func current(_ expected: any Any.Type) throws -> PlistValue {
        guard !isAtEnd else {
            let path = codingPath + [PlistCodingKey.index(currentIndex)]
            throw PlistDecodingError.endOfArray(expected: .init(expected), count: items.count,
                                                state.context(path, location)).decodingError
        }
        return items[currentIndex]
    }

    /// Decodes the current element and moves past it only when that succeeds, as Foundation does.
    private mutating func next<T>(_ expected: any Any.Type,
                                  _ body: (PlistValue, [any CodingKey], PlistDecodingState) throws -> T) throws -> T {
        let value = try current(expected)
        let result = try body(value, codingPath + [PlistCodingKey.index(currentIndex)], state)
        currentIndex += 1
        return result
    }
}
