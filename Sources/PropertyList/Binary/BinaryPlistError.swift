import TripSource

/// Why a binary (`bplist00`) property list was refused. Every case carries the byte offset of the
/// problem (`SourceLocation(file:byteOffset:)`); `message` says what was found and what was expected.
public enum BinaryPlistError: PositionedError, Equatable {
    /// The file is shorter than a header, one object and a trailer.
    case tooShort(SourceLocation, length: Int)
    /// The first eight bytes are not `bplist00`.
    case badHeader(SourceLocation, found: String)
    /// A trailer field is out of its range (sizes, object count, top object, offset table position).
    case invalidTrailer(SourceLocation, field: String, value: UInt64, expected: String)
    /// The offset table and the trailer do not fill the end of the file exactly.
    case offsetTableMismatch(SourceLocation, tableEnd: Int, trailerStart: Int)
    /// An entry of the offset table points outside the object area.
    case objectOffsetOutOfRange(SourceLocation, object: Int, offset: UInt64, objectAreaEnd: Int)
    /// An object reference names an object that does not exist.
    case referenceOutOfRange(SourceLocation, reference: UInt64, objectCount: Int)
    /// A marker byte that starts no object kind this reader accepts.
    case unknownMarker(SourceLocation, marker: UInt8)
    /// A kind of object CoreFoundation can write but a property-list value cannot hold (null, fill, sets).
    case unsupportedObject(SourceLocation, marker: UInt8, kind: String)
    /// An integer, real, date or UID with a byte size the format does not define.
    case invalidSize(SourceLocation, kind: String, byteCount: Int, expected: String)
    /// The extended count after a `0xF` nibble is not an integer object of 1, 2, 4 or 8 bytes.
    case invalidCount(SourceLocation, marker: UInt8)
    /// An object's contents run past the end of the object area (`object` describes it and its size).
    case truncatedObject(SourceLocation, object: String, available: Int)
    /// A 128-bit integer outside -2^63 ... 2^64-1.
    case integerOutOfRange(SourceLocation)
    /// A date that is NaN, infinite, or outside the years 0001 to 9999.
    case invalidDate(SourceLocation, seconds: Double)
    /// A `0x7n` string whose bytes are not UTF-8.
    case invalidUTF8(SourceLocation)
    /// A dictionary key that is not a string object.
    case nonStringKey(SourceLocation, found: String)
    /// A container that contains itself, directly or through its children.
    case cycle(SourceLocation, object: Int)
    /// Containers nested deeper than the limit.
    case tooDeep(SourceLocation, limit: Int)
    /// More values than the limit: shared containers expanding a small file into a large tree.
    case tooManyValues(SourceLocation, limit: Int)
    /// The strings, keys and data expand to more bytes than the cap, a shared one counted at each use.
    case tooManyBytes(SourceLocation, limit: Int)

    public var location: SourceLocation {
        switch self {
        case .tooShort(let location, _), .badHeader(let location, _), .invalidTrailer(let location, _, _, _),
             .offsetTableMismatch(let location, _, _), .objectOffsetOutOfRange(let location, _, _, _),
             .referenceOutOfRange(let location, _, _), .unknownMarker(let location, _),
             .unsupportedObject(let location, _, _), .invalidSize(let location, _, _, _),
             .invalidCount(let location, _), .truncatedObject(let location, _, _),
             .integerOutOfRange(let location), .invalidDate(let location, _), .invalidUTF8(let location),
             .nonStringKey(let location, _), .cycle(let location, _), .tooDeep(let location, _),
             .tooManyValues(let location, _), .tooManyBytes(let location, _):
            location
        }
    }

    public var message: String {
        switch self {
        case .tooShort(_, let length):
            "binary property list of \(length) bytes is too short; expected at least 41 "
                + "(the 8-byte header, one object and the 32-byte trailer)"
        case .badHeader(_, let found):
            "binary property list header is \"\(found)\"; expected \"bplist00\""
        case .invalidTrailer(_, let field, let value, let expected):
            "trailer \(field) is \(value); expected \(expected)"
        case .offsetTableMismatch(_, let tableEnd, let trailerStart):
            "offset table ends at byte \(tableEnd) but the trailer starts at byte \(trailerStart); "
                + "expected the trailer right after the table"
        case .objectOffsetOutOfRange(_, let object, let offset, let objectAreaEnd):
            "object \(object) is said to start at byte \(offset); expected an offset from 8 to \(objectAreaEnd - 1)"
        case .referenceOutOfRange(_, let reference, let objectCount):
            "reference to object \(reference); expected an object number below \(objectCount)"
        case .unknownMarker(_, let marker):
            "unknown object marker \(Self.hex(marker)); expected a boolean, integer, real, date, data, string, UID, array or dictionary"
        case .unsupportedObject(_, let marker, let kind):
            "\(kind) (marker \(Self.hex(marker))) is not a property-list value; expected a boolean, integer, real, "
                + "date, data, string, UID, array or dictionary"
        case .invalidSize(_, let kind, let byteCount, let expected):
            "\(kind) of \(byteCount) bytes; expected \(expected)"
        case .invalidCount(_, let marker):
            "extended count marker \(Self.hex(marker)); expected an integer marker 0x10 to 0x13"
        case .truncatedObject(_, let object, let available):
            "\(object) does not fit: only \(available) bytes remain before the offset table"
        case .integerOutOfRange:
            "128-bit integer out of range; expected a value from -2^63 to 2^64-1"
        case .invalidDate(_, let seconds):
            "date of \(seconds) seconds since 2001-01-01; expected a date from 0001-01-01 to 9999-12-31"
        case .invalidUTF8:
            "UTF-8 string object holds invalid UTF-8"
        case .nonStringKey(_, let found):
            "dictionary key is \(found); expected a string"
        case .cycle(_, let object):
            "object \(object) contains itself; expected a tree (a shared object may appear in sibling branches only)"
        case .tooDeep(_, let limit):
            "property list nested deeper than \(limit) levels (limit \(InputLimit.nestingDepth.rawValue))"
        case .tooManyValues(_, let limit):
            "property list expands to more than \(limit) values, a shared object counted each time it is used "
                + "(limit \(InputLimit.binaryValues.rawValue); raise PlistReader.Options.maxValues to read it)"
        case .tooManyBytes(_, let limit):
            "property list expands to more than \(limit) bytes of text and data, a shared object counted each time "
                + "it is used (limit \(InputLimit.binaryBytes.rawValue); raise PlistReader.Options.maxExpandedBytes to read it)"
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }
}
