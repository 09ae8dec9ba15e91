import Testing
@testable import PropertyList

@Suite("XML text buffer")
struct XMLTextBufferTests {
    @Test("pieces appended across growth read back as their concatenation, and removeAll starts a new text")
    func concatenates() {
        var buffer = XMLTextBuffer()
        var expected: [UInt8] = []
        for (index, size) in [1, 15, 48, 1, 63, 64, 65, 200, 3, 1_000].enumerated() {
            let piece = (0..<size).map { UInt8(truncatingIfNeeded: index &* 31 &+ $0) }
            piece.withUnsafeBufferPointer { buffer.append($0) }
            expected += piece
            #expect(buffer.count == expected.count)
            #expect(buffer.withBytes { Array($0) } == expected)
        }
        buffer.removeAll()
        #expect(buffer.withBytes { Array($0) } == [])
        Array("après".utf8).withUnsafeBufferPointer { buffer.append($0) }
        #expect(buffer.string == "après")
    }
}
