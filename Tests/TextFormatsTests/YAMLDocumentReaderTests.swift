import Foundation
import Testing
import TestSupport
import TripSource
@testable import TextFormats

private func readYAML(_ text: String) throws -> DocumentNode? {
    try YAMLDocumentReader.read(Array(text.utf8), file: "c.yml")
}

private let pythonHasYAML = Python.isAvailable && (try? Python.run("import yaml")) != nil

@Suite("YAML subset reader")
struct YAMLDocumentReaderTests {
    static let goodDocuments: [String] = [
        "included:\n  - App\n  - \"Sources/**\"\nexcluded: [Pods, 'Generated/*.storyboard']\n",
        "# comment\n---\nstrict: true # trailing\nreporter: json\n",
        "disabled_rules:\n- a_rule\n- b_rule\nstrict: false\n",
        "duplicate_object_id: warning\nsegue_kind:\n  severity: error\n",
        "rules: {a: 1, b: [x, y], 'c d': \"e\"}\n",
        "list:\n  - - nested\n    - items\n  - key: value\n    other: 2\n  -\n    deep: true\n",
        "quoted: \"tab\\there \\u00e9 \\\"q\\\"\"\nsingle: 'it''s'\n",
        "empty:\nnothing: ~\nnulls: null\nnumber: -1.5\nurl: http://x/y#z\n",
        "key with spaces: value with spaces  \n\"quoted key\": 1\n",
        "a:\n  b:\n    c: [1, [2, 3], {d: e}]\n  f: g\n",
        "trailing: [a, b,]\nemptylist: []\nemptymap: {}\n",
        "crlf: 1\r\nnext: 2\r\n",
        "unicode: été\n",
        "only_rules: [a,\n  b,\n  c]\n",
        "rules: {a: 1,\n b: 2}\n",
        "excluded: [ # why\n    Pods, # third party\n\n  # generated\n    'Gen/*',\n]\nstrict: true\n...\n# after the end\n",
        "---\nnested: {a: [1,\n  2], b: {c: d,\n e: f}}\n...\n",
        "list:\n  # first\n      # at any indentation\n  - a # after a value\n  - b\n# between keys\nnext: 1\n",
        "'single key': 1\n\"double\\tkey\": 2\n'it''s': 3\n",
        "flow: {a, b: , 'c':1, \"d\":2}\n",
        "--- [a, b]\n",
        "a: 'x' #no space needed after a quote\nb: [c]#nor after a bracket\n",
        "comment: a #b#c\nhash: a#b\n",
        "\u{E9}: 1\ne\u{301}: 2\nm: {\u{212A}: 3, K: 4}\n",
    ]

    @Test("reads what PyYAML reads the same way", .enabled(if: pythonHasYAML), arguments: goodDocuments)
    func agreesWithPyYAML(document: String) throws {
        let ours = compactJSON(try readYAML(document))
        let script = "import sys, json, yaml; print(json.dumps(yaml.safe_load(sys.stdin.read()), ensure_ascii=False), end='')"
        let theirs = String(decoding: try Python.run(script, input: Data(document.utf8)), as: UTF8.self)
        #expect(Array(ours.utf8) == Array(theirs.utf8), "ours: \(ours)\ntheirs: \(theirs)")
    }

    @Test("resolves plain scalars with the YAML 1.2 core schema")
    func coreSchema() throws {
        let node = try readYAML("a: true\nb: False\nc: ~\nd: 0x1F\ne: .inf\nf: yes\ng: '1'\nh: 1.\ni: +12\n")
        #expect(compactJSON(node) == #"{"a": true, "b": false, "c": null, "d": 0x1F, "e": .inf, "f": "yes", "g": "1", "h": 1., "i": +12}"#)
    }

    @Test("an empty or comment-only document reads as nothing")
    func emptyDocument() throws {
        #expect(try readYAML("") == nil)
        #expect(try readYAML("# only a comment\n\n   \n") == nil)
        #expect(try readYAML("---\n") == nil)
    }

    @Test("keys and values carry their line and UTF-8 column")
    func positions() throws {
        let marked = MarkedText("1️⃣é: 2️⃣x\nlist:\n  - 3️⃣a\n  - [4️⃣b, 5️⃣'c']\n")
        guard case .map(let entries, _)? = try readYAML(marked.text) else {
            Issue.record("not a mapping")
            return
        }
        let position = { (location: TripSource.SourceLocation) in "\(location.line):\(location.column)" }
        let expected = { (marker: String) in "\(marked[marker].line):\(marked[marker].column)" }
        #expect(position(entries[0].keyLocation) == expected("1️⃣"))
        #expect(position(entries[0].value.location) == expected("2️⃣"))
        guard case .list(let items, _) = entries[1].value, case .list(let inner, _) = items[1] else {
            Issue.record("not a list")
            return
        }
        #expect(position(items[0].location) == expected("3️⃣"))
        #expect(position(inner[0].location) == expected("4️⃣"))
        #expect(position(inner[1].location) == expected("5️⃣"))
    }

    /// Marked documents whose 1️⃣ is where the error must point, and a fragment of its message.
    static let badDocuments: [(String, String)] = [
        ("a: 1️⃣&anchor x\n", "anchors (&name) are not supported"),
        ("a: 1\nb: 1️⃣*alias\n", "aliases (*name) are not supported"),
        ("a: 1️⃣!!str x\n", "tags (!tag) are not supported"),
        ("a: |1️⃣x\n  text\n", "found 'x'; expected a chomping (+, -) or indentation (1-9) indicator"),
        ("a: |1️⃣0\n  text\n", "expected an indentation indicator from 1 to 9"),
        ("1️⃣%YAML 1.2\n---\na: 1\n", "directives"),
        ("a: 1\n1️⃣---\nb: 2\n", "multiple documents"),
        ("a: 1\n...\n1️⃣b: 2\n", "multiple documents"),
        ("---\na: 1\n...\n1️⃣---\n", "multiple documents"),
        ("# nothing yet\n1️⃣...\n", "found '...'; expected a document before its end marker"),
        ("a: [b,\n1️⃣---\n]\n", "found the document marker '---'; expected the rest of the collection opened at 1:4"),
        ("a: 1\n...\n1️⃣%YAML 1.2\n", "directives"),
        ("1️⃣? complex\n: value\n", "complex keys"),
        ("a: one\n  1️⃣two\n", "values continued on the next line"),
        ("a:\n1️⃣\tb: 1\n", "tabs are not allowed in indentation"),
        ("a: 1\n  1️⃣\t\n", "tabs are not allowed in indentation"),
        ("a:1️⃣\tb\n", "tabs are allowed only inside quoted strings and comments"),
        ("a: b1️⃣\tc\n", "tabs are allowed only inside quoted strings and comments"),
        ("a: [b,1️⃣\tc]\n", "tabs are allowed only inside quoted strings and comments"),
        ("a: 'b'1️⃣\t# c\n", "tabs are allowed only inside quoted strings and comments"),
        ("- 1️⃣\ta\n", "tabs are allowed only inside quoted strings and comments"),
        ("a: 1️⃣'one\n  two'\n", "quoted strings continued on the next line"),
        ("a: 1️⃣\"one\\\n  two\"\n", "quoted strings continued on the next line"),
        ("a: [x\n  1️⃣y]\n", "values continued on the next line"),
        ("a: [x 1️⃣: y]\n", "'key: value' pairs inside [...] (write {key: value})"),
        ("a: {x\n 1️⃣: y}\n", "found ':' on a line after its key"),
        ("a: 1️⃣\u{2028}\n", "U+2028 is not allowed in a configuration file; write it as \"\\u2028\""),
        ("a: 'x1️⃣\u{85}'\n", "control character U+0085"),
        ("a: 1️⃣\u{FFFE}\n", "U+FFFE is not allowed"),
        ("1️⃣" + String(repeating: "k", count: 1025) + ": 1\n", "a key longer than 1024 characters"),
        ("m: {1️⃣'" + String(repeating: "k", count: 1023) + "': 1}\n", "a key longer than 1024 characters"),
        ("1️⃣[a, b]: c\n", "collections as mapping keys"),
        ("a: 1\n1️⃣a: 2\n", "duplicate key 'a' (first given at 1:1)"),
        ("m: {x: 1, 1️⃣x: 2}\n", "duplicate key 'x'"),
        ("a: \"1️⃣\\q\"\n", "invalid escape sequence '\\q'"),
        ("a: 1️⃣\"open\n", "unterminated quoted string"),
        ("a: 1️⃣'open\n", "unterminated quoted string"),
        ("a: 1️⃣[x, y\n", "unterminated flow collection"),
        ("a: 1️⃣{x: 1\n", "unterminated flow collection"),
        ("a: [x y]1️⃣z\n", "expected the end of the line or a comment"),
        ("a: [x, y1️⃣}\n", "expected ',' or ']'"),
        ("a: {x: y1️⃣]\n", "expected ',' or '}'"),
        ("a: b1️⃣: c\n", "': ' inside an unquoted value"),
        ("a:\n    b: 1\n  1️⃣c: 2\n", "unexpected indentation"),
        ("a: 1\n  1️⃣b: 2\n", "unexpected indentation"),
        ("a:\n  - x\n    1️⃣- y\n", "unexpected indentation"),
        ("just a value\n1️⃣b: 1\n", "expected the end of the document after its single value"),
        ("a: 1\n1️⃣- item\n", "found a list item"),
        ("a: 1️⃣- b\n", "a list starts on its own line"),
        ("a: \"x\"1️⃣y\n", "expected the end of the line or a comment"),
        ("a: 1️⃣@x\n", "quote values that start with it"),
        ("m: {1️⃣[k]: v}\n", "collections as mapping keys"),
        ("a: [1️⃣, b]\n", "expected a value"),
        ("a: 1️⃣\u{07}\n", "control character U+0007"),
    ]

    @Test("refuses what is outside the subset, at the place at fault", arguments: badDocuments)
    func refuses(marked: String, message: String) {
        expectPositionedError(marked, file: "c.yml", message: message) { _ = try readYAML($0) }
    }

    @Test("refuses bytes that are not UTF-8, at the first bad byte")
    func invalidUTF8() {
        #expect(throws: DocumentSyntaxError.invalidUTF8(.init(file: "c.yml", line: 2, column: 4, offset: 8))) {
            try YAMLDocumentReader.read(Array("a: 1\nb: ".utf8) + [0xC3, 0x28], file: "c.yml")
        }
    }

    /// Ill-formed UTF-8 after some good text: a bad continuation, overlong forms, a surrogate, a
    /// code point above U+10FFFF, a stray continuation byte, a byte never used, a truncated end.
    static let invalidUTF8Sequences: [[UInt8]] = [
        [0xC3, 0x28], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0x80], [0xFF], [0xF0, 0x9F, 0x98],
    ]

    @Test("refuses UTF-8 where python's decoder does, at the byte it names", .enabled(if: Python.isAvailable),
          arguments: invalidUTF8Sequences)
    func invalidUTF8LikePython(_ sequence: [UInt8]) throws {
        let bytes = Array("a: é\nb: ".utf8) + sequence + Array(" x\n".utf8)
        let script = "import sys\ntry:\n    sys.stdin.buffer.read().decode('utf-8')\nexcept UnicodeDecodeError as e:\n    print(e.start, end='')"
        let theirs = String(decoding: try Python.run(script, input: Data(bytes)), as: UTF8.self)
        let error = #expect(throws: DocumentSyntaxError.self) { try YAMLDocumentReader.read(bytes, file: "c.yml") }
        guard case .invalidUTF8(let location)? = error else {
            Issue.record("expected invalidUTF8, got \(String(describing: error))")
            return
        }
        #expect(String(location.offset) == theirs)
        #expect(location.offset == 9 && location.line == 2 && location.column == 4)
    }

    @Test("refuses nesting deeper than the limit, in flow and block collections alike")
    func tooDeep() {
        let flow = "a: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n"
        let block = (0..<100).map { String(repeating: " ", count: 2 * $0) + "k\($0):\n" }.joined()
        let items = String(repeating: "- ", count: 100) + "x\n"
        for text in [flow, block, items] {
            let error = #expect(throws: DocumentSyntaxError.self) { try readYAML(text) }
            #expect(error?.message == "values are nested more than 64 levels deep")
        }
    }

    @Test("values in a flow collection over several lines carry their own lines and columns")
    func multilinePositions() throws {
        let marked = MarkedText("only_rules: 1️⃣[a,\n  2️⃣b, # why\n   # more\n 3️⃣{4️⃣c: 5️⃣d}]\n")
        guard case .map(let entries, _)? = try readYAML(marked.text), case .list(let items, let location) = entries[0].value,
              case .map(let inner, _) = items[2] else {
            Issue.record("not a mapping of a list")
            return
        }
        let position = { (location: TripSource.SourceLocation) in "\(location.line):\(location.column)" }
        let expected = { (marker: String) in "\(marked[marker].line):\(marked[marker].column)" }
        #expect(position(location) == expected("1️⃣"))
        #expect(position(items[1].location) == expected("2️⃣"))
        #expect(position(items[2].location) == expected("3️⃣"))
        #expect(position(inner[0].keyLocation) == expected("4️⃣"))
        #expect(position(inner[0].value.location) == expected("5️⃣"))
    }
}
