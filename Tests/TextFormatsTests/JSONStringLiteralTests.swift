import Foundation
import Testing
import TextFormats

@Suite("JSON string literals")
struct JSONStringLiteralTests {
    private static func literal(_ text: String, escapingSlash: Bool = false) -> String {
        var output = ""
        JSONStringLiteral.append(text, to: &output, escapingSlash: escapingSlash)
        return output
    }

    @Test("escapes quotes, backslashes and controls; writes the rest as it is", arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("back\\slash", #""back\\slash""#),
        ("a/b", #""a/b""#),
        ("\u{08}\u{0C}\n\r\t", #""\b\f\n\r\t""#),
        ("\u{00}\u{01}\u{1B}\u{1F}", #""\u0000\u0001\u001b\u001f""#),
        ("\u{7F} é 🚗 \u{2028}", "\"\u{7F} é 🚗 \u{2028}\""),
    ])
    func escaping(text: String, expected: String) {
        #expect(Self.literal(text) == expected)
    }

    @Test("escapingSlash writes / as \\/ and changes nothing else")
    func slash() {
        #expect(Self.literal("a/b \"c\"\n", escapingSlash: true) == #""a\/b \"c\"\n""#)
    }

    @Test("Foundation's JSON reader reads every literal back to the same string", arguments: [false, true])
    func roundTrip(escapingSlash: Bool) throws {
        let text = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init))) + "é 🚗 \u{FFFD}"
        let data = Data(Self.literal(text, escapingSlash: escapingSlash).utf8)
        #expect(try JSONDecoder().decode(String.self, from: data) == text)
    }
}
