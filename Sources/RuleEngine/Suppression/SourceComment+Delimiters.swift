import TripSource

/// Where a comment's parts are, from its text, its delimiters and where the opening one starts:
/// `<!--` and `-->` (4 and 3 bytes), `/*` and `*/` (2 and 2), or `//` (2, ended by the line break).
extension SourceComment {
    /// The line on which the comment ends.
    var endLine: Int {
        location.line + LineMap(text.utf8).lineAndColumn(ofOffset: text.utf8.count).line - 1
    }

    /// The offset just past the closing delimiter (past the text, for a line comment).
    var endOffset: Int {
        location.offset + delimiter.openingLength + text.utf8.count + delimiter.closingLength
    }

    /// The location of a byte offset within `text` (counted from the start of `text`).
    func location(ofTextOffset index: Int) -> SourceLocation {
        let (line, column) = LineMap(text.utf8).lineAndColumn(ofOffset: index)
        let opening = delimiter.openingLength
        return SourceLocation(
            file: location.sourceFile, line: location.line + line - 1,
            column: line == 1 ? location.column + opening + index : column, offset: location.offset + opening + index)
    }
}
