import Testing
import TripSource

@Suite("UTF-8 validation")
struct UTF8ValidationTests {
    @Test("well-formed text has no bad byte", arguments: [
        [], Array("plain ASCII".utf8), Array("Zürich, 東京, 🚗".utf8), [0xF4, 0x8F, 0xBF, 0xBF],
    ] as [[UInt8]])
    func valid(bytes: [UInt8]) {
        #expect(UTF8Validation.firstInvalidOffset(bytes) == nil)
    }

    @Test("the offset is where the first bad sequence starts", arguments: [
        ([0x61, 0x80], 1),                    // a lone continuation byte
        ([0x61, 0x62, 0xC0, 0xAF], 2),        // overlong '/'
        ([0xE0, 0x80, 0xAF], 0),              // overlong three-byte form
        ([0x20, 0xED, 0xA0, 0x80], 1),        // a UTF-16 surrogate, U+D800
        ([0xF4, 0x90, 0x80, 0x80], 0),        // above U+10FFFF
        ([0xC3, 0xBC, 0xE6, 0x9D], 2),        // cut short by the end
        ([0x41, 0xFF], 1),                    // never valid in UTF-8
    ] as [([UInt8], Int)])
    func invalid(bytes: [UInt8], offset: Int) {
        #expect(UTF8Validation.firstInvalidOffset(bytes) == offset)
    }

    @Test("agrees with Swift's own decoding on every two-byte sequence")
    func agreesWithString() {
        for first in 0...255 {
            for second in 0...255 {
                let bytes: [UInt8] = [UInt8(first), UInt8(second)]
                let decodes = String(validating: bytes, as: UTF8.self) != nil
                #expect((UTF8Validation.firstInvalidOffset(bytes) == nil) == decodes, "\(bytes)")
            }
        }
    }
}
