import Foundation
import Testing
import TestSupport
import TripSource
@testable import TextFormats

private func readJSON(_ text: String) throws -> DocumentNode {
    try JSONDocumentReader.read(Array(text.utf8), file: "c.json")
}

@Suite("JSON reader with positions")
struct JSONDocumentReaderTests {
    static let goodDocuments: [String] = [
        #"{"included": ["App", "Sources/**"], "strict": true, "baseline": null}"#,
        #"{"escapes": "\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "raw": "été"}"#,
        #"{"runs": "0123456789\u00e9abc\\xyz\"end", "ünï\u0041": "ö\n", "\u0000": "", "tail\t": "x\ud83d\ude00y"}"#,
        #"{"nested": {"a": [{}, [], {"b": false}]}}"#,
        "\u{FEFF}{\"bom\": 1}",
        "\"just a string\"",
    ]

    @Test("reads what python's json module reads the same way", .enabled(if: Python.isAvailable), arguments: goodDocuments)
    func agreesWithPython(document: String) throws {
        let ours = compactJSON(try readJSON(document))
        let script = """
            import sys, json
            value = json.loads(sys.stdin.buffer.read().decode('utf-8-sig'))
            def render(v):
                if isinstance(v, dict): return '{' + ', '.join(json.dumps(k, ensure_ascii=False) + ': ' + render(x) for k, x in v.items()) + '}'
                if isinstance(v, list): return '[' + ', '.join(render(x) for x in v) + ']'
                if isinstance(v, bool): return 'true' if v else 'false'
                if v is None: return 'null'
                if isinstance(v, str): return json.dumps(v, ensure_ascii=False)
                return json.dumps(v)
            print(render(value), end='')
            """
        let theirs = String(decoding: try Python.run(script, input: Data(document.utf8)), as: UTF8.self)
        #expect(ours == theirs)
    }

    @Test("keeps numbers as written")
    func numbers() throws {
        #expect(compactJSON(try readJSON("  [1, -2.5, 3e10, 0, -0.0, 1E-2]  ")) == "[1, -2.5, 3e10, 0, -0.0, 1E-2]")
    }

    @Test("keys and values carry their line and UTF-8 column")
    func positions() throws {
        let marked = MarkedText("{\n  1️⃣\"é\": 2️⃣[3️⃣1,\n 4️⃣{}]}")
        guard case .map(let entries, _) = try readJSON(marked.text), case .list(let items, _) = entries[0].value else {
            Issue.record("unexpected shape")
            return
        }
        let at = { (location: TripSource.SourceLocation, marker: String) in
            location.line == marked[marker].line && location.column == marked[marker].column
        }
        #expect(at(entries[0].keyLocation, "1️⃣"))
        #expect(at(entries[0].value.location, "2️⃣"))
        #expect(at(items[0].location, "3️⃣"))
        #expect(at(items[1].location, "4️⃣"))
    }

    static let badDocuments: [(String, String)] = [
        ("{\"a\": 1,1️⃣}", "expected a quoted key"),
        ("[1, 2,1️⃣]", "expected a value"),
        ("{\"a\": 1, 1️⃣\"a\": 2}", "duplicate key 'a' (first given at 1:2)"),
        ("{1️⃣'a': 1}", "expected a quoted key"),
        ("{\"a\" 1️⃣1}", "expected ':' after the key"),
        ("[1️⃣01]", "invalid number '01'"),
        ("[1️⃣1.]", "invalid number '1.'"),
        ("[1️⃣-]", "invalid number '-'"),
        ("[1️⃣tru]", "expected a value"),
        ("1️⃣\"open", "unterminated quoted string"),
        ("[\"a1️⃣\u{01}\"]", "control character U+0001"),
        ("[\"1️⃣\\x\"]", "invalid escape sequence '\\x'"),
        ("{} 1️⃣x", "expected the end of the document"),
        ("[1 1️⃣2]", "expected ',' or ']'"),
        ("1️⃣", "unexpected end of the document; expected a value"),
        ("1️⃣// comment\n", "expected a value"),
    ]

    /// Malformed for RFC 8259 but accepted by python's lenient reader, so not checked against it.
    static let strictlyBadDocuments: [(String, String)] = [
        ("[\"1️⃣\\ud800\"]", "invalid escape sequence"),
        ("[\"1️⃣\\udc00\\ud800\"]", "invalid escape sequence"),
    ]

    @Test("refuses malformed JSON at the place at fault", arguments: badDocuments + strictlyBadDocuments)
    func refuses(marked: String, message: String) {
        expectPositionedError(marked, file: "c.json", message: message) { _ = try readJSON($0) }
    }

    @Test("python refuses the malformed documents too", .enabled(if: Python.isAvailable), arguments: badDocuments)
    func pythonRefuses(marked: String, message: String) throws {
        let script = """
            import sys, json
            def no_duplicates(pairs):
                keys = [k for k, _ in pairs]
                if len(keys) != len(set(keys)): raise ValueError('duplicate')
                return dict(pairs)
            try:
                json.loads(sys.stdin.read(), object_pairs_hook=no_duplicates)
                print('accepted', end='')
            except ValueError:
                print('refused', end='')
            """
        let verdict = String(decoding: try Python.run(script, input: Data(MarkedText(marked).text.utf8)), as: UTF8.self)
        #expect(verdict == "refused")
    }
}
