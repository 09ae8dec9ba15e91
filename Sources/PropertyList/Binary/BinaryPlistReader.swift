#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TripSource

/// Reads a `bplist00` property list into a `PlistValue` tree, every value located by byte offset.
///
/// Nothing the file says is used before it is checked against the bytes that back it: the trailer
/// (`BinaryPlistTrailer`), each offset-table entry (inside the object area), each reference (below
/// the object count), each count (its payload, with overflow-checked arithmetic, must end before the
/// offset table). Containers are walked with an explicit stack, so depth costs heap, not call stack;
/// a container met again on its own path is a cycle, a container shared by sibling branches is read
/// once per branch, and the total number of values produced is capped so sharing cannot expand a
/// small file into an enormous tree.
///
/// Strings are decoded straight from the buffer once per object and shared after that (binary
/// writers store each distinct string once, so repeated keys cost one decoding). Policies where
/// Apple's and python's readers differ:
/// - ASCII strings (`0x5n`) holding bytes above 0x7F are read as ISO-8859-1, as CoreFoundation
///   does (some iTunes files store UTF-8 there; plistlib refuses them).
/// - A lone UTF-16 surrogate becomes U+FFFD, which is what Foundation hands to Swift.
/// - Dates that are NaN, infinite, or outside the years 0001 to 9999 are refused, as plistlib
///   refuses them (CoreFoundation accepts them; XML cannot write them).
/// - Sets (`0xCn`), ordered sets, null and fill objects are refused: no property-list value holds them.
/// - `0x7n` UTF-8 strings, which some non-Apple writers produce, are read (and validated).
struct BinaryPlistReader {
    private let bytes: UnsafePointer<UInt8>
    private let file: SourceFile
    private let trailer: BinaryPlistTrailer
    /// The objects end where the offset table starts.
    private let objectAreaEnd: Int
    private let maxDepth: Int
    private let maxValues: Int
    private var produced = 0
    private let maxBytes: Int
    /// Bytes of strings, keys and data produced so far, a shared one counted at each use.
    private var expandedBytes = 0
    /// Per object: 0 not seen; `Self.onPath` while the container is open; otherwise the index + 1 of
    /// the object's decoded string in `strings`.
    private var slots: [UInt32]
    private var strings: [String] = []
    private(set) var duplicateKeys: [DuplicateKey] = []

    private static let onPath = UInt32.max

    /// One open container.
    private struct Frame {
        var object: Int
        /// The offset of the container's marker.
        var offset: Int
        /// The offset of its first reference.
        var references: Int
        var count: Int
        var next = 0
        var isDictionary: Bool
        /// For a dictionary waiting for a container value: the key's object and offset.
        var keyObject = 0
        var keyOffset = 0
    }

    /// Reads a whole binary property list.
    ///
    /// - Parameters:
    ///   - buffer: The file's bytes, starting with `bplist00`.
    ///   - file: For locations.
    ///   - maxDepth: Deepest nesting of containers accepted.
    ///   - maxValues: Most values (keys included) the tree may hold.
    ///   - maxBytes: Most bytes of strings, keys (in UTF-8) and data the tree may hold.
    /// - Returns: The root value and the duplicate keys seen.
    /// - Throws: `BinaryPlistError`.
    static func read(_ buffer: UnsafeRawBufferPointer, file: SourceFile, maxDepth: Int,
                     maxValues: Int, maxBytes: Int = .max) throws -> (root: PlistValue, duplicateKeys: [DuplicateKey]) {
        let trailer = try BinaryPlistTrailer(buffer, file: file)
        guard let base = buffer.baseAddress else {
            throw BinaryPlistError.tooShort(SourceLocation(file: file, byteOffset: 0), length: 0)
        }
        var reader = BinaryPlistReader(bytes: base.assumingMemoryBound(to: UInt8.self), file: file, trailer: trailer,
                                       maxDepth: maxDepth, maxValues: maxValues, maxBytes: maxBytes)
        let root = try reader.readRoot()
        return (root, reader.duplicateKeys)
    }

    private init(bytes: UnsafePointer<UInt8>, file: SourceFile, trailer: BinaryPlistTrailer, maxDepth: Int, maxValues: Int,
                 maxBytes: Int) {
        self.bytes = bytes
        self.file = file
        self.trailer = trailer
        objectAreaEnd = trailer.offsetTableOffset
        self.maxDepth = maxDepth
        self.maxValues = maxValues
        self.maxBytes = maxBytes
        // One slot per object: the trailer check bounds the count by the file's size.
        slots = [UInt32](repeating: 0, count: trailer.objectCount)
    }

    // MARK: The walk

    private mutating func readRoot() throws -> PlistValue {
        let topEntry = trailer.offsetTableOffset + trailer.topObject * trailer.offsetSize
        let rootOffset = try objectOffset(trailer.topObject, entry: topEntry)
        var frames: [Frame] = []
        var arrays: [[PlistValue]] = []
        var dictionaries: [PlistDictionary] = []
        try countValue(at: rootOffset)
        if Self.isContainer(bytes[rootOffset]) {
            try open(trailer.topObject, at: rootOffset, frames: &frames, arrays: &arrays, dictionaries: &dictionaries)
        } else {
            return try scalar(trailer.topObject, at: rootOffset)
        }

        // The stack is never empty here: the walk returns when the root container closes.
        while true {
            let level = frames.count - 1
            let top = frames[level]
            if top.next == top.count {
                frames.removeLast()
                slots[top.object] = 0
                let location = at(top.offset)
                let value = top.isDictionary
                    ? PlistValue(.dictionary(dictionaries.removeLast()), location: location)
                    : PlistValue(.array(arrays.removeLast()), location: location)
                guard let parent = frames.last else { return value }
                if parent.isDictionary {
                    let key = strings[Int(slots[parent.keyObject]) - 1]
                    add(key: key, keyOffset: parent.keyOffset, value: value, to: &dictionaries[dictionaries.count - 1])
                } else {
                    arrays[arrays.count - 1].append(value)
                }
                continue
            }
            let index = top.next
            frames[level].next = index + 1
            if top.isDictionary {
                let keyReference = top.references + index * trailer.referenceSize
                let keyObject = try reference(at: keyReference)
                let keyOffset = try objectOffset(keyObject, entry: entryOffset(keyObject))
                try countValue(at: keyOffset)
                let key = try keyString(keyObject, at: keyOffset)
                let valueReference = top.references + (top.count + index) * trailer.referenceSize
                let valueObject = try reference(at: valueReference)
                let valueOffset = try objectOffset(valueObject, entry: entryOffset(valueObject))
                try countValue(at: valueOffset)
                if Self.isContainer(bytes[valueOffset]) {
                    frames[level].keyObject = keyObject
                    frames[level].keyOffset = keyOffset
                    try open(valueObject, at: valueOffset, frames: &frames, arrays: &arrays, dictionaries: &dictionaries)
                } else {
                    let value = try scalar(valueObject, at: valueOffset)
                    add(key: key, keyOffset: keyOffset, value: value, to: &dictionaries[dictionaries.count - 1])
                }
            } else {
                let elementReference = top.references + index * trailer.referenceSize
                let elementObject = try reference(at: elementReference)
                let elementOffset = try objectOffset(elementObject, entry: entryOffset(elementObject))
                try countValue(at: elementOffset)
                if Self.isContainer(bytes[elementOffset]) {
                    try open(elementObject, at: elementOffset, frames: &frames, arrays: &arrays, dictionaries: &dictionaries)
                } else {
                    arrays[arrays.count - 1].append(try scalar(elementObject, at: elementOffset))
                }
            }
        }
    }

    /// Opens an array or dictionary: checks depth, cycles, its references' bounds and the value
    /// budget, then pushes it.
    private mutating func open(_ object: Int, at offset: Int, frames: inout [Frame], arrays: inout [[PlistValue]],
                               dictionaries: inout [PlistDictionary]) throws {
        guard frames.count < maxDepth else {
            throw BinaryPlistError.tooDeep(at(offset), limit: maxDepth)
        }
        guard slots[object] != Self.onPath else {
            throw BinaryPlistError.cycle(at(offset), object: object)
        }
        let marker = bytes[offset]
        let isDictionary = marker & 0xF0 == BinaryPlistMarker.dictionary
        let (count, start) = try countAndStart(at: offset, marker: marker)
        let perEntry = isDictionary ? 2 * trailer.referenceSize : trailer.referenceSize
        try checkPayload(count: count, unit: perEntry, start: start, offset: offset,
                         kind: isDictionary ? "dictionary" : "array",
                         units: isDictionary ? "entries" : "references")
        // The payload check bounds `count` by the file size, so the budget check cannot overflow.
        let children = isDictionary ? 2 * count : count
        guard children <= maxValues - produced else {
            throw BinaryPlistError.tooManyValues(at(offset), limit: maxValues)
        }
        slots[object] = Self.onPath
        frames.append(Frame(object: object, offset: offset, references: start, count: count, isDictionary: isDictionary))
        // Room for the entries up front: `count` is bounded twice over, by the bytes of the
        // references (checked above) and by the value budget.
        if isDictionary {
            var dictionary = PlistDictionary()
            dictionary.reserveCapacity(count)
            dictionaries.append(dictionary)
        } else {
            var elements: [PlistValue] = []
            elements.reserveCapacity(count)
            arrays.append(elements)
        }
    }

    private mutating func add(key: String, keyOffset: Int, value: PlistValue, to dictionary: inout PlistDictionary) {
        let keyLocation = at(keyOffset)
        let entry = PlistDictionary.Entry(key: key, keyLocation: keyLocation, value: value)
        if let replaced = dictionary.setEntry(entry) {
            duplicateKeys.append(
                DuplicateKey(key: key, first: replaced.keyLocation ?? keyLocation, duplicate: keyLocation,
                             repeatsValue: replaced.value == value))
        }
    }

    @inline(__always)
    private mutating func countValue(at offset: Int) throws {
        produced += 1
        guard produced <= maxValues else {
            throw BinaryPlistError.tooManyValues(at(offset), limit: maxValues)
        }
    }

    /// Counts the bytes of a string, key or data against `maxBytes`, each time it is used.
    @inline(__always)
    private mutating func countBytes(_ count: Int, at offset: Int) throws {
        expandedBytes += count
        guard expandedBytes <= maxBytes else {
            throw BinaryPlistError.tooManyBytes(at(offset), limit: maxBytes)
        }
    }

    @inline(__always)
    private static func isContainer(_ marker: UInt8) -> Bool {
        let kind = marker & 0xF0
        return kind == BinaryPlistMarker.array || kind == BinaryPlistMarker.dictionary
    }

    // MARK: Objects

    /// Reads the object at `offset`, which is not an array or dictionary.
    private mutating func scalar(_ object: Int, at offset: Int) throws -> PlistValue {
        let marker = bytes[offset]
        let location = at(offset)
        switch marker & 0xF0 {
        case BinaryPlistMarker.simple:
            switch marker {
            case BinaryPlistMarker.false: return PlistValue(.boolean(false), location: location)
            case BinaryPlistMarker.true: return PlistValue(.boolean(true), location: location)
            case 0x00: throw BinaryPlistError.unsupportedObject(location, marker: marker, kind: "null")
            case 0x0F: throw BinaryPlistError.unsupportedObject(location, marker: marker, kind: "a fill byte")
            default: throw BinaryPlistError.unknownMarker(location, marker: marker)
            }
        case BinaryPlistMarker.integer:
            return PlistValue(.integer(try integer(at: offset, marker: marker)), location: location)
        case BinaryPlistMarker.real:
            let size = 1 << Int(marker & 0x0F)
            guard size == 4 || size == 8 else {
                throw BinaryPlistError.invalidSize(location, kind: "real", byteCount: size, expected: "4 or 8")
            }
            try checkPayload(count: 1, unit: size, start: offset + 1, offset: offset, kind: "real", units: nil)
            let bits = unsigned(at: offset + 1, size: size)
            let real = size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
            return PlistValue(.real(real), location: location)
        case 0x30:
            guard marker == BinaryPlistMarker.date else {
                throw BinaryPlistError.invalidSize(location, kind: "date", byteCount: 1 << Int(marker & 0x0F),
                                                   expected: "8 (marker 0x33)")
            }
            try checkPayload(count: 1, unit: 8, start: offset + 1, offset: offset, kind: "date", units: nil)
            let seconds = Double(bitPattern: unsigned(at: offset + 1, size: 8))
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            guard seconds.isFinite, PlistDateText.canFormat(date) else {
                throw BinaryPlistError.invalidDate(location, seconds: seconds)
            }
            return PlistValue(.date(date), location: location)
        case BinaryPlistMarker.data:
            let (count, start) = try countAndStart(at: offset, marker: marker)
            try checkPayload(count: count, unit: 1, start: start, offset: offset, kind: "data", units: "bytes")
            try countBytes(count, at: offset)
            return PlistValue(.data(Data(bytes: bytes + start, count: count)), location: location)
        case BinaryPlistMarker.asciiString, BinaryPlistMarker.utf16String, BinaryPlistMarker.utf8String:
            let text = try string(object, at: offset)
            try countBytes(text.utf8.count, at: offset)
            return PlistValue(.string(text), location: location)
        case BinaryPlistMarker.uid:
            let size = Int(marker & 0x0F) + 1
            guard size <= 8 else {
                throw BinaryPlistError.invalidSize(location, kind: "UID", byteCount: size, expected: "1 to 8")
            }
            try checkPayload(count: 1, unit: size, start: offset + 1, offset: offset, kind: "UID", units: nil)
            return PlistValue(.uid(unsigned(at: offset + 1, size: size)), location: location)
        case BinaryPlistMarker.orderedSet:
            throw BinaryPlistError.unsupportedObject(location, marker: marker, kind: "an ordered set")
        case BinaryPlistMarker.set:
            throw BinaryPlistError.unsupportedObject(location, marker: marker, kind: "a set")
        default:
            throw BinaryPlistError.unknownMarker(location, marker: marker)
        }
    }

    /// Integers: 1, 2 and 4 bytes unsigned, 8 bytes signed, 16 bytes signed 128-bit (how
    /// CoreFoundation and plistlib store values from 2^63 to 2^64-1).
    private func integer(at offset: Int, marker: UInt8) throws -> PlistInteger {
        let size = 1 << Int(marker & 0x0F)
        guard marker & 0x0F <= 4 else {
            throw BinaryPlistError.invalidSize(at(offset), kind: "integer", byteCount: size, expected: "1, 2, 4, 8 or 16")
        }
        try checkPayload(count: 1, unit: size, start: offset + 1, offset: offset, kind: "integer", units: nil)
        switch size {
        case 8:
            return PlistInteger(Int64(bitPattern: unsigned(at: offset + 1, size: 8)))
        case 16:
            let high = unsigned(at: offset + 1, size: 8)
            let low = unsigned(at: offset + 9, size: 8)
            if high == 0 { return PlistInteger(low) }
            if high == UInt64.max, low >= 1 << 63 { return PlistInteger(Int64(bitPattern: low)) }
            throw BinaryPlistError.integerOutOfRange(at(offset))
        default:
            return PlistInteger(unsigned(at: offset + 1, size: size))
        }
    }

    /// The decoded string of a key object, which must be a string.
    private mutating func keyString(_ object: Int, at offset: Int) throws -> String {
        let marker = bytes[offset]
        switch marker & 0xF0 {
        case BinaryPlistMarker.asciiString, BinaryPlistMarker.utf16String, BinaryPlistMarker.utf8String:
            let key = try string(object, at: offset)
            try countBytes(key.utf8.count, at: offset)
            return key
        default:
            throw BinaryPlistError.nonStringKey(at(offset), found: BinaryPlistMarker.describe(marker))
        }
    }

    /// The string of a string object, decoded on first use and shared after.
    private mutating func string(_ object: Int, at offset: Int) throws -> String {
        let slot = slots[object]
        if slot != 0 { return strings[Int(slot) - 1] }
        let marker = bytes[offset]
        let (count, start) = try countAndStart(at: offset, marker: marker)
        let decoded: String
        switch marker & 0xF0 {
        case BinaryPlistMarker.asciiString:
            try checkPayload(count: count, unit: 1, start: start, offset: offset, kind: "ASCII string", units: "bytes")
            decoded = BinaryPlistText.latin1(UnsafeBufferPointer(start: bytes + start, count: count))
        case BinaryPlistMarker.utf16String:
            try checkPayload(count: count, unit: 2, start: start, offset: offset, kind: "UTF-16 string", units: "code units")
            decoded = BinaryPlistText.utf16BigEndian(UnsafeBufferPointer(start: bytes + start, count: 2 * count))
        default:
            try checkPayload(count: count, unit: 1, start: start, offset: offset, kind: "UTF-8 string", units: "bytes")
            guard let text = BinaryPlistText.utf8(UnsafeBufferPointer(start: bytes + start, count: count)) else {
                throw BinaryPlistError.invalidUTF8(at(offset))
            }
            decoded = text
        }
        strings.append(decoded)
        slots[object] = UInt32(truncatingIfNeeded: strings.count)
        return decoded
    }

    // MARK: Bounds

    /// The count in a marker's low nibble, or the integer object after it when the nibble is 0xF,
    /// and where the contents start.
    @inline(__always)
    private func countAndStart(at offset: Int, marker: UInt8) throws -> (count: Int, start: Int) {
        let nibble = marker & 0x0F
        if nibble != BinaryPlistMarker.extendedCount { return (Int(nibble), offset + 1) }
        let countOffset = offset + 1
        guard countOffset < objectAreaEnd else {
            throw BinaryPlistError.truncatedObject(at(offset), object: "the extended count of \(BinaryPlistMarker.describe(marker))",
                                                   available: 0)
        }
        let countMarker = bytes[countOffset]
        guard countMarker & 0xF0 == BinaryPlistMarker.integer, countMarker & 0x0F <= 3 else {
            throw BinaryPlistError.invalidCount(at(countOffset), marker: countMarker)
        }
        let size = 1 << Int(countMarker & 0x0F)
        let available = objectAreaEnd - countOffset - 1
        guard size <= available else {
            throw BinaryPlistError.truncatedObject(at(countOffset), object: "a \(size)-byte count", available: available)
        }
        let count = unsigned(at: countOffset + 1, size: size)
        guard count <= UInt64(Int.max) else {
            throw BinaryPlistError.truncatedObject(at(offset), object: "\(BinaryPlistMarker.describe(marker)) of \(count) entries",
                                                   available: available - size)
        }
        return (Int(count), countOffset + 1 + size)
    }

    /// Checks that `count` units of `unit` bytes starting at `start` end inside the object area.
    ///
    /// - Parameters:
    ///   - kind: The object, for the message ("array", "UTF-16 string").
    ///   - units: What is counted ("references", "code units"); `nil` for a fixed-size scalar.
    @inline(__always)
    private func checkPayload(count: Int, unit: Int, start: Int, offset: Int, kind: String, units: String?) throws {
        let available = objectAreaEnd - start
        let (length, overflow) = count.multipliedReportingOverflow(by: unit)
        guard !overflow, length <= available else {
            let object = units.map { "\(kind) of \(count) \($0)" + (unit == 1 ? "" : " (\(unit) bytes each)") }
                ?? "\(unit)-byte \(kind)"
            throw BinaryPlistError.truncatedObject(at(offset), object: object, available: max(0, available))
        }
    }

    /// The offset of an object, from its offset-table entry, checked to lie in the object area.
    @inline(__always)
    private func objectOffset(_ object: Int, entry: Int) throws -> Int {
        let offset = unsigned(at: entry, size: trailer.offsetSize)
        guard offset >= 8, offset < UInt64(objectAreaEnd) else {
            throw BinaryPlistError.objectOffsetOutOfRange(at(entry), object: object, offset: offset,
                                                          objectAreaEnd: objectAreaEnd)
        }
        return Int(offset)
    }

    @inline(__always)
    private func entryOffset(_ object: Int) -> Int {
        trailer.offsetTableOffset + object * trailer.offsetSize
    }

    /// The object number stored at `offset` (inside a container's checked references).
    @inline(__always)
    private func reference(at offset: Int) throws -> Int {
        let object = unsigned(at: offset, size: trailer.referenceSize)
        guard object < UInt64(trailer.objectCount) else {
            throw BinaryPlistError.referenceOutOfRange(at(offset), reference: object, objectCount: trailer.objectCount)
        }
        return Int(object)
    }

    /// A big-endian unsigned number of `size` (1 to 8) bytes at an offset the caller has checked.
    @inline(__always)
    private func unsigned(at offset: Int, size: Int) -> UInt64 {
        let pointer = UnsafeRawPointer(bytes + offset)
        switch size {
        case 1: return UInt64(bytes[offset])
        case 2: return UInt64(UInt16(bigEndian: pointer.loadUnaligned(as: UInt16.self)))
        case 4: return UInt64(UInt32(bigEndian: pointer.loadUnaligned(as: UInt32.self)))
        case 8: return UInt64(bigEndian: pointer.loadUnaligned(as: UInt64.self))
        default:
            var value: UInt64 = 0
            for index in offset..<offset + size {
                value = value << 8 | UInt64(bytes[index])
            }
            return value
        }
    }

    @inline(__always)
    private func at(_ offset: Int) -> SourceLocation {
        SourceLocation(file: file, byteOffset: offset)
    }
}
