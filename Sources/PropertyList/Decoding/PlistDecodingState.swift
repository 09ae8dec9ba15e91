#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TripSource

/// What one `decode` call shares between its decoders and containers: the options, the user info, and
/// the numbers read from strings so far.
///
/// It also turns values into Swift scalars. Failures are thrown as `DecodingError` carrying a
/// `PlistDecodingError` as the underlying error, so that a type's `init(from:)` sees what it would see
/// with Foundation's decoders; `PlistDecoder` unwraps them.
final class PlistDecodingState {
    let options: PlistDecoder.Options
    let userInfo: [CodingUserInfoKey: Any]
    private(set) var numbersFromStrings: [NumberFromString] = []

    init(options: PlistDecoder.Options, userInfo: [CodingUserInfoKey: any Sendable]) {
        self.options = options
        self.userInfo = userInfo
    }

    // MARK: Any type

    /// Decodes a type from a value: `Date`, `Data` and `URL` directly, anything else through its
    /// `init(from:)`.
    func decode<T: Decodable>(_ type: T.Type, from value: PlistValue, codingPath: [any CodingKey]) throws -> T {
        if T.self == Date.self, let date = try date(value, codingPath: codingPath) as? T { return date }
        if T.self == Data.self, let data = try data(value, codingPath: codingPath) as? T { return data }
        if T.self == URL.self, let url = try url(value, codingPath: codingPath) as? T { return url }
        return try T(from: PlistValueDecoder(.value(value), codingPath: codingPath, state: self))
    }

    // MARK: Scalars

    func string(_ value: PlistValue, codingPath: [any CodingKey]) throws -> String {
        guard case .string(let string) = value.content else { throw mismatch(String.self, value, codingPath) }
        guard string != Self.nullMarker else { throw null(String.self, value, codingPath) }
        return string
    }

    func bool(_ value: PlistValue, codingPath: [any CodingKey]) throws -> Bool {
        guard case .boolean(let boolean) = value.content else { throw mismatch(Bool.self, value, codingPath) }
        return boolean
    }

    /// An integer type from an integer, from a real without a fraction, or (when allowed) from a string
    /// holding either.
    func integer<T: FixedWidthInteger>(_ type: T.Type, _ value: PlistValue, codingPath: [any CodingKey]) throws -> T {
        switch try number(T.self, value, codingPath: codingPath) {
        case .integer(let integer):
            let result = integer.isLargeUnsigned ? integer.uint64Value.flatMap { T(exactly: $0) }
                                                 : integer.int64Value.flatMap { T(exactly: $0) }
            guard let result else { throw outOfRange(T.self, value, codingPath) }
            return result
        case .real(let real):
            guard !real.isNaN, real.rounded(.towardZero) == real else { throw mismatch(T.self, value, codingPath) }
            guard let result = T(exactly: real) else { throw outOfRange(T.self, value, codingPath) }
            return result
        }
    }

    /// A floating-point type from a real, an integer, or (when allowed) a string holding either. A finite
    /// value that becomes infinite in the type is out of range.
    func real<T: BinaryFloatingPoint>(_ type: T.Type, _ value: PlistValue, codingPath: [any CodingKey]) throws -> T {
        switch try number(T.self, value, codingPath: codingPath) {
        case .integer(let integer):
            let result = T(integer.doubleValue)
            guard result.isFinite else { throw outOfRange(T.self, value, codingPath) }
            return result
        case .real(let real):
            let result = T(real)
            guard result.isFinite || !real.isFinite else { throw outOfRange(T.self, value, codingPath) }
            return result
        }
    }

    func date(_ value: PlistValue, codingPath: [any CodingKey]) throws -> Date {
        guard case .date(let date) = value.content else { throw mismatch(Date.self, value, codingPath) }
        return date
    }

    func data(_ value: PlistValue, codingPath: [any CodingKey]) throws -> Data {
        guard case .data(let data) = value.content else { throw mismatch(Data.self, value, codingPath) }
        return data
    }

    /// A URL from a string, as `URL(string:)` parses it (relative references included).
    func url(_ value: PlistValue, codingPath: [any CodingKey]) throws -> URL {
        guard case .string(let text) = value.content else { throw mismatch(URL.self, value, codingPath) }
        guard text != Self.nullMarker else { throw null(URL.self, value, codingPath) }
        guard let url = URL(string: text) else {
            throw PlistDecodingError.invalidURL(found: text, context(codingPath, value.location)).decodingError
        }
        return url
    }

    // MARK: Numbers in strings

    private enum Number {
        case integer(PlistInteger)
        case real(Double)
    }

    /// The number an integer or real holds, or (when the options allow it) a string.
    private func number<T>(_ type: T.Type, _ value: PlistValue, codingPath: [any CodingKey]) throws -> Number {
        switch value.content {
        case .integer(let integer): .integer(integer)
        case .real(let real): .real(real)
        case .string(let text): try numberFromString(T.self, text, value, codingPath: codingPath)
        default: throw mismatch(T.self, value, codingPath)
        }
    }

    /// The number a string holds, when the options allow strings and the text is what an `<integer>` or
    /// `<real>` element accepts; recorded in `numbersFromStrings`.
    private func numberFromString<T>(_ type: T.Type, _ text: String, _ value: PlistValue,
                                     codingPath: [any CodingKey]) throws -> Number {
        guard text != Self.nullMarker else { throw null(T.self, value, codingPath) }
        guard options.numberDecoding == .acceptingStrings else { throw mismatch(T.self, value, codingPath) }
        let trimmed = XMLWhiteSpace.trimmed(text)
        let number: Number
        if let integer = PlistInteger(parsing: trimmed) {
            number = .integer(integer)
        } else if let real = PlistRealText.parse(trimmed) {
            number = .real(real)
        } else {
            throw mismatch(T.self, value, codingPath)
        }
        numbersFromStrings.append(NumberFromString(codingPath: PlistCodingPath(codingPath: codingPath),
                                                   location: value.location, text: text, type: "\(T.self)"))
        return number
    }

    // MARK: Errors

    /// The string Foundation's property-list encoder writes for `nil`, which its decoder reads as `nil`.
    static let nullMarker = "$null"

    func context(_ codingPath: [any CodingKey], _ location: SourceLocation?) -> PlistDecodingError.Context {
        PlistDecodingError.Context(codingPath: PlistCodingPath(codingPath: codingPath), location: location)
    }

    func mismatch(_ type: any Any.Type, _ value: PlistValue, _ codingPath: [any CodingKey]) -> DecodingError {
        if value.string == Self.nullMarker { return null(type, value, codingPath) }
        return PlistDecodingError.typeMismatch(expected: .init(type), found: value,
                                               context(codingPath, value.location)).decodingError
    }

    func null(_ type: any Any.Type, _ value: PlistValue, _ codingPath: [any CodingKey]) -> DecodingError {
        PlistDecodingError.nullValue(expected: .init(type), context(codingPath, value.location)).decodingError
    }

    func outOfRange(_ type: any Any.Type, _ value: PlistValue, _ codingPath: [any CodingKey]) -> DecodingError {
        PlistDecodingError.valueOutOfRange(expected: .init(type), found: value,
                                           context(codingPath, value.location)).decodingError
    }
}

extension PlistValue {
    /// Whether the value is the string `$null`, Foundation's marker for `nil`.
    var isNullMarker: Bool {
        if case .string(let string) = content { return string == PlistDecodingState.nullMarker }
        return false
    }
}
