/// A second place a diagnostic involves, such as the first definition of a duplicated id.
public struct RelatedLocation: Hashable, Sendable {
    /// Where.
    public var location: SourceLocation
    /// What is there, in a few words ("first defined here").
    public var message: String

    /// A related place.
    ///
    /// - Parameters:
    ///   - location: Where.
    ///   - message: What is there, in a few words.
    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }
}
