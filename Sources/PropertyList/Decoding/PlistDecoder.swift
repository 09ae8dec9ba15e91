#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TripSource

/// Decodes property-list values into `Decodable` Swift types, reporting failures with the coding path
/// and the file, line and column of the value at fault.
///
/// It behaves like Foundation's `PropertyListDecoder` where that is sensible: dictionaries decode keyed
/// containers and arrays unkeyed ones; `Date` comes from dates and `Data` from data; every integer width
/// is range-checked, and an integer may come from a real with no fraction; `Float` and `Double` come from
/// reals and integers; the string `$null` (what Foundation's encoder writes for `nil`) decodes as `nil`.
/// It differs where Foundation's behaviour loses information or is unhelpful: a `URL` comes from a string
/// (as `JSONDecoder` does it), and a finite real too large for `Float` is an error rather than infinity.
///
/// Hand-edited files sometimes hold numbers as strings (`<string>40.689244</string>`). By default that
/// is a type mismatch; `Options.numberDecoding = .acceptingStrings` accepts them, and
/// `decodeReportingLeniency(_:from:)` lists each place it happened so that a validator can warn.
public struct PlistDecoder: Sendable {
    public var options: Options
    /// Values the decoded types can read from `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    public init(options: Options = Options(), userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.options = options
        self.userInfo = userInfo
    }

    /// Decodes a value.
    ///
    /// ```swift
    /// struct Catalog: Decodable { let DestinationData: [Destination] }
    /// let catalog = try PlistDecoder().decode(Catalog.self, from: document.root)
    /// // A wrong type throws, at its place:
    /// // Destinations.plist:7:3: error: DestinationData[0]: expected an integer, found dictionary (6 keys)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - value: The value, usually a document's root with locations.
    /// - Returns: The decoded value.
    /// - Throws: `PlistDecodingError` naming the coding path and location of the value at fault; an
    ///   error the type's own `init(from:)` throws that is not a `DecodingError` passes through unchanged.
    public func decode<T: Decodable>(_ type: T.Type, from value: PlistValue) throws -> T {
        try decodeReportingLeniency(type, from: value).value
    }

    /// Decodes a document's root value; see `decode(_:from:)`.
    public func decode<T: Decodable>(_ type: T.Type, from document: PlistDocument) throws -> T {
        try decode(type, from: document.root)
    }

    /// Reads a property list held in memory and decodes its root value.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The bytes, in any format `PlistReader` reads.
    ///   - file: The name to put in locations.
    /// - Throws: `PlistError` when the bytes do not read, `PlistDecodingError` when the value does not decode.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String = "") throws -> T {
        try decode(type, from: PlistReader.read(data: data, file: file).root)
    }

    /// Decodes a value and lists the numbers that were read from strings under
    /// `NumberDecodingStrategy.acceptingStrings` (always empty under `.strict`).
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - value: The value.
    /// - Returns: The decoded value and the places where a string stood for a number.
    /// - Throws: See `decode(_:from:)`.
    public func decodeReportingLeniency<T: Decodable>(_ type: T.Type, from value: PlistValue) throws -> Outcome<T> {
        let state = PlistDecodingState(options: options, userInfo: userInfo)
        do {
            let decoded = try state.decode(type, from: value, codingPath: [])
            return Outcome(value: decoded, numbersFromStrings: state.numbersFromStrings)
        } catch let error as DecodingError {
            throw PlistDecodingError(error, root: value)
        }
    }

    /// A decoded value and what the decoder tolerated to produce it.
    public struct Outcome<Value> {
        public let value: Value
        /// Each number that was read from a string, in the order decoded.
        public let numbersFromStrings: [NumberFromString]
    }
}

extension PlistDecoder {
    /// How the decoder treats values that are not exactly what a type asks for.
    public struct Options: Sendable {
        /// Whether strings may stand for numbers.
        public var numberDecoding: NumberDecodingStrategy

        public init(numberDecoding: NumberDecodingStrategy = .strict) {
            self.numberDecoding = numberDecoding
        }
    }

    /// Whether a string may stand for a number.
    public enum NumberDecodingStrategy: Sendable, Equatable {
        /// Only `<integer>` and `<real>` values decode as numbers.
        case strict
        /// A string whose text an `<integer>` or `<real>` element would accept (white space around it
        /// allowed) decodes as that number; each occurrence is reported by `decodeReportingLeniency`.
        case acceptingStrings
    }
}

/// A number the decoder read from a string under `NumberDecodingStrategy.acceptingStrings`.
public struct NumberFromString: Equatable, Sendable {
    /// The coding path of the string.
    public let codingPath: PlistCodingPath
    /// Where the string was read from.
    public let location: SourceLocation?
    /// The string's text.
    public let text: String
    /// The Swift type it was decoded as (`Double`, `Int`, ...).
    public let type: String

    public init(codingPath: PlistCodingPath, location: SourceLocation?, text: String, type: String) {
        self.codingPath = codingPath
        self.location = location
        self.text = text
        self.type = type
    }
}
