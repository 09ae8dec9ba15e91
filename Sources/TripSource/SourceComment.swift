/// A comment in a source file, as its reader saw it: the text between the delimiters, unchanged,
/// and where the opening delimiter starts.
///
/// Every text format's reader hands comments out as these: XML `<!-- -->` (TripXML, and so
/// property lists, storyboards and XIBs) and OpenStep `/* */` and `//`.
public struct SourceComment: Hashable, Sendable {
    /// The text between the delimiters, unchanged.
    public let text: String
    /// Where the opening delimiter (`<!--`, `/*` or `//`) starts.
    public let location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
