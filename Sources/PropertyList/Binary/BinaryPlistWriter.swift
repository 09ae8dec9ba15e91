#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes `bplist00` the way python's `plistlib.dumps(value, fmt=FMT_BINARY, sort_keys=False)` does.
///
/// Objects are numbered in pre-order (a dictionary's keys, then its values), equal scalars are stored
/// once (strings compared by their Unicode scalars, reals by their bits, NaN never shared), UIDs and
/// containers never shared, and every size is the smallest that fits: references and offsets of 1,
/// 2, 4 or 8 bytes, integers of 1, 2 or 4 bytes unsigned, 8 bytes signed for negative values and
/// up to `Int64.max`, and CoreFoundation's 16-byte form for `Int64.max + 1 ... UInt64.max`. Reals
/// are 8 bytes, dates 8-byte reals of seconds since 2001-01-01, strings ASCII when they can be and
/// UTF-16 otherwise. The output is byte-identical to plistlib's for any value both can write, except
/// that plistlib stores `0.0` and `-0.0` as one object (whichever came first) and this writer keeps both.
struct BinaryPlistWriter {
    /// What each numbered object is: a scalar to write as is, or a container's references.
    private enum Object {
        case scalar(PlistValue.Content)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    /// A scalar's identity for sharing: the exact bytes or bits, not Swift's `==` (which treats
    /// canonically equivalent strings as equal).
    private enum ScalarKey: Hashable {
        case string(ExactString)
        case integer(PlistInteger)
        case real(UInt64)
        case boolean(Bool)
        case date(UInt64)
        case data(Data)
    }

    private var objects: [Object] = []
    private var shared: [ScalarKey: Int] = [:]
    private var output: [UInt8] = []

    static func write(_ value: PlistValue) -> [UInt8] {
        var writer = BinaryPlistWriter()
        _ = writer.number(value)
        return writer.encode()
    }

    // MARK: Numbering

    /// The object number of a value, numbering it (and its children) on first sight.
    private mutating func number(_ value: PlistValue) -> Int {
        let key: ScalarKey?
        switch value.content {
        case .string(let string): key = .string(ExactString(string))
        case .integer(let integer): key = .integer(integer)
        case .real(let real): key = real.isNaN ? nil : .real(real.bitPattern)
        case .boolean(let boolean): key = .boolean(boolean)
        case .date(let date): key = .date(date.timeIntervalSinceReferenceDate.bitPattern)
        case .data(let data): key = .data(data)
        case .uid: key = nil
        case .array(let items):
            let reference = objects.count
            objects.append(.array([]))
            let references = items.map { number($0) }
            objects[reference] = .array(references)
            return reference
        case .dictionary(let dictionary):
            let reference = objects.count
            objects.append(.dictionary(keys: [], values: []))
            let keys = dictionary.entries.map { number(PlistValue(.string($0.key))) }
            let values = dictionary.entries.map { number($0.value) }
            objects[reference] = .dictionary(keys: keys, values: values)
            return reference
        }
        if let key, let existing = shared[key] { return existing }
        let reference = objects.count
        objects.append(.scalar(value.content))
        if let key { shared[key] = reference }
        return reference
    }

    // MARK: Encoding

    private mutating func encode() -> [UInt8] {
        let referenceSize = Self.byteCount(for: objects.count)
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        output.append(contentsOf: BinaryPlistTrailer.magic)
        for object in objects {
            offsets.append(output.count)
            switch object {
            case .scalar(let content):
                write(content)
            case .array(let references):
                writeHeader(BinaryPlistMarker.array, count: references.count)
                for reference in references { append(UInt64(reference), size: referenceSize) }
            case .dictionary(let keys, let values):
                writeHeader(BinaryPlistMarker.dictionary, count: keys.count)
                for reference in keys { append(UInt64(reference), size: referenceSize) }
                for reference in values { append(UInt64(reference), size: referenceSize) }
            }
        }
        let tableOffset = output.count
        let offsetSize = Self.byteCount(for: tableOffset)
        for offset in offsets { append(UInt64(offset), size: offsetSize) }
        BinaryPlistTrailer.encode(offsetSize: offsetSize, referenceSize: referenceSize, objectCount: objects.count,
                                  topObject: 0, offsetTableOffset: tableOffset, into: &output)
        return output
    }

    private mutating func write(_ content: PlistValue.Content) {
        switch content {
        case .string(let string):
            if string.utf8.allSatisfy({ $0 < 0x80 }) {
                writeHeader(BinaryPlistMarker.asciiString, count: string.utf8.count)
                output.append(contentsOf: string.utf8)
            } else {
                let units = Array(string.utf16)
                writeHeader(BinaryPlistMarker.utf16String, count: units.count)
                for unit in units { append(UInt64(unit), size: 2) }
            }
        case .integer(let integer):
            if let signed = integer.int64Value {
                switch signed {
                case 0..<1 << 8: output.append(BinaryPlistMarker.integer); append(UInt64(signed), size: 1)
                case 1 << 8..<1 << 16: output.append(BinaryPlistMarker.integer | 1); append(UInt64(signed), size: 2)
                case 1 << 16..<1 << 32: output.append(BinaryPlistMarker.integer | 2); append(UInt64(signed), size: 4)
                default: output.append(BinaryPlistMarker.integer | 3); append(UInt64(bitPattern: signed), size: 8)
                }
            } else if let unsigned = integer.uint64Value {
                // Above Int64.max: CoreFoundation's signed 128-bit form, high half zero.
                output.append(BinaryPlistMarker.integer | 4)
                append(0, size: 8)
                append(unsigned, size: 8)
            }
        case .real(let real):
            output.append(BinaryPlistMarker.real | 3)
            append(real.bitPattern, size: 8)
        case .boolean(let boolean):
            output.append(boolean ? BinaryPlistMarker.true : BinaryPlistMarker.false)
        case .date(let date):
            output.append(BinaryPlistMarker.date)
            append(date.timeIntervalSinceReferenceDate.bitPattern, size: 8)
        case .data(let data):
            writeHeader(BinaryPlistMarker.data, count: data.count)
            output.append(contentsOf: data)
        case .uid(let uid):
            switch uid {
            case 0..<1 << 8: output.append(BinaryPlistMarker.uid); append(uid, size: 1)
            case 1 << 8..<1 << 16: output.append(BinaryPlistMarker.uid | 1); append(uid, size: 2)
            case 1 << 16..<1 << 32: output.append(BinaryPlistMarker.uid | 3); append(uid, size: 4)
            default: output.append(BinaryPlistMarker.uid | 7); append(uid, size: 8)
            }
        case .array, .dictionary:
            // Containers are numbered objects of their own, never written as scalars.
            break
        }
    }

    /// A marker with the count in its low nibble, or `0xF` and the count as an integer object.
    private mutating func writeHeader(_ marker: UInt8, count: Int) {
        if count < 15 {
            output.append(marker | UInt8(count))
            return
        }
        output.append(marker | BinaryPlistMarker.extendedCount)
        let size = Self.byteCount(for: count)
        output.append(BinaryPlistMarker.integer | UInt8(size.trailingZeroBitCount))
        append(UInt64(count), size: size)
    }

    private mutating func append(_ value: UInt64, size: Int) {
        for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
            output.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    /// 1, 2, 4 or 8: the fewest bytes that hold numbers below `count`, as plistlib chooses them.
    private static func byteCount(for count: Int) -> Int {
        switch count {
        case ..<(1 << 8): 1
        case ..<(1 << 16): 2
        case ..<(1 << 32): 4
        default: 8
        }
    }
}

/// A string compared and hashed by its UTF-8 bytes, so canonically equivalent but different strings
/// ("é" and "e\u{301}") stay different objects.
private struct ExactString: Hashable {
    let value: String

    init(_ value: String) {
        self.value = value
    }

    static func == (lhs: ExactString, rhs: ExactString) -> Bool {
        lhs.value.utf8.elementsEqual(rhs.value.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value.utf8.count)
        for byte in value.utf8 { hasher.combine(byte) }
    }
}
