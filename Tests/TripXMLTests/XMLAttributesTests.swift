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

    @Test("a tag with more distinct attribute names than the name cache has slots: every name right, when asked in any order")
    func namesPastTheCache() throws {
        struct Names: XMLContentHandler {
            var names: [String] = []
            var keys: [UInt] = []
            mutating func startElement(_ element: XMLStartTag) throws {
                let attributes = element.attributes
                // Asked last to first, after every name of the tag has been through the cache.
                for index in attributes.indices.reversed() {
                    names.append(attributes.name(at: index))
                    keys.append(attributes.nameKey(at: index))
                }
            }
            mutating func endElement(_ element: XMLEndTag) throws {}
        }
        let count = 3000
        let tag = (0..<count).map { " name\($0)=\"\($0)\"" }.joined()
        let text = "<r xmlns:p=\"urn:p\"\(tag) p:name0=\"x\"/>"
        var handler = Names()
        try XMLReader.read(bytes: Array(text.utf8), file: "t.xml", handler: &handler,
                           options: XMLReader.Options(maxAttributesPerElement: 2 * count))
        #expect(handler.names == ((0..<count).map { "name\($0)" } + ["p:name0"]).reversed())
        // Each unprefixed name has a key of its own; a prefixed name has none.
        #expect(handler.keys.first == 0)
        #expect(Set(handler.keys.dropFirst()).count == count && !handler.keys.dropFirst().contains(0))
    }

    @Test("the same attribute name has the same key on every tag of a read")
    func nameKeysRepeat() throws {
        struct Keys: XMLContentHandler {
            var keys: [String: Set<UInt>] = [:]
            mutating func startElement(_ element: XMLStartTag) throws {
                for index in element.attributes.indices {
                    keys[element.attributes.name(at: index), default: []].insert(element.attributes.nameKey(at: index))
                }
            }
            mutating func endElement(_ element: XMLEndTag) throws {}
        }
        var handler = Keys()
        try XMLReader.read(bytes: Array("<r a='1' b='2'><s b='3' a='4'/><s a='5'/></r>".utf8), file: "t.xml",
                           handler: &handler)
        #expect(handler.keys.mapValues(\.count) == ["a": 1, "b": 1])
        #expect(handler.keys["a"] != handler.keys["b"])
    }
}
