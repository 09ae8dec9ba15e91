import TripSource

/// The last 32 bytes of a `bplist00` file, checked against the file before anything is read by them.
///
/// The checks are CoreFoundation's: sizes of 1 to 8 bytes, an offset table that lies between the
/// objects and the trailer and fills that space exactly, at least one object, a top object that
/// exists, and reference and offset sizes wide enough for the object count and the table offset.
/// Every product and sum is overflow-checked, so no count read here can be trusted further than the
/// bytes that back it.
struct BinaryPlistTrailer {
    /// Bytes per offset-table entry (1 to 8).
    let offsetSize: Int
    /// Bytes per object reference (1 to 8).
    let referenceSize: Int
    /// Number of objects (at least 1, at most what the offset table holds).
    let objectCount: Int
    /// The root object's number.
    let topObject: Int
    /// Where the offset table starts; the objects lie in `8..<offsetTableOffset`.
    let offsetTableOffset: Int

    /// The header, one object and the trailer.
    static let minimumLength = 8 + 1 + 32

    /// Reads and checks the header and trailer.
    ///
    /// - Parameters:
    ///   - bytes: The whole file.
    ///   - file: For error locations.
    /// - Throws: `BinaryPlistError` naming the field at fault and its byte offset.
    init(_ bytes: UnsafeRawBufferPointer, file: SourceFile) throws {
        func at(_ offset: Int) -> SourceLocation { SourceLocation(file: file, byteOffset: offset) }
        guard bytes.count >= Self.minimumLength else {
            throw BinaryPlistError.tooShort(at(0), length: bytes.count)
        }
        guard bytes.prefix(8).elementsEqual(Self.magic) else {
            let found = String(decoding: bytes.prefix(8).map { $0 >= 0x20 && $0 < 0x7F ? $0 : UInt8(ascii: "?") },
                               as: UTF8.self)
            throw BinaryPlistError.badHeader(at(0), found: found)
        }
        let trailerStart = bytes.count - 32
        func field(_ offset: Int, _ size: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in trailerStart + offset..<trailerStart + offset + size {
                value = value << 8 | UInt64(bytes[index])
            }
            return value
        }
        let offsetSize = field(6, 1)
        guard (1...8).contains(offsetSize) else {
            throw BinaryPlistError.invalidTrailer(at(trailerStart + 6), field: "offset size", value: offsetSize,
                                                  expected: "1 to 8 bytes")
        }
        let referenceSize = field(7, 1)
        guard (1...8).contains(referenceSize) else {
            throw BinaryPlistError.invalidTrailer(at(trailerStart + 7), field: "object reference size",
                                                  value: referenceSize, expected: "1 to 8 bytes")
        }
        let objectCount = field(8, 8)
        let topObject = field(16, 8)
        let tableOffset = field(24, 8)
        guard tableOffset >= 9, tableOffset < UInt64(trailerStart) else {
            throw BinaryPlistError.invalidTrailer(at(trailerStart + 24), field: "offset table offset", value: tableOffset,
                                                  expected: "9 to \(trailerStart - 1) (after the header and "
                                                      + "at least one object, before the trailer)")
        }
        let tableSpace = UInt64(trailerStart) - tableOffset
        let (tableLength, overflow) = objectCount.multipliedReportingOverflow(by: offsetSize)
        guard objectCount >= 1, !overflow, tableLength <= tableSpace else {
            throw BinaryPlistError.invalidTrailer(at(trailerStart + 8), field: "object count", value: objectCount,
                                                  expected: "1 to \(tableSpace / offsetSize) (the \(tableSpace) bytes "
                                                      + "between the offset table and the trailer)")
        }
        guard tableLength == tableSpace else {
            throw BinaryPlistError.offsetTableMismatch(at(Int(tableOffset + tableLength)),
                                                       tableEnd: Int(tableOffset + tableLength), trailerStart: trailerStart)
        }
        guard referenceSize == 8 || objectCount < 1 << (8 * referenceSize) else {
            throw BinaryPlistError.invalidTrailer(at(trailerStart + 7), field: "object reference size",
                                                  value: referenceSize,
                                                  expected: "enough bytes to number \(objectCount) objects")
        }
        guard offsetSize == 8 || tableOffset < 1 << (8 * offsetSize) else {
            throw BinaryPlistError.invalidTrailer(at(trailerStart + 6), field: "offset size", value: offsetSize,
                                                  expected: "enough bytes for offsets up to \(tableOffset)")
        }
        guard topObject < objectCount else {
            throw BinaryPlistError.invalidTrailer(at(trailerStart + 16), field: "top object", value: topObject,
                                                  expected: "an object number below \(objectCount)")
        }
        self.offsetSize = Int(offsetSize)
        self.referenceSize = Int(referenceSize)
        self.objectCount = Int(objectCount)
        self.topObject = Int(topObject)
        self.offsetTableOffset = Int(tableOffset)
    }

    /// Writes a trailer (CoreFoundation's layout: five unused bytes, the sort version 0, the sizes,
    /// then three big-endian 64-bit numbers).
    static func encode(offsetSize: Int, referenceSize: Int, objectCount: Int, topObject: Int,
                       offsetTableOffset: Int, into output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(0, count: 6))
        output.append(UInt8(offsetSize))
        output.append(UInt8(referenceSize))
        for value in [objectCount, topObject, offsetTableOffset] {
            for shift in stride(from: 56, through: 0, by: -8) {
                output.append(UInt8(truncatingIfNeeded: UInt64(value) >> UInt64(shift)))
            }
        }
    }

    static let magic = Array("bplist00".utf8)
}
