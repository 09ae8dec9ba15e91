import Testing
import TripSource

/// Runs `body` on the text of a marked fixture and expects it to throw a `PositionedError` at the
/// 1️⃣ marker, in `file`, whose message contains `message` (or equals it when `exactly`).
public func expectPositionedError(
    _ marked: String, file: String, message: String, exactly: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation, _ body: (String) throws -> Void
) {
    let text = MarkedText(marked)
    do {
        try body(text.text)
        Issue.record("accepted \(marked.debugDescription)", sourceLocation: sourceLocation)
    } catch let error as any PositionedError {
        if exactly {
            #expect(error.message == message, sourceLocation: sourceLocation)
        } else {
            #expect(error.message.contains(message), "message: \(error.message)", sourceLocation: sourceLocation)
        }
        let expected = text["1️⃣"]
        #expect(error.location.file == file && error.location.line == expected.line && error.location.column == expected.column,
                "at \(error.location), expected \(file):\(expected.line):\(expected.column)", sourceLocation: sourceLocation)
        #expect(error.description == "\(error.location): error: \(error.message)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
}
