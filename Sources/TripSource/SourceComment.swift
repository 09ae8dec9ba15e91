/// A comment in a source file, as its reader saw it: the text between the delimiters, unchanged,
/// which delimiters it was written with, and where the opening delimiter starts.
///
/// Every text format's reader hands comments out as these: XML `<!-- -->` (TripXML, and so
/// property lists, storyboards and XIBs), OpenStep and `.strings` `/* */` and `//`, and the Swift
/// and Objective-C sources the validator reads.
public struct SourceComment: Hashable, Sendable {
    /// How a comment is delimited.
    public enum Delimiter: Hashable, Sendable {
        /// `<!--` and `-->`.
        case xml
        /// `/*` and `*/`.
        case block
        /// `//` to the end of the line.
        case line

        /// The UTF-8 length of the opening delimiter.
        public var openingLength: Int {
            self == .xml ? 4 : 2
        }

        /// The UTF-8 length of the closing delimiter (none for a line comment: the line break ends it).
        public var closingLength: Int {
            switch self {
            case .xml: 3
            case .block: 2
            case .line: 0
            }
        }
    }

    /// The text between the delimiters, unchanged.
    public let text: String
    /// Where the opening delimiter (`<!--`, `/*` or `//`) starts.
    public let location: SourceLocation
    /// The delimiters the comment is written with.
    public let delimiter: Delimiter

    /// A comment read from a file.
    ///
    /// - Parameters:
    ///   - text: The text between the delimiters.
    ///   - location: Where the opening delimiter starts.
    ///   - delimiter: How the comment is delimited (XML's `<!-- -->` unless told otherwise).
    public init(text: String, location: SourceLocation, delimiter: Delimiter = .xml) {
        self.text = text
        self.location = location
        self.delimiter = delimiter
    }
}
