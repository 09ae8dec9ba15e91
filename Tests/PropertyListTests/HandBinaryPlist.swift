/// A `bplist00` file assembled object by object, for tests that need exact offsets or deliberately
/// broken structure. References and offsets are one byte unless sizes are given.
struct HandBinaryPlist {
    var objects: [[UInt8]]
    var topObject = 0
    var offsetSize = 1
    var referenceSize = 1

    init(_ objects: [[UInt8]]) {
        self.objects = objects
    }

    /// The byte offset at which each object starts.
    var offsets: [Int] {
        var offsets: [Int] = []
        var position = 8
        for object in objects {
            offsets.append(position)
            position += object.count
        }
        return offsets
    }

    var bytes: [UInt8] {
        var output = Array("bplist00".utf8)
        for object in objects { output += object }
        let tableOffset = output.count
        for offset in offsets { output += Self.bigEndian(UInt64(offset), size: offsetSize) }
        output += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        output += Self.bigEndian(UInt64(objects.count), size: 8)
        output += Self.bigEndian(UInt64(topObject), size: 8)
        output += Self.bigEndian(UInt64(tableOffset), size: 8)
        return output
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    // Objects.

    static func ascii(_ text: String) -> [UInt8] { header(0x50, Array(text.utf8).count) + Array(text.utf8) }
    static func utf16(_ units: [UInt16]) -> [UInt8] { header(0x60, units.count) + units.flatMap { bigEndian(UInt64($0), size: 2) } }
    static func int(_ value: UInt64, size: Int) -> [UInt8] {
        [0x10 | UInt8(size.trailingZeroBitCount)] + bigEndian(value, size: size)
    }
    static func array(_ references: [Int], referenceSize: Int = 1) -> [UInt8] {
        header(0xA0, references.count) + references.flatMap { bigEndian(UInt64($0), size: referenceSize) }
    }
    static func dictionary(_ keys: [Int], _ values: [Int]) -> [UInt8] {
        header(0xD0, keys.count) + keys.map { UInt8($0) } + values.map { UInt8($0) }
    }

    static func header(_ marker: UInt8, _ count: Int) -> [UInt8] {
        count < 15 ? [marker | UInt8(count)] : [marker | 0x0F, 0x10, UInt8(count)]
    }
}
