import TestSupport
import Testing
import TripSource

@testable import RuleEngine

@Suite("Positions inside /* */ and // comments")
struct DelimitedCommentPositionTests {
    @Test(
        "offsets in the text count the two-byte opening delimiter; the end counts the closing one",
        arguments: [(SourceComment.Delimiter.block, 2), (.line, 0), (.xml, 3)])
    func positions(delimiter: SourceComment.Delimiter, closing: Int) {
        let comment = SourceComment(
            text: " ab", location: SourceLocation(file: "f.strings", line: 2, column: 3, offset: 10),
            delimiter: delimiter)
        let opening = delimiter == .xml ? 4 : 2
        let b = comment.location(ofTextOffset: 2)
        #expect((b.line, b.column, b.offset) == (2, 3 + opening + 2, 10 + opening + 2))
        #expect(comment.endOffset == 10 + opening + 3 + closing)
        #expect(comment.endLine == 2)
    }
}
