import TripSource

/// A value read from a document, with the place it was read from.
///
/// Attribute values carry the location just inside their opening quote (`XMLAttribute.valueLocation`),
/// so a rule about a value can point at the value itself rather than at its element.
public struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value as read (attribute values are XML-normalised strings).
    public var value: Value
    /// Where the value starts in the file.
    public var location: SourceLocation

    /// A value and its location.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - location: Where it starts.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The same location with another value, for values decoded from the raw text.
    public func map<Other: Sendable & Equatable>(_ transform: (Value) -> Other) -> Located<Other> {
        Located<Other>(transform(value), at: location)
    }
}

extension Located: Hashable where Value: Hashable {}
