import Testing
import TripSource
import TripXML

/// Records, for every start tag, what the by-index accessors say next to the whole attributes.
private struct AccessorRecorder: XMLContentHandler {
    var mismatches: [String] = []
    var seen = 0

    mutating func startElement(_ element: XMLStartTag) throws {
        let attributes = element.attributes
        for index in attributes.indices {
            seen += 1
            let whole = attributes[index]
            if attributes.name(at: index) != whole.name || attributes.nameLength(at: index) != whole.name.utf8.count
                || attributes.value(at: index) != whole.value || attributes.location(at: index) != whole.location
                || attributes.valueLocation(at: index) != whole.valueLocation {
                mismatches.append("\(element.name) \(whole.name)")
            }
            if element.attribute(whole.name) != whole {
                mismatches.append("attribute(\(whole.name))")
            }
        }
    }

    mutating func endElement(_ element: XMLEndTag) throws {}
}

@Suite("XMLAttributes")
struct XMLAttributesTests {
    @Test("the by-index accessors agree with the whole attribute: names, references, prefixes, lines")
    func accessorsAgree() throws {
        let text = "<r x = \"1\" y='&amp;2&#38;' xml:lang=\"en\" é=\"ü\"\nz=\"\"><s a=\"&lt;b\"/></r>"
        var recorder = AccessorRecorder()
        try XMLReader.read(bytes: Array(text.utf8), file: "t.xml", handler: &recorder)
        #expect(recorder.seen == 6)
        #expect(recorder.mismatches == [])
    }

    @Test("a value is decoded only when asked, with '&' references turned back into '&'")
    func valueDecoding() throws {
        struct Values: XMLContentHandler {
            var values: [String] = []
            mutating func startElement(_ element: XMLStartTag) throws {
                for index in element.attributes.indices { values.append(element.attributes.value(at: index)) }
            }
            mutating func endElement(_ element: XMLEndTag) throws {}
        }
        var handler = Values()
        try XMLReader.read(bytes: Array("<r a='&amp;&amp;' b='x&#38;y' c=''/>".utf8), file: "t.xml", handler: &handler)
        #expect(handler.values == ["&&", "x&y", ""])
    }
}
