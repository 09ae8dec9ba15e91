import Testing
import TestSupport
import TripSource
@testable import TextFormats

/// Mapping keys are told apart by their exact scalars, as property lists tell them apart: Swift's
/// `String` equality would make "é" (U+00E9) and "e" + U+0301, or "K" and U+212A KELVIN SIGN, one key.
@Suite("Document keys compared by their exact scalars")
struct DocumentExactKeyTests {
    /// Two pairs of canonically equivalent keys.
    static let keys = ["\u{E9}", "e\u{301}", "K", "\u{212A}"]

    static func keyScalars(_ node: DocumentNode?) -> [[Unicode.Scalar]] {
        guard case .map(let entries, _)? = node else { return [] }
        return entries.map { Array($0.key.unicodeScalars) }
    }

    @Test("a JSON object with both forms of a key has two keys")
    func json() throws {
        #expect("\u{E9}" == "e\u{301}" && "K" == "\u{212A}", "Swift's String == is canonical equivalence")
        let text = "{" + Self.keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
        let node = try JSONDocumentReader.read(Array(text.utf8), file: "k.json")
        #expect(Self.keyScalars(node) == Self.keys.map { Array($0.unicodeScalars) })
    }

    @Test("a YAML mapping with both forms of a key has two keys, in block and flow mappings",
          arguments: ["block", "flow", "quoted"])
    func yaml(_ style: String) throws {
        let text = switch style {
        case "block": Self.keys.enumerated().map { "\($1): \($0)\n" }.joined()
        case "flow": "{" + Self.keys.enumerated().map { "\($1): \($0)" }.joined(separator: ", ") + "}\n"
        default: Self.keys.enumerated().map { "\"\($1)\": \($0)\n" }.joined()
        }
        let node = try YAMLDocumentReader.read(Array(text.utf8), file: "k.yml")
        #expect(Self.keyScalars(node) == Self.keys.map { Array($0.unicodeScalars) })
    }

    /// Documents repeating one form of a key, marked where the duplicate is reported.
    static let duplicates: [(String, String, Bool)] = [
        ("{\"\u{E9}\": 1, \"e\u{301}\": 2, 1️⃣\"\u{E9}\": 3}", "duplicate key '\u{E9}' (first given at 1:2)", true),
        ("{\"e\u{301}\": 1, \"\u{E9}\": 2, 1️⃣\"e\u{301}\": 3}", "duplicate key 'e\u{301}' (first given at 1:2)", true),
        ("\u{E9}: 1\ne\u{301}: 2\n1️⃣e\u{301}: 3\n", "duplicate key 'e\u{301}' (first given at 2:1)", false),
        ("{K: 1, \u{212A}: 2, 1️⃣\u{212A}: 3}\n", "duplicate key '\u{212A}' (first given at 1:8)", false),
    ]

    @Test("a duplicate-key check reports only real duplicates, at the second", arguments: duplicates)
    func onlyRealDuplicates(marked: String, message: String, isJSON: Bool) {
        expectPositionedError(marked, file: "k", message: message, exactly: true) { text in
            if isJSON {
                _ = try JSONDocumentReader.read(Array(text.utf8), file: "k")
            } else {
                _ = try YAMLDocumentReader.read(Array(text.utf8), file: "k")
            }
        }
    }
}
