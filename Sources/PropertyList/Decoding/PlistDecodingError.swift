import TripSource

/// Why a property-list value could not be decoded into a Swift type.
///
/// Every case carries a `Context`: the coding path of the value at fault and, when that value was read
/// from a file, its location (for a missing key, the location of the dictionary). The text names the
/// path and what was expected, as in
/// `Destinations.plist:14:5: error: DestinationData[1].DestinationLocation.Latitude: expected a real number, found string "north"`.
///
/// For callers that handle Swift's `DecodingError`, `decodingError` gives the equivalent error with this
/// one as its `underlyingError`; inside `init(from:)` the decoder throws that form, so code written for
/// Foundation's decoders that catches `DecodingError` keeps working.
public enum PlistDecodingError: Error, Equatable, Sendable {
    /// The value is of another kind than the type needs (`DecodingError.typeMismatch`). A real with a
    /// fraction where an integer is expected is a mismatch too.
    case typeMismatch(expected: SwiftType, found: PlistValue, Context)
    /// The number is of the right kind but does not fit the type (`DecodingError.dataCorrupted`).
    case valueOutOfRange(expected: SwiftType, found: PlistValue, Context)
    /// A dictionary lacks a key the type needs (`DecodingError.keyNotFound`); the context is the dictionary's.
    case missingKey(String, Context)
    /// The value is the null marker `$null` that Foundation's encoder writes for `nil`, where the type
    /// needs a value (`DecodingError.valueNotFound`).
    case nullValue(expected: SwiftType, Context)
    /// The type asked an array for more elements than it holds (`DecodingError.valueNotFound`); the path
    /// ends with the missing position and the location is the array's.
    case endOfArray(expected: SwiftType, count: Int, Context)
    /// A string where a `URL` is expected does not parse as one (`DecodingError.dataCorrupted`).
    case invalidURL(found: String, Context)
    /// The type's own `init(from:)` refused the value with a `DecodingError` it made itself, such as an
    /// enumeration's unknown raw value; the text is that error's debug description.
    case invalidValue(String, Context)

    /// Where the failure is: the coding path and, when known, the location in the file.
    public struct Context: Equatable, Sendable {
        public let codingPath: PlistCodingPath
        public let location: SourceLocation?

        public init(codingPath: PlistCodingPath, location: SourceLocation?) {
            self.codingPath = codingPath
            self.location = location
        }
    }

    /// A Swift type the decoder was asked for, compared by identity.
    public struct SwiftType: Equatable, Sendable, CustomStringConvertible {
        public let type: any Any.Type

        public init(_ type: any Any.Type) {
            self.type = type
        }

        public static func == (lhs: SwiftType, rhs: SwiftType) -> Bool {
            ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
        }

        public var description: String { String(describing: type) }
    }

    public var context: Context {
        switch self {
        case .typeMismatch(_, _, let context), .valueOutOfRange(_, _, let context), .missingKey(_, let context),
             .nullValue(_, let context), .endOfArray(_, _, let context), .invalidURL(_, let context),
             .invalidValue(_, let context):
            context
        }
    }

    /// The coding path of the value at fault (of the dictionary, for a missing key).
    public var codingPath: PlistCodingPath { context.codingPath }

    /// Where the value at fault was read from, when it was read from a file.
    public var location: SourceLocation? { context.location }

    /// The coding path and what went wrong, without the location.
    public var message: String {
        let path = codingPath.isEmpty ? "" : "\(codingPath): "
        return path + reason
    }

    /// What went wrong, without the path or the location.
    public var reason: String {
        switch self {
        case .typeMismatch(let expected, let found, _):
            "expected \(PlistDecodingText.expectation(expected.type)), found \(PlistDecodingText.describe(found))"
        case .valueOutOfRange(let expected, let found, _):
            "\(PlistDecodingText.describe(found)) is out of range for \(expected)\(PlistDecodingText.range(of: expected.type))"
        case .missingKey(let key, _):
            "missing key \"\(key)\""
        case .nullValue(let expected, _):
            "expected \(PlistDecodingText.expectation(expected.type)), found the null marker \"$null\""
        case .endOfArray(let expected, let count, _):
            "expected \(PlistDecodingText.expectation(expected.type)), found the end of the array (\(count == 1 ? "1 element" : "\(count) elements"))"
        case .invalidURL(let text, _):
            "expected a URL, found string \"\(PlistError.abbreviated(text))\""
        case .invalidValue(let description, _):
            description
        }
    }

    /// The error as a `PositionedError`, when the location is known.
    public var positioned: LocatedFailure<PlistDecodingError>? {
        location.map { LocatedFailure(self, location: $0, message: message) }
    }
}

extension PlistDecodingError: CustomStringConvertible {
    /// `file:line:column: error: message` when the location is known, otherwise the message alone.
    public var description: String {
        positioned?.description ?? message
    }
}
