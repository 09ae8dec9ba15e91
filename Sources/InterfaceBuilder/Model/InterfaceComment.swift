import TripSource

/// An XML comment of a storyboard or XIB: the text between `<!--` and `-->`, and where `<!--` starts.
public struct InterfaceComment: Sendable, Equatable {
    /// The text between the delimiters, unchanged.
    public var text: String
    /// Where `<!--` starts.
    public var location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
