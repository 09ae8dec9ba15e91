/// An error a user reads, tied to the place in a file where it happened.
///
/// Conforming errors render uniformly as `file:line:column: error: message`, the form compilers and
/// editors make clickable.
public protocol PositionedError: Error, CustomStringConvertible, Sendable {
    /// Where the problem is.
    var location: SourceLocation { get }
    /// What went wrong and what was expected, without the location.
    var message: String { get }
}

extension PositionedError {
    public var description: String {
        "\(location): error: \(message)"
    }
}
