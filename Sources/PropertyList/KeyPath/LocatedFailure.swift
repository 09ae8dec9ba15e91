import TripSource

/// A keypath or decoding failure whose location is known, as a `PositionedError`.
///
/// `KeyPathError` and `PlistDecodingError` describe values made in code too, which have no location, so
/// they cannot always be positioned; their `positioned` property gives this form when the value at fault
/// was read from a file, for code that reports every `PositionedError` the same way.
public struct LocatedFailure<Failure: Error & Sendable>: PositionedError {
    /// The failure itself.
    public let failure: Failure
    public let location: SourceLocation
    public let message: String

    public init(_ failure: Failure, location: SourceLocation, message: String) {
        self.failure = failure
        self.location = location
        self.message = message
    }
}
