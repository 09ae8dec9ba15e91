import Foundation
import Testing
import TestSupport
import TripSource
@testable import TripXML

/// The caps TripXML puts on start tags, checked before libxml2 reads the tag.
@Suite("Input limits on start tags")
struct InputLimitTests {
    static func error(_ text: String, options: XMLReader.Options = .init(), chunked: Int? = nil) -> XMLError? {
        var recorder = Recorder()
        do {
            if let chunked {
                // Through the session directly, split into small chunks, so tags cross chunk edges.
                try withUnsafeMutablePointer(to: &recorder) { handler in
                    let session = SessionCore(events: XMLEventSink(handler), file: "t.xml", options: options)
                    try session.begin()
                    let bytes = Array(text.utf8)
                    var start = 0
                    while start < bytes.count {
                        let end = min(bytes.count, start + chunked)
                        try bytes[start..<end].withUnsafeBytes { try session.feed($0) }
                        start = end
                    }
                    try session.finish()
                }
            } else {
                try XMLReader.read(bytes: Array(text.utf8), file: "t.xml", handler: &recorder, options: options)
            }
            return nil
        } catch let error as XMLError {
            return error
        } catch {
            Issue.record("unexpected \(error)")
            return nil
        }
    }

    static func tag(attributes count: Int) -> String {
        "<root" + (0..<count).map { " a\($0)=\"v=\\u{3e}>\"" }.joined() + "/>"
    }

    @Test("a start tag with more attributes than the limit is refused at the tag, naming the limit",
          arguments: [nil, 7] as [Int?])
    func tooManyAttributes(chunk: Int?) throws {
        let options = XMLReader.Options(maxAttributesPerElement: 10)
        #expect(Self.error(Self.tag(attributes: 10), options: options, chunked: chunk) == nil)
        let text = "<?xml version=\"1.0\"?>\n<!-- <a b=\"1\" c=\"2\"> -->\n<doc>\n  " + Self.tag(attributes: 11) + "</doc>"
        let error = try #require(Self.error(text, options: options, chunked: chunk))
        guard case .limitExceeded(let location, let limit, let value) = error else {
            Issue.record("expected limitExceeded, got \(error)")
            return
        }
        #expect(limit == .attributesPerElement)
        #expect(value == 10)
        #expect(location.line == 4)
        #expect(error.message == "more than 10 attributes in one element (limit maxAttributesPerElement)")
    }

    @Test("comments, CDATA, processing instructions and quoted values hold no attributes")
    func markupIsSkipped() {
        let options = XMLReader.Options(maxAttributesPerElement: 2)
        let text = """
            <?xml version="1.0"?><?pi a="1" b="2" c="3"?>
            <doc a="1" b='x="2" y="3" z="4"'><!-- a="1" b="2" c="3" --><![CDATA[ a="1" b="2" c="3" ]]>
            <e x="1"/></doc>
            """
        #expect(Self.error(text, options: options) == nil)
        #expect(Self.error(text, options: options, chunked: 3) == nil)
    }

    @Test("a tag in a comment or processing instruction a few bytes after short tags is not measured",
          arguments: [nil, 6] as [Int?])
    func markupAfterShortTags(chunk: Int?) {
        // With at most 40 attributes, tags closer than 40 bytes to the next `<` are passed over
        // together; the `<` in the comment and the instruction are that close to `<b/>`.
        let options = XMLReader.Options(maxAttributesPerElement: 40)
        let fake = "<x" + (0..<41).map { " a\($0)=\"\($0)\"" }.joined() + ">"
        let text = "<doc><a/><b/><!-- \(fake) --><a/><b/><?pi \(fake) ?><c/></doc>"
        #expect(Self.error(text, options: options, chunked: chunk) == nil)
    }

    @Test("a start tag over the limit a few bytes after short tags is refused at the tag",
          arguments: [nil, 6] as [Int?])
    func longTagAfterShortTags(chunk: Int?) throws {
        let options = XMLReader.Options(maxAttributesPerElement: 40)
        let text = "<doc><a/><b/><c/>" + Self.tag(attributes: 41) + "</doc>"
        let error = try #require(Self.error(text, options: options, chunked: chunk))
        guard case .limitExceeded(let at, .attributesPerElement, 40) = error else { Issue.record("\(error)"); return }
        #expect(at.offset > 17)
    }

    @Test("a 100,000-attribute tag is refused by the default limit before libxml2 reads it")
    func defaultLimit() throws {
        // Without the check libxml2 2.9.14 spends over 8 s comparing names pairwise.
        let error = try #require(Self.error(Self.tag(attributes: 100_000)))
        guard case .limitExceeded(_, .attributesPerElement, 1_000) = error else {
            Issue.record("expected the default attribute limit, got \(error)")
            return
        }
    }

    @Test("a value over the limit thousands of lines and several chunks in is refused where it starts",
          arguments: [nil, 4_096] as [Int?])
    func lateLongValue(chunk: Int?) throws {
        // 30,000 lines of 11 bytes, more than a chunk of the reader's own, before the value; in chunks
        // of 4,096 bytes the value runs through 25 of them before it is over the limit.
        let options = XMLReader.Options(maxValueLength: 100_000)
        let text = "<doc>\n" + String(repeating: "<i a=\"1\"/>\n", count: 30_000) + "<big\n  a=\""
            + String(repeating: "v", count: 300_000) + "\"/></doc>"
        let error = try #require(Self.error(text, options: options, chunked: chunk))
        guard case .limitExceeded(let at, .valueLength, 100_000) = error else { Issue.record("\(error)"); return }
        #expect((at.line, at.column, at.offset) == (30_003, 6, 6 + 330_000 + 5 + 5))
    }

    @Test("names and attribute values longer than their limits are refused where they start")
    func lengths() throws {
        let options = XMLReader.Options(maxNameLength: 8, maxValueLength: 16)
        #expect(Self.error("<abcdefgh abcdefgh=\"0123456789abcdef\"/>", options: options) == nil)
        let longName = try #require(Self.error("<doc>\n<abcdefghi/></doc>", options: options))
        guard case .limitExceeded(let nameAt, .nameLength, 8) = longName else { Issue.record("\(longName)"); return }
        #expect((nameAt.line, nameAt.column) == (2, 2))
        let longValue = try #require(Self.error("<doc a=\"0123456789abcdefg\"/>", options: options, chunked: 5))
        guard case .limitExceeded(let valueAt, .valueLength, 16) = longValue else { Issue.record("\(longValue)"); return }
        #expect((valueAt.line, valueAt.column) == (1, 9))
    }
}
