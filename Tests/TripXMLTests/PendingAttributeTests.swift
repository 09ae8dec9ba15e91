import Testing
@testable import TripXML

/// The reader keeps a start tag's attributes in a raw buffer it writes over from tag to tag, which
/// is right only for plain data.
@Suite("Pending attributes")
struct PendingAttributeTests {
    @Test("a pending attribute is plain data: no reference to retain, release or leak")
    func plainData() {
        #expect(_isPOD(PendingAttribute.self))
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
}
