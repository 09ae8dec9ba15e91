import Testing
import TestSupport
import TripSource
import InterfaceBuilder

/// Reads marked text as a document named `file`.
func readMarked(_ marked: MarkedText, file: String = "Test.storyboard") throws -> InterfaceDocument {
    try InterfaceBuilderReader.read(bytes: Array(marked.text.utf8), file: file)
}

/// Expects a location to be where a marker stood.
func expectAt(_ location: TripSource.SourceLocation?, _ marked: MarkedText, _ marker: String,
              sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let expected = marked[marker]
    #expect(location?.line == expected.line && location?.column == expected.column,
            "expected \(marker) at \(expected.line):\(expected.column), found \(location.map { $0.shortDescription } ?? "nil")",
            sourceLocation: sourceLocation)
}
