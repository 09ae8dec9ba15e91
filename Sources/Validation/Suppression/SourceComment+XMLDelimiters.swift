import TripSource

/// Where an XML comment's parts are, from its text and where `<!--` starts: the suppression engine
/// reads `tripkit:` directives from XML comments only (storyboards, XIBs, XML property lists), so
/// it counts the 4 bytes of `<!--` and the 3 of `-->` around the text.
extension SourceComment {
    /// The line on which `-->` ends.
    var endLine: Int {
        location.line + LineMap(text.utf8).lineAndColumn(ofOffset: text.utf8.count).line - 1
    }

    /// The offset just past `-->`.
    var endOffset: Int {
        location.offset + 4 + text.utf8.count + 3
    }

    /// The location of a byte offset within `text` (counted from the start of `text`).
    func location(ofTextOffset index: Int) -> SourceLocation {
        let (line, column) = LineMap(text.utf8).lineAndColumn(ofOffset: index)
        return SourceLocation(
            file: location.sourceFile, line: location.line + line - 1,
            column: line == 1 ? location.column + 4 + index : column, offset: location.offset + 4 + index)
    }
}
