import Testing
@testable import CommandLineKit

@Suite("Key decoder")
struct KeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    private static func escape(_ text: String) -> [UInt8] { [0x1B] + Array(text.utf8) }

    @Test("decodes the common forms of arrows, Home, End and paging keys", arguments: [
        (escape("[A"), Key.up), (escape("[B"), .down), (escape("[C"), .right), (escape("[D"), .left),
        (escape("OA"), .up), (escape("OB"), .down), (escape("[1;5A"), .up), (escape("[1;2B"), .down),
        (escape("[H"), .home), (escape("OH"), .home), (escape("[1~"), .home), (escape("[7~"), .home),
        (escape("[F"), .end), (escape("OF"), .end), (escape("[4~"), .end), (escape("[8~"), .end),
        (escape("[5~"), .pageUp), (escape("[6~"), .pageDown), (escape("[3~"), .delete),
        (escape("[15~"), .unknown(escape("[15~"))), (escape("x"), .unknown(escape("x"))),
    ])
    func escapeSequences(bytes: [UInt8], expected: Key) {
        #expect(keys(bytes) == [expected])
    }

    @Test("decodes control keys, Enter, Backspace, and printable characters", arguments: [
        ([0x0D], Key.enter), ([0x0A], .enter), ([0x7F], .backspace), ([0x08], .backspace), ([0x09], .tab),
        ([0x03], .control("c")), ([0x0E], .control("n")), ([0x10], .control("p")), ([0x1A], .control("z")),
        ([0x6A], .character("j")), ([0x6B], .character("k")), ([0x37], .character("7")), ([0x2F], .character("/")),
        ([0x20], .character(" ")), ([0xC3, 0xA9], .character("é")), ([0xE2, 0x86, 0x91], .character("↑")),
        ([0xF0, 0x9F, 0x97, 0xBD], .character("🗽")), ([0xFF], .unknown([0xFF])),
    ] as [([UInt8], Key)])
    func singleKeys(bytes: [UInt8], expected: Key) {
        #expect(keys(bytes) == [expected])
    }

    @Test("holds a lone ESC until the timeout, then reports Esc")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
    }

    @Test("joins a sequence split across reads")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("1".utf8)) == [])
        #expect(decoder.feed(Array("~x".utf8)) == [.home, .character("x")])
        #expect(decoder.feed([0xE2, 0x86]) == [])
        #expect(decoder.feed([0x91]) == [.character("↑")])
    }

    @Test("decodes several keys in one read, and two ESCs as two Escs")
    func severalKeys() {
        #expect(keys(Array("ab".utf8) + Self.escape("[B") + [0x0D]) == [.character("a"), .character("b"), .down, .enter])
        #expect(keys([0x1B, 0x1B]) == [.escape, .escape])
        #expect(keys(Self.escape("[")) == [.escape, .character("[")])
    }
}
