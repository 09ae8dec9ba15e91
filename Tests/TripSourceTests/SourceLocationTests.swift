import Testing
import TripSource

@Suite("Source locations")
struct SourceLocationTests {
    @Test("a place in text, in a binary file and the whole file render differently, never as a made-up 1:1")
    func kinds() {
        let text = SourceLocation(file: "a.plist", line: 3, column: 7, offset: 40)
        let binary = SourceLocation(file: "b.plist", byteOffset: 42)
        let whole = SourceLocation(wholeFile: "c.plist")
        #expect(text.description == "a.plist:3:7")
        #expect(binary.description == "b.plist: byte 42")
        #expect(whole.description == "c.plist")
        #expect((text.hasLineAndColumn, text.isByteOffset, text.isWholeFile) == (true, false, false))
        #expect((binary.hasLineAndColumn, binary.isByteOffset, binary.isWholeFile) == (false, true, false))
        #expect((whole.hasLineAndColumn, whole.isByteOffset, whole.isWholeFile) == (false, false, true))
        #expect((whole.line, whole.column, whole.offset) == (0, 0, 0))
        #expect(whole.shortDescription == "whole file")
        #expect(SourceLocation(wholeFile: "").description == "whole file")
    }

    @Test("renaming keeps what kind of place it is")
    func renamed() {
        let whole = SourceLocation(wholeFile: "/abs/c.plist").renamed(to: "c.plist")
        #expect(whole == SourceLocation(wholeFile: "c.plist"))
        #expect(whole.isWholeFile)
        #expect(SourceLocation(file: "x", byteOffset: 9).renamed(to: "y") == SourceLocation(file: "y", byteOffset: 9))
        #expect(SourceLocation(file: "x", line: 2, column: 3, offset: 4).renamed(to: "y").description == "y:2:3")
    }
}
