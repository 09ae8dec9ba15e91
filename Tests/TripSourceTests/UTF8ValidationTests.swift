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

    @Test("a bad byte anywhere in long ASCII runs is found at its own offset")
    func badByteInASCIIRuns() {
        for length in [7, 8, 9, 16, 17, 31] {
            for place in 0..<length {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                bytes[place] = 0x80
                #expect(UTF8Validation.firstInvalidOffset(bytes) == place, "\(length) \(place)")
                bytes[place] = 0xC3
                #expect(UTF8Validation.firstInvalidOffset(bytes) == place, "a lead byte cut off at \(place)")
            }
        }
    }

    @Test("finds the same first bad offset as the standard library's decoder, on mixed random text")
    func agreesWithDecoderOffsets() {
        // Pieces that exercise every branch: ASCII runs, valid sequences of each length, leads at
        // the edges of their ranges, continuation bytes, truncations.
        let pieces: [[UInt8]] = [
            Array("0123456789abcdef".utf8), Array("ab".utf8), [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80],
            [0xE0, 0x9F, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
            [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xC1, 0xBF], [0x80],
            [0xBF], [0xE1, 0x80], [0xF1, 0x80, 0x80], [0xFF], [0x00], [0x7F],
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<(next() % 8) { bytes += pieces[next() % pieces.count] }
            #expect(UTF8Validation.firstInvalidOffset(bytes) == Self.decoderOffset(bytes), "\(bytes)")
        }
    }

    /// The offset of the first bad sequence as the standard library's UTF-8 parser finds it.
    private static func decoderOffset(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
