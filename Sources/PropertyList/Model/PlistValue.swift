#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TripSource

/// One property-list value and, when it was read from a file, where it came from.
///
/// Equality compares content only: a value read from a file equals the same value made in code.
/// Dictionaries compare as dictionaries (key order does not matter) and two NaN reals are equal, so
/// that a round trip through any format compares equal.
public struct PlistValue: Sendable {
    /// What the value holds.
    public var content: Content
    // Where the value was read from, packed (`SourceLocation.packed(_:)`) into the 15 bytes after
    // `content`'s 17, so that a value takes 32 bytes: kept as a `SourceLocation` (16 bytes, 4-byte
    // aligned) it took 36, and 40 in an array. The 10 MB benchmark plist holds 47 thousand values
    // in arrays.
    @usableFromInline var locationFileHigh: UInt8
    @usableFromInline var locationFileLow: UInt16
    @usableFromInline var locationLine: UInt32
    @usableFromInline var locationColumn: UInt32
    @usableFromInline var locationOffset: UInt32
    /// Where the value was read from; `nil` for values made in code.
    @inlinable public var location: SourceLocation? {
        get {
            SourceLocation(packedFileHigh: locationFileHigh, fileLow: locationFileLow, line: locationLine,
                           column: locationColumn, offset: locationOffset)
        }
        set {
            (locationFileHigh, locationFileLow, locationLine, locationColumn, locationOffset) =
                SourceLocation.packed(newValue)
        }
    }

    /// The kinds of values a property list can hold.
    public enum Content: Sendable {
        case string(String)
        case integer(PlistInteger)
        case real(Double)
        case boolean(Bool)
        case date(Date)
        case data(Data)
        case array([PlistValue])
        case dictionary(PlistDictionary)
        /// A keyed-archiver object reference (`CF$UID`), binary plists only.
        case uid(UInt64)
    }

    @inlinable
    public init(_ content: Content, location: SourceLocation? = nil) {
        self.content = content
        (locationFileHigh, locationFileLow, locationLine, locationColumn, locationOffset) =
            SourceLocation.packed(location)
    }

    public static func string(_ value: String) -> PlistValue { PlistValue(.string(value)) }
    public static func integer(_ value: Int) -> PlistValue { PlistValue(.integer(PlistInteger(value))) }
    public static func integer(_ value: PlistInteger) -> PlistValue { PlistValue(.integer(value)) }
    public static func real(_ value: Double) -> PlistValue { PlistValue(.real(value)) }
    public static func boolean(_ value: Bool) -> PlistValue { PlistValue(.boolean(value)) }
    public static func date(_ value: Date) -> PlistValue { PlistValue(.date(value)) }
    public static func data(_ value: Data) -> PlistValue { PlistValue(.data(value)) }
    public static func array(_ value: [PlistValue]) -> PlistValue { PlistValue(.array(value)) }
    public static func dictionary(_ value: PlistDictionary) -> PlistValue { PlistValue(.dictionary(value)) }
    public static func uid(_ value: UInt64) -> PlistValue { PlistValue(.uid(value)) }

    /// The kind of value, for messages ("expected a real number, found string").
    public var kind: Kind {
        switch content {
        case .string: .string
        case .integer: .integer
        case .real: .real
        case .boolean: .boolean
        case .date: .date
        case .data: .data
        case .array: .array
        case .dictionary: .dictionary
        case .uid: .uid
        }
    }

    /// The kinds of property-list values, named as the XML format names their elements.
    public enum Kind: String, Sendable, CaseIterable {
        case string, integer, real, boolean, date, data, array, dictionary, uid

        /// The kind with an article, for messages: "a string", "an integer".
        public var withArticle: String {
            switch self {
            case .string: "a string"
            case .integer: "an integer"
            case .real: "a real number"
            case .boolean: "a boolean"
            case .date: "a date"
            case .data: "data"
            case .array: "an array"
            case .dictionary: "a dictionary"
            case .uid: "a UID"
            }
        }
    }

    /// The same value with every location removed, recursively.
    public var withoutLocations: PlistValue {
        switch content {
        case .array(let items):
            return PlistValue(.array(items.map(\.withoutLocations)))
        case .dictionary(let dictionary):
            return PlistValue(.dictionary(dictionary.withoutLocations))
        default:
            return PlistValue(content)
        }
    }
}
