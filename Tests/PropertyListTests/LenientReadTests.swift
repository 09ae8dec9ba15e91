import Foundation
import TestSupport
import Testing
import TripSource

@testable import PropertyList

/// Text against the letter of its format that Apple's reader reads anyway: read as CoreFoundation
/// reads it (checked against Foundation's `PropertyListSerialization`), with the place kept.
@Suite("Lenient reads: what CoreFoundation accepts")
struct LenientReadTests {
    private func read(_ marked: MarkedText, file: String = "Localizable.strings") throws -> PlistDocument {
        try PlistReader.read(bytes: Array(marked.text.utf8), file: file)
    }

    private func expectAt(
        _ read: LenientRead?, _ marked: MarkedText, _ marker: String = "1️⃣",
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(
            read.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (
                marked[marker].line, marked[marker].column
            ),
            "\(String(describing: read))", sourceLocation: sourceLocation)
    }

    @Test(
        "a ';' after the last entry of a .strings table is ignored, as Foundation ignores it, and loses nothing",
        arguments: [
            "\"a\" = \"A\";\n\"b\" = \"B\";1️⃣;\n", "\"a\" = \"A\";\n\"b\" = \"B\";\n1️⃣;\n// end\n",
            "a = A; b = B; 1️⃣}",
        ])
    func trailingSemicolon(text: String) throws {
        let marked = MarkedText(text)
        let document = try read(marked)
        #expect(document.root == ["a": "A", "b": "B"])
        #expect(try FoundationPeer.read(Data(marked.text.utf8)).value == document.root)
        #expect(document.lenientReads.count == 1)
        expectAt(document.lenientReads.first, marked)
        #expect(document.lenientReads.first?.losesData == false)
    }

    @Test(
        "a stray token where a key would stand ends the table where Foundation ends it, and says how many entries are dropped",
        arguments: [
            // "x" after the stray '=' reads as a key of its own; it is dropped too.
            (
                "\"a\" = \"A\";\n1️⃣= \"x\";\n\"b\" = \"B\";\n\"c\" = { \"nested\" = \"kept out\"; };\n\"d\";",
                "stray '=': Foundation stops reading the table here and drops 4 entries after it (the first at 2:3)"
            ),
            // Text after the stray token that cannot be read is skipped, and the entries after it counted.
            (
                "\"a\" = \"A\";\n1️⃣; \"b\" = \"B\";\n\"c\" \"d\";\n\"e\" = \"E\";\n",
                "stray ';': Foundation stops reading the table here and drops at least 3 entries after it (the first at 2:3)"
            ),
            (
                "\"a\" = \"A\";\n1️⃣\"b = B;\nc = C;\n",
                "stray '\"' with no closing quote: Foundation stops reading the table here and drops 2 entries after it (the first at 2:2)"
            ),
            // The entry in the comment is lost.
            (
                "\"a\" = \"A\";\n1️⃣/* \"b\" = \"B\";\n",
                "comment opened here has no closing */: Foundation takes the rest of the file as comment and drops the 1 entry in it (the first at 2:4)"
            ),
        ])
    func strayToken(text: String, message: String) throws {
        let marked = MarkedText(text)
        let document = try read(marked)
        #expect(document.root == ["a": "A"])
        #expect(try FoundationPeer.read(Data(marked.text.utf8)).value == document.root)
        let lenient = try #require(document.lenientReads.first)
        expectAt(lenient, marked)
        #expect(lenient.losesData)
        #expect(lenient.message == message)
        #expect(document.duplicateKeys.isEmpty)
    }

    @Test("a lone quote at the end loses nothing; where a value would stand it is an error, as in Foundation")
    func unclosedQuoteAtTheEdges() throws {
        let lone = MarkedText("\"a\" = \"A\";\n1️⃣\"\n")
        let loneDocument = try read(lone)
        #expect(loneDocument.root == ["a": "A"])
        #expect(try FoundationPeer.read(Data(lone.text.utf8)).value == loneDocument.root)
        #expect(loneDocument.lenientReads.first?.losesData == false)
        // Where a value would stand, Foundation refuses the file as well.
        #expect(throws: PlistError.self) { try PlistReader.read(bytes: Array("\"a\" = \"A".utf8), file: "L.strings") }
        #expect(throws: (any Error).self) { try FoundationPeer.read(Data("\"a\" = \"A".utf8)) }
    }

    @Test("a '/*' with no end between a value and its ';' is still an error, as in Foundation")
    func unterminatedCommentAfterValue() throws {
        #expect(throws: PlistError.self) {
            try PlistReader.read(bytes: Array("\"a\" = \"A\" /* x".utf8), file: "L.strings")
        }
        #expect(throws: (any Error).self) { try FoundationPeer.read(Data("\"a\" = \"A\" /* x".utf8)) }
    }

    @Test(
        "a '/*' with no end at the start of the file or after the root value is read as Foundation reads it",
        arguments: [
            ("1️⃣/* \"a\" = \"A\";\n\"b\" = \"B\";\n", 2), ("1️⃣/* Created by someone\n", 0),
            ("\"a\" = \"A\";\n1️⃣/* Created by someone\n", 0), ("{ a = b; } 1️⃣/* x", 0), ("\"hello\" 1️⃣/* x", 0),
            ("( a, b ) /* c = d; */ 1️⃣/* e = f;", 0),
        ])
    func unterminatedCommentAtTheEdges(text: String, dropped: Int) throws {
        let marked = MarkedText(text)
        let document = try read(marked)
        #expect(try FoundationPeer.read(Data(marked.text.utf8)).value == document.root)
        let lenient = try #require(document.lenientReads.first)
        expectAt(lenient, marked)
        #expect(lenient.losesData == (dropped > 0))
        guard case .unterminatedComment(let count, _) = lenient.kind else {
            Issue.record("expected an unterminated comment, got \(lenient.kind)")
            return
        }
        #expect(count == dropped)
    }

    @Test("inside braces a stray token is still an error, as in Foundation")
    func bracedDictionaryStaysStrict() throws {
        #expect(throws: PlistError.self) { try PlistReader.read(bytes: Array("{ a = b;; }".utf8), file: "o.plist") }
        #expect(throws: (any Error).self) { try FoundationPeer.read(Data("{ a = b;; }".utf8)) }
    }
}

/// C0 control characters in XML property lists (issue 21, false class 1b).
@Suite("Lenient reads: control characters in XML property lists")
struct XMLControlCharacterTests {
    private static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
    }

    @Test("a form feed in a string or key is read and kept, as Foundation reads it, with its place recorded")
    func formFeedInText() throws {
        let marked = MarkedText(
            Self.plist(
                """
                <key>FooterText</key>
                <string>Licence 1️⃣\u{C}page two\u{C}</string>
                <key>Ti\u{1}tle</key><string>x</string>
                <!-- a comment with \u{B} -->
                """))
        for read in [
            { try PlistReader.read(bytes: Array(marked.text.utf8), file: "Root.plist") },
            { try Self.readFile(marked.text) },
        ] {
            let document = try read()
            #expect(document.root == ["FooterText": "Licence \u{C}page two\u{C}", "Ti\u{1}tle": "x"])
            #expect(try FoundationPeer.read(Data(marked.text.utf8)).value == document.root)
            #expect(document.comments.map(\.text) == [" a comment with \u{B} "])
            let lenient = try #require(document.lenientReads.first)
            #expect((lenient.location.line, lenient.location.column) == (marked["1️⃣"].line, marked["1️⃣"].column))
            #expect(lenient.message.hasPrefix("control character \\u{0C} (and 3 more) is not allowed in XML 1.0"))
            #expect(!lenient.losesData)
            // The value after the control character keeps its place.
            #expect(document.root.dictionary?.entry(forKey: "Ti\u{1}tle")?.keyLocation?.line == 6)
        }
    }

    @Test(
        "where Foundation refuses a control character too, the file is still refused where libxml2 stopped",
        arguments: [
            "<key>a</key><integer>1\u{C}</integer>", "\u{C}<key>a</key><string>x</string>",
            "<key\u{C}>a</key><string>x</string>",
        ])
    func stillRefused(body: String) throws {
        let text = Self.plist(body)
        #expect(throws: (any Error).self) { try FoundationPeer.read(Data(text.utf8)) }
        let error = try #require(readFailure(Array(text.utf8), file: "Root.plist"))
        guard case .malformedXML = error else {
            Issue.record("expected the XML reader's error, got \(error)")
            return
        }
        #expect(error.location.line == 4)
    }

    private static func readFile(_ text: String) throws -> PlistDocument {
        let folder = try TemporaryDirectory(prefix: "tripkit-control")
        try folder.write("Root.plist", text)
        return try PlistReader.read(contentsOf: folder.path + "/Root.plist")
    }
}

/// Where Apple's XML reader is stricter than XML inside a value (issue 21, class 1): comments, text
/// in `<true/>` and `<false/>`, white space after a number or around a date are refused, as
/// Foundation refuses them; what it reads, this reader reads.
@Suite("XML property lists: values as strict as Apple's reader")
struct XMLValueStrictnessTests {
    private static func plist(_ value: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n\(value)\n</dict>\n</plist>\n"
    }

    @Test(
        "a value Foundation refuses is refused at the value",
        arguments: [
            "<string>x<!-- c -->y</string>", "<key>k<!-- c --></key><string>x</string>", "<integer>1<!-- c --></integer>",
            "<data>AA<!-- c -->AA</data>", "<true><!-- c --></true>", "<true> </true>", "<false>\n</false>",
            "<integer>1 </integer>", "<integer> 1\n</integer>", "<real>1.5 </real>",
            "<date> 2020-01-02T03:04:05Z</date>", "<date>2020-01-02T03:04:05Z\n</date>",
        ])
    func refused(value: String) throws {
        let text = Self.plist(value)
        #expect(throws: (any Error).self) { try FoundationPeer.read(Data(text.utf8)) }
        let error = try #require(readFailure(Array(text.utf8), file: "Root.plist"))
        #expect(error.location.line >= 5, "\(error)")
    }

    @Test(
        "white space Foundation reads before a number and inside data is read",
        arguments: ["<integer> 1</integer>", "<integer>\n\t-1</integer>", "<real> 1.5</real>", "<data> AAEC\n AAEC </data>"])
    func read(value: String) throws {
        let text = Self.plist(value)
        let document = try PlistReader.read(bytes: Array(text.utf8), file: "Root.plist")
        #expect(try FoundationPeer.read(Data(text.utf8)).value == document.root)
    }
}
