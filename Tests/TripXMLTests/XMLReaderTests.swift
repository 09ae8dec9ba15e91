import Foundation
import Testing
import TestSupport
import TripSource
@testable import TripXML

/// Records every event as a line of text with its position.
struct Recorder: XMLContentHandler {
    var events: [String] = []
    var text = ""

    mutating func startElement(_ element: XMLStartTag) throws {
        flush()
        var line = "start \(element.name) \(element.location.line):\(element.location.column)"
        for attribute in element.attributes {
            line += " \(attribute.name)@\(attribute.location.line):\(attribute.location.column)"
            line += "=\(attribute.value)@\(attribute.valueLocation.line):\(attribute.valueLocation.column)"
        }
        events.append(line)
    }

    mutating func endElement(_ element: XMLEndTag) throws {
        flush()
        events.append("end \(element.name) \(element.location.line):\(element.location.column)")
    }

    mutating func characters(_ text: XMLCharacters) throws {
        self.text += text.string
    }

    mutating func comment(_ comment: SourceComment) throws {
        flush()
        events.append("comment \(comment.text) \(comment.location.line):\(comment.location.column)")
    }

    mutating func flush() {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { events.append("text \(trimmed)") }
        text = ""
    }
}

func record(_ text: String, file: String = "t.xml", options: XMLReader.Options = .init()) throws -> [String] {
    var recorder = Recorder()
    try XMLReader.read(bytes: Array(text.utf8), file: file, handler: &recorder, options: options)
    recorder.flush()
    return recorder.events
}

func readError(_ bytes: [UInt8], file: String = "t.xml") -> XMLError? {
    var recorder = Recorder()
    do {
        try XMLReader.read(bytes: bytes, file: file, handler: &recorder)
        return nil
    } catch let error as XMLError {
        return error
    } catch {
        Issue.record("unexpected error type \(error)")
        return nil
    }
}

@Suite("XMLReader positions")
struct XMLReaderPositionTests {
    @Test("elements and attributes carry 1-based lines and UTF-8 byte columns")
    func positions() throws {
        let marked = MarkedText("""
        <?xml version="1.0"?>
        1️⃣<root 2️⃣a="3️⃣x" é="ü">
          4️⃣<child 5️⃣b='6️⃣two
        lines'/>7️⃣<!-- note -->
        8️⃣</root>
        """)
        let events = try record(marked.text)
        let p = { (m: String) in "\(marked[m].line):\(marked[m].column)" }
        #expect(events[0] == "start root \(p("1️⃣")) a@\(p("2️⃣"))=x@\(p("3️⃣")) é@2:13=ü@2:17")
        #expect(events[1] == "start child \(p("4️⃣")) b@\(p("5️⃣"))=two lines@\(p("6️⃣"))")
        #expect(events[2] == "end child \(p("4️⃣"))")
        #expect(events[3] == "comment  note  \(p("7️⃣"))")
        #expect(events[4] == "end root \(p("8️⃣"))")
    }

    @Test("attribute positions are right on every path: spaces around '=', references, prefixes, quotes")
    func attributeForms() throws {
        let marked = MarkedText("<r 1️⃣x = \"2️⃣1\" 3️⃣y='4️⃣&amp;2' 5️⃣xml:lang=\"6️⃣en\" 7️⃣z=\"8️⃣\"/>")
        let events = try record(marked.text)
        let p = { (m: String) in "\(marked[m].line):\(marked[m].column)" }
        #expect(events[0] == "start r 1:1 x@\(p("1️⃣"))=1@\(p("2️⃣")) y@\(p("3️⃣"))=&2@\(p("4️⃣")) "
                + "xml:lang@\(p("5️⃣"))=en@\(p("6️⃣")) z@\(p("7️⃣"))=@\(p("8️⃣"))")
    }

    @Test("attributes on lines ended by CR, CRLF or LF are positioned on their own lines",
          arguments: ["\r", "\r\n", "\n"])
    func attributesAcrossLineEnds(end: String) throws {
        let events = try record("<r a=\"1\"\(end)b=\"2\"><s c=\"3\"/>\(end)<s d=\"4\"/></r>")
        #expect(events[0] == "start r 1:1 a@1:4=1@1:7 b@2:1=2@2:4")
        #expect(events[1] == "start s 2:7 c@2:10=3@2:13")
        #expect(events[3] == "start s 3:1 d@3:4=4@3:7")
    }

    @Test("positions stay right across chunk boundaries in a large document")
    func largeDocument() throws {
        var text = "<root>\n"
        for index in 0..<40_000 { text += "\t<item n=\"\(index)\">value \(index)</item>\n" }
        text += "</root>\n"
        let events = try record(text)
        // Line of item k is k + 2; its column is 2 (after the tab); the attribute is at column 8.
        #expect(events[1] == "start item 2:2 n@2:8=0@2:11")
        #expect(events[3 * 39_999 + 1] == "start item 40001:2 n@40001:8=39999@40001:11")
    }

    @Test("a long document keeps only the starts of its recent lines while it is read, positions all right")
    func recentLinesOnly() throws {
        var text = "<root>\n"
        for index in 0..<40_000 { text += "\t<item n=\"\(index)\">value \(index)</item>\n" }
        text += "</root>\n"
        var recorder = Recorder()
        var most = 0
        try withUnsafeMutablePointer(to: &recorder) { handler in
            let session = SessionCore(events: XMLEventSink(handler), file: "t.xml", options: .init())
            try session.begin()
            let bytes = Array(text.utf8)
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + 65_536)
                try bytes[start..<end].withUnsafeBytes { try session.feed($0) }
                most = max(most, session.state.pointee.lineMap.keptLineStarts)
                start = end
            }
            try session.finish()
        }
        // 40,002 lines of about 34 bytes: a chunk of 64 KiB holds about 2,000 of them.
        #expect(most < 8_000, "kept \(most) line starts")
        recorder.flush()
        #expect(recorder.events[1] == "start item 2:2 n@2:8=0@2:11")
        #expect(recorder.events[3 * 39_999 + 1] == "start item 40001:2 n@40001:8=39999@40001:11")
        #expect(recorder.events.last == "end root 40002:1")
    }

    @Test("a file read in chunks gives the events of its bytes read from memory, in UTF-8 with a BOM and in UTF-16")
    func fileAndMemoryAgree() throws {
        var text = "<root>\n"
        for index in 0..<20_000 { text += "\t<item n=\"\(index)\">é \(index)<!-- c --></item>\n" }
        text += "</root>\n"
        let utf8: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let scratch = try TemporaryDirectory(prefix: "tripxml")
        defer { withExtendedLifetime(scratch) {} }
        for (name, bytes) in [("utf8.xml", utf8), ("utf16.xml", utf16)] {
            let path = try scratch.write(name, Data(bytes)).path
            var fromFile = Recorder()
            try XMLReader.read(contentsOf: path, handler: &fromFile)
            fromFile.flush()
            var fromMemory = Recorder()
            try XMLReader.read(bytes: bytes, file: path, handler: &fromMemory)
            fromMemory.flush()
            #expect(fromFile.events.count == 2 + 4 * 20_000, "\(name)")
            #expect(fromFile.events == fromMemory.events, "\(name)")
            // Item k is on line k + 2; its comment starts after "\t<item n=\"k\">é k".
            let last = fromFile.events.suffix(5)
            #expect(Array(last) == ["start item 20001:2 n@20001:8=19999@20001:11", "text é 19999",
                                    "comment  c  20001:26", "end item 20001:36", "end root 20002:1"], "\(name)")
        }
    }

    @Test("predefined entities and character references are decoded; CDATA is text")
    func references() throws {
        let events = try record("<a t=\"&lt;&amp;&#x41;\">&gt;&quot;&apos;&#233;<![CDATA[<x>]]></a>")
        #expect(events == ["start a 1:1 t@1:4=<&A@1:7", "text >\"'é<x>", "end a 1:61"])
        let ampersands = try record("<a t=\"&#38;&amp;#38;\"/>")
        #expect(ampersands == ["start a 1:1 t@1:4=&&#38;@1:7", "end a 1:1"])
    }

    @Test("UTF-16 documents are read, with positions in UTF-8 bytes")
    func utf16() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<r>é<x/></r>"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        var recorder = Recorder()
        try XMLReader.read(bytes: bytes, file: "u.xml", handler: &recorder)
        #expect(recorder.events == ["start r 2:1", "text é", "start x 2:6", "end x 2:6", "end r 2:10"])
    }

    @Test("depth beyond the limit is refused at the element that crosses it")
    func depthLimit() {
        let deep = String(repeating: "<a>", count: 10) + String(repeating: "</a>", count: 10)
        #expect(throws: XMLError.tooDeep(TripSource.SourceLocation(file: "t.xml", line: 1, column: 13, offset: 12), limit: 4)) {
            _ = try record(deep, options: .init(maxDepth: 4))
        }
    }
}

@Suite("XMLReader errors")
struct XMLReaderErrorTests {
    @Test("an unclosed element names the tag and where it opened, at the end of input")
    func unclosed() {
        let error = readError(Array("<plist>\n<dict>\n<key>a</key>\n".utf8), file: "u.plist")
        #expect(error?.description == "u.plist:4:1: error: expected </dict> closing <dict> opened at 2:1")
    }

    @Test("a mismatched end tag names both tags")
    func mismatched() {
        let error = readError(Array("<a>\n  <b></c></a>".utf8))
        #expect(error?.description == "t.xml:2:6: error: expected </b> closing <b> opened at 2:3, found </c>")
    }

    @Test("entity declarations and internal subsets are refused before any expansion")
    func entities() {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY e \"x\">]>\n<r>&e;</r>"
        guard case .internalSubset(let location)? = readError(Array(text.utf8)) else {
            Issue.record("expected internalSubset")
            return
        }
        #expect(location.line == 2)
    }

    @Test("an external DTD is never loaded: its entities are not expanded, its default attributes not added")
    func externalSubsetNotLoaded() throws {
        let folder = try TemporaryDirectory(prefix: "tripxml-dtd")
        try folder.write("x.dtd", "<!ENTITY e \"SECRET\">\n<!ATTLIST r added CDATA \"SECRET\">\n")
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE r SYSTEM \"\(folder.file("x.dtd").path)\">\n<r a=\"1\">&e;</r>"
        var recorder = Recorder()
        _ = try? XMLReader.read(bytes: Array(text.utf8), file: folder.file("t.xml").path, handler: &recorder)
        recorder.flush()
        #expect(!recorder.events.joined().contains("SECRET"), "\(recorder.events)")
        #expect(recorder.events.first?.hasPrefix("start r ") == true, "\(recorder.events)")
    }

    @Test("a NUL byte is refused where it stands")
    func nul() {
        #expect(readError(Array("<a>x\0y</a>".utf8)) == .nulByte(TripSource.SourceLocation(file: "t.xml", line: 1, column: 5, offset: 4)))
    }

    @Test("bad UTF-16 is refused at its line and UTF-8 column, lines ending in CR, CRLF or LF alike")
    func badUTF16() {
        // A lone trail surrogate after "<b>é" on line 3: "<r>\r<a/>\r\n" is 10 UTF-8 bytes, "<b>é" 5 more.
        let units = Array("<r>\r<a/>\r\n<b>é".utf16) + [0xDC00] + Array("</b></r>".utf16)
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in units { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(readError(bytes, file: "u.xml") == .invalidEncoding(
            TripSource.SourceLocation(file: "u.xml", line: 3, column: 6, offset: 15),
            detail: "UTF-16 trail surrogate without a lead surrogate"))
    }

    @Test("empty and blank documents are reported as empty")
    func empty() {
        guard case .empty? = readError([]) else { Issue.record("empty"); return }
        guard case .empty? = readError(Array("  \n ".utf8)) else { Issue.record("blank"); return }
    }
}
