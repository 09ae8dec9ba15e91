import Foundation
import TestSupport
import Testing
import TripSource

@testable import PropertyList

func readOpenStep(_ text: String, file: String = "o.plist") throws -> PlistDocument {
    try PlistReader.read(bytes: Array(text.utf8), file: file)
}

/// The OpenStep error a read throws, or `nil` (recording an issue).
func openStepError(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> OpenStepError? {
    guard case .openStep(let error)? = readFailure(bytes, file: "o.plist", sourceLocation: sourceLocation) else {
        return nil
    }
    return error
}

@Suite("OpenStep property list reading")
struct OpenStepReaderTests {
    @Test("strings, data, arrays and dictionaries are read with the line and column of each")
    func valueKinds() throws {
        let marked = MarkedText(
            """
            1️⃣// !$*UTF8*$!
            2️⃣{
                3️⃣plain = 4️⃣unquoted/path.txt;
                "quoted key" = 5️⃣"a \\"b\\" c";
                single = 'it';
                data = 6️⃣<0fbd 7A12
                         34>;
                list = 7️⃣( a, "b", ( ), { }, );
                nested = { inner = value; 8️⃣/* kept */ };
                self;
                digits = 0.25;
            }
            """)
        let document = try readOpenStep(marked.text)
        let root = document.root
        #expect(document.format == .openStep)
        #expect(
            root == [
                "plain": "unquoted/path.txt", "quoted key": "a \"b\" c", "single": "it",
                "data": .data(Data([0x0F, 0xBD, 0x7A, 0x12, 0x34])),
                "list": ["a", "b", [], .dictionary(PlistDictionary())], "nested": ["inner": "value"], "self": "self",
                "digits": "0.25",
            ])
        func at(
            _ location: TripSource.SourceLocation?, _ marker: String,
            sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            #expect(
                location?.line == marked[marker].line && location?.column == marked[marker].column,
                "\(marker): \(String(describing: location))", sourceLocation: sourceLocation)
        }
        at(root.location, "2️⃣")
        at(root.dictionary?.entry(forKey: "plain")?.keyLocation, "3️⃣")
        at(root["plain"]?.location, "4️⃣")
        at(root["quoted key"]?.location, "5️⃣")
        at(root["data"]?.location, "6️⃣")
        at(root["list"]?.location, "7️⃣")
        #expect(document.comments.map(\.text) == [" !$*UTF8*$!", " kept "])
        at(document.comments.first?.location, "1️⃣")
        at(document.comments.last?.location, "8️⃣")
    }

    /// Escapes in quoted strings, each checked against Foundation's reader too.
    @Test(
        "escapes in quoted strings read as CoreFoundation reads them",
        arguments: [
            (#""a\nb\tc\rd""#, "a\nb\tc\rd"),
            (#""\a\b\f\v""#, "\u{7}\u{8}\u{C}\u{B}"),
            (#""\"\\\'\q""#, "\"\\'q"),
            (#""\012\101\0\7""#, "\n\u{41}\u{0}\u{7}"),
            (#""\1012""#, "A2"),
            (#""\200\251\375""#, "\u{A0}\u{2019}\u{FF}"),
            (#""\400\501""#, "\u{0}\u{41}"),
            (#""\U00e9\U20AC\Ua""#, "é€\n"),
            (#""\Ud83d\Ude97!""#, "🚗!"),
            (#""\Ud83d x""#, "\u{FFFD} x"),
            (#""\Uzz""#, "\u{0}zz"),
            ("\"line\\\ncontinued\"", "line\ncontinued"),
            (#"'single \' quote'"#, "single ' quote"),
            (#""\é""#, "é"),
        ])
    func escapes(text: String, expected: String) throws {
        #expect(try readOpenStep(text).root == .string(expected))
        #expect(try FoundationPeer.read(Data(text.utf8)).value == .string(expected))
    }

    @Test("octal escapes above 0x7F map through the NeXTSTEP character set, as Foundation maps it")
    func nextStepTable() throws {
        for byte in UInt8(0x80)...UInt8(0xFD) {
            let foundation = try #require(String(bytes: [byte], encoding: .nextstep))
            #expect(
                NeXTSTEPEncoding.scalar(for: byte).map { String(Character($0)) } == foundation,
                "0x\(String(byte, radix: 16))")
        }
        #expect(NeXTSTEPEncoding.scalar(for: 0xFE) == nil)
        #expect(String(bytes: [0xFE], encoding: .nextstep) == nil)
    }

    @Test(
        "a .strings table: entries without braces, key; shorthand, comments, in UTF-8 and UTF-16 with a byte-order mark",
        arguments: ["utf8", "utf16le", "utf16be"])
    func stringsFiles(encoding: String) throws {
        let marked = MarkedText(
            """
            /* Menu titles */
            "Open" = "Ouvrir";
            "Déjà" = 1️⃣"vu";  // note
            2️⃣"Same";
            """)
        var bytes: [UInt8]
        switch encoding {
        case "utf16le": bytes = [0xFF, 0xFE] + marked.text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case "utf16be": bytes = [0xFE, 0xFF] + marked.text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        default: bytes = Array(marked.text.utf8)
        }
        let document = try PlistReader.read(bytes: bytes, file: "Localizable.strings")
        #expect(document.root == ["Open": "Ouvrir", "Déjà": "vu", "Same": "Same"])
        #expect(document.root.dictionary?.keys == ["Open", "Déjà", "Same"])
        #expect(document.comments.map(\.text) == [" Menu titles ", " note"])
        // Columns count UTF-8 bytes of the text, whatever the file's encoding.
        let vu = try #require(document.root["Déjà"]?.location)
        #expect((vu.line, vu.column) == (marked["1️⃣"].line, marked["1️⃣"].column))
        let same = try #require(document.root.dictionary?.entry(forKey: "Same")?.keyLocation)
        #expect((same.line, same.column) == (marked["2️⃣"].line, marked["2️⃣"].column))
        #expect(try FoundationPeer.read(Data(bytes)).value == document.root)
    }

    @Test("byte-order marks repeated at the start (translation platforms' exports) are white space",
          arguments: ["utf8", "utf16le"])
    func repeatedByteOrderMarks(encoding: String) throws {
        let marked = MarkedText("\u{FEFF}\"Open\" = 1️⃣\"Ouvrir\";\n\"Close\" = \"Fermer\";\n")
        let bytes: [UInt8] = encoding == "utf8"
            ? [0xEF, 0xBB, 0xBF] + Array(marked.text.utf8)
            : [0xFF, 0xFE] + marked.text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let document = try PlistReader.read(bytes: bytes, file: "Localizable.strings")
        #expect(document.root == ["Open": "Ouvrir", "Close": "Fermer"])
        // The second mark keeps its three UTF-8 bytes of columns.
        let ouvrir = try #require(document.root["Open"]?.location)
        #expect((ouvrir.line, ouvrir.column) == (marked["1️⃣"].line, marked["1️⃣"].column))
    }

    @Test("a file of only comments or white space is an empty dictionary, as in Foundation; an empty file is an error")
    func emptyAndCommentOnly() throws {
        for text in ["// nothing\n/* here */\n", "  \n", "\u{FEFF} \t\r\n"] {
            let document = try readOpenStep(text)
            #expect(document.root == .dictionary(PlistDictionary()))
            #expect(try FoundationPeer.read(Data(text.utf8)).value == document.root)
            #expect(document.lenientReads.map(\.kind) == [.noValue])
        }
        for text in ["", "\u{FEFF}"] {
            #expect(throws: PlistError.empty(TripSource.SourceLocation(wholeFile: "o.plist"))) { try readOpenStep(text) }
            #expect(throws: (any Error).self) { try FoundationPeer.read(Data(text.utf8)) }
        }
        // White space longer than the sniffed prefix, then a value: read as that value.
        let padded = String(repeating: " ", count: 100) + "<plist version=\"1.0\"><string>x</string></plist>"
        #expect(try readOpenStep(padded).root == "x")
        #expect(try readOpenStep(String(repeating: "\n", count: 100) + "{ a = b; }").root == ["a": "b"])
        #expect(try readOpenStep("lonely").root == "lonely")
    }

    @Test("a repeated key keeps the last value and is recorded with both positions")
    func duplicateKeys() throws {
        let document = try readOpenStep("{\n  a = 1;\n  b = 2;\n  a = 3;\n}")
        #expect(document.root.dictionary?.keys == ["a", "b"])
        #expect(document.root["a"] == "3")
        #expect(document.duplicateKeys.count == 1)
        #expect(
            document.duplicateKeys.first.map { ($0.key, $0.first.line, $0.first.column, $0.duplicate.line) } ?? (
                "", 0, 0, 0
            ) == ("a", 2, 3, 4))
    }

    @Test("512 nested containers are read, 513 are refused at the 513th")
    func depth() throws {
        _ = try readOpenStep(String(repeating: "(", count: 512) + String(repeating: ")", count: 512))
        let deep = String(repeating: "(", count: 513) + String(repeating: ")", count: 513)
        #expect(
            openStepError(Array(deep.utf8))
                == .tooDeep(TripSource.SourceLocation(file: "o.plist", line: 1, column: 513, offset: 512), limit: 512))
    }

    @Test("a depth limit above 1,000 is taken as 1,000, and every format names the cap where it is hit")
    func depthCeiling() throws {
        let options = PlistReader.Options(maxDepth: 1_000_000)
        #expect(options.maxDepth == 1_000)
        var changed = PlistReader.Options()
        changed.maxDepth = .max
        #expect(changed.maxDepth == 1_000)
        let n = 5_000
        let texts = [
            String(repeating: "(", count: n) + String(repeating: ")", count: n),
            "{\"a\": " + String(repeating: "[", count: n) + String(repeating: "]", count: n) + "}",
            "<plist>" + String(repeating: "<array>", count: n) + String(repeating: "</array>", count: n) + "</plist>",
        ]
        for (index, text) in texts.enumerated() {
            let error = #expect(throws: PlistError.self, "\(text.prefix(8))") {
                if index == 1 {
                    _ = try PlistReader.readJSON(bytes: Array(text.utf8), file: "deep", options: options)
                } else {
                    _ = try PlistReader.read(bytes: Array(text.utf8), file: "deep", options: options)
                }
            }
            // Each format names the cap it hit, and where.
            #expect(
                error?.message.hasSuffix("nested deeper than 1000 levels (limit maxDepth)") == true,
                "\(String(describing: error))")
            #expect(error?.location.line == 1)
        }
        _ = try PlistReader.read(
            bytes: Array((String(repeating: "(", count: 1_000) + String(repeating: ")", count: 1_000)).utf8),
            file: "deep", options: options)
    }

    /// Malformed text: the message, with 1️⃣ where it must point, and whether Foundation refuses it too.
    @Test(
        "malformed text is refused at the right place with what was expected",
        arguments: [
            ("{ a = b1️⃣ }", "expected ';' after value for key \"a\" opened at 1:3, found '}'", true),
            (
                "{\n  key = (x)1️⃣\n  next = y;\n}", "expected ';' after value for key \"key\" opened at 2:3, found 'n'",
                true
            ),
            ("\"k\" = \"v\"1️⃣", "expected ';' after value for key \"k\" opened at 1:1, found the end of the text", true),
            ("( a 1️⃣b )", "unexpected 'b'; expected ',' or ')' closing the array opened at 1:1", true),
            ("( a, 1️⃣, b )", "unexpected ','; expected a value (a string, <data>, '(' array or '{' dictionary)", true),
            ("{ a = 1️⃣; }", "unexpected ';'; expected a value (a string, <data>, '(' array or '{' dictionary)", true),
            ("{ 1️⃣(a) = b; }", "unexpected '('; expected a string key or '}'", true),
            ("{ a 1️⃣b; }", "unexpected 'b'; expected '=' or ';' after key \"a\"", true),
            ("(a, b1️⃣", "the text ends; expected ')' closing the array opened at 1:1", true),
            ("{ a = b;1️⃣", "the text ends; expected a key or '}' closing the dictionary opened at 1:1", true),
            ("{ a = b; } 1️⃣x", "unexpected 'x'; expected the end of the text after the root value", true),
            ("( 1️⃣\"open )", "string opened here has no closing \"", true),
            (
                "( <01 1️⃣0g> )",
                "invalid <data>: a lone hexadecimal digit (the byte needs two); expected pairs of hexadecimal digits closed by '>'",
                true
            ),
            (
                "( <01 1️⃣x> )",
                "invalid <data>: 'x' is not a hexadecimal digit; expected pairs of hexadecimal digits closed by '>'",
                true
            ),
            ("1️⃣<0102", "invalid <data>: no closing '>'; expected pairs of hexadecimal digits closed by '>'", true),
            ("( \"a1️⃣\\376\" )", "invalid escape \\376: 0xFE has no character in the NeXTSTEP encoding", false),
            ("( 1️⃣+ )", "unexpected '+'; expected a value (a string, <data>, '(' array or '{' dictionary)", true),
            (
                "(\n\t1️⃣\u{7} )",
                "unexpected '\\u{07}'; expected a value (a string, <data>, '(' array or '{' dictionary)", true
            ),
        ])
    func malformed(marked: String, message: String, foundationRejects: Bool) throws {
        let text = MarkedText(marked)
        let error = try #require(openStepError(Array(text.text.utf8)))
        #expect(error.message == message)
        #expect(error.location.line == text["1️⃣"].line && error.location.column == text["1️⃣"].column, "\(error)")
        #expect(error.location.file == "o.plist")
        if foundationRejects {
            #expect(throws: (any Error).self) { try FoundationPeer.read(Data(text.text.utf8)) }
        }
    }

    @Test("bytes that are not UTF-8, and UTF-16 cut in the middle of a unit, are refused at the place")
    func encodings() throws {
        let bad = openStepError(Array("(\n  \"ok\",\n  \"b".utf8) + [0xFF] + Array("d\"\n)".utf8))
        #expect(bad?.location.line == 3)
        #expect(bad?.location.column == 5)
        #expect(
            bad?.message
                == "invalid byte sequence: byte 0xFF is not UTF-8 here; expected UTF-8, or UTF-16 after a byte-order mark"
        )
        let odd = openStepError([0xFF, 0xFE, 0x28, 0x00, 0x29])
        #expect(odd?.message.hasPrefix("invalid byte sequence: UTF-16 text ends in the middle of a code unit") == true)
        #expect(openStepError([0xFF, 0xFE, 0x00, 0x00, 0x28, 0x00, 0x00, 0x00])?.message.contains("UTF-32") == true)
    }
}
