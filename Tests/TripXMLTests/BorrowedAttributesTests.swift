import Testing
import TripSource
@testable import TripXML

/// The reader lends each start tag libxml2's own attribute array and finds an attribute's
/// locations only when asked, keeping what a scan of the tag found until the next tag.
@Suite("Borrowed attributes")
struct BorrowedAttributesTests {
    @Test("the borrowed list is plain data: reading it through its pointer retains nothing")
    func plainData() {
        #expect(_isPOD(BorrowedAttributes.self))
    }

    @Test("tags with more, then fewer, then more attributes: each sees its own")
    func growingAndShrinking() throws {
        struct Tags: XMLContentHandler {
            var seen: [[String]] = []
            mutating func startElement(_ element: XMLStartTag) throws {
                seen.append(element.attributes.map { "\($0.name)=\($0.value)" })
            }
            mutating func endElement(_ element: XMLEndTag) throws {}
        }
        let text = "<r a='1'><s b='2' c='3' d='4'/><t/><u e='5'/><v f='6' g='7' h='8' i='9' j='10'/></r>"
        var handler = Tags()
        try XMLReader.read(bytes: Array(text.utf8), file: "t.xml", handler: &handler)
        #expect(handler.seen == [["a=1"], ["b=2", "c=3", "d=4"], [], ["e=5"],
                                 ["f=6", "g=7", "h=8", "i=9", "j=10"]])
    }

    @Test("locations asked last to first, tag after tag, on one line or several: each tag's own")
    func locationsPerTag() throws {
        struct Places: XMLContentHandler {
            var seen: [String] = []
            mutating func startElement(_ element: XMLStartTag) throws {
                let attributes = element.attributes
                for index in attributes.indices.reversed() {
                    let name = attributes.location(at: index)
                    let value = attributes.valueLocation(at: index)
                    seen.append("\(attributes.name(at: index))@\(name.line):\(name.column)=\(value.line):\(value.column)")
                }
            }
            mutating func endElement(_ element: XMLEndTag) throws {}
        }
        // <s> and <u> span lines (scanned); <t> is on one line; <v>'s value is rewritten by libxml2.
        let text = "<r>\n<s a='1'\n b='2'/><t c='3' d='4'/>\n<u\ne='5' f='6'/><v g='&amp;'/></r>"
        var handler = Places()
        try XMLReader.read(bytes: Array(text.utf8), file: "t.xml", handler: &handler)
        #expect(handler.seen == ["b@3:2=3:5", "a@2:4=2:7", "d@3:18=3:21", "c@3:12=3:15",
                                 "f@5:7=5:10", "e@5:1=5:4", "g@5:17=5:20"])
    }
}
