import TripSource

/// Why a keypath operation failed: which component, and what was found there.
///
/// Every case carries a `Place`: the keypath up to and including the component that failed, and the
/// location of the container it was applied to when that value was read from a file. The text names the
/// keypath first, as in `DestinationData.7: index 7 out of range (array has 2 elements)`, and is prefixed
/// with `file:line:column: error:` when the location is known.
public enum KeyPathError: Error, Equatable, Sendable {
    /// The dictionary has no such key.
    case missingKey(String, at: Place)
    /// The index is outside the array (for insertion, outside `0...count`).
    case indexOutOfRange(Int, count: Int, at: Place)
    /// The component was applied to an array but is not an integer.
    case notAnIndex(String, count: Int, at: Place)
    /// The component was applied to a value that is neither a dictionary nor an array.
    case notAContainer(found: PlistValue.Kind, at: Place)
    /// `insert` was asked to add a key the dictionary already holds (use `setValue` to replace it).
    case keyAlreadyExists(String, at: Place)
    /// `append` was asked to append to a value that is not an array.
    case notAnArray(found: PlistValue.Kind, at: Place)
    /// `insert` and `removeValue` need a container to act on; the root keypath names none.
    case rootKeyPath(Operation, at: Place)

    /// The operations that cannot act on the root value.
    public enum Operation: String, Sendable {
        case insert
        case remove
    }

    /// The keypath up to the failing component, and where the container it was applied to came from.
    public struct Place: Equatable, Sendable {
        /// The keypath up to and including the component that failed.
        public let keyPath: PlistKeyPath
        /// Where the container (or, for `notAContainer` and `notAnArray`, the value) was read from.
        public let location: SourceLocation?

        public init(keyPath: PlistKeyPath, location: SourceLocation?) {
            self.keyPath = keyPath
            self.location = location
        }
    }

    /// Where the failure happened.
    public var place: Place {
        switch self {
        case .missingKey(_, let place), .indexOutOfRange(_, _, let place), .notAnIndex(_, _, let place),
             .notAContainer(_, let place), .keyAlreadyExists(_, let place), .notAnArray(_, let place),
             .rootKeyPath(_, let place):
            place
        }
    }

    /// The location of the container where the operation failed, when it was read from a file.
    public var location: SourceLocation? { place.location }

    /// The keypath up to the failing component and what went wrong, without the location.
    public var message: String {
        let keyPath = place.keyPath
        let reason: String
        switch self {
        case .missingKey(let key, _):
            reason = "missing key \"\(key)\""
        case .indexOutOfRange(let index, let count, _):
            reason = "index \(index) out of range (array has \(Self.elements(count)))"
        case .notAnIndex(let component, let count, _):
            reason = "\"\(component)\" is not an array index (array has \(Self.elements(count)))"
        case .notAContainer(let kind, _):
            let holder = keyPath.parent.flatMap { $0.isRoot ? nil : $0.description } ?? "the root value"
            reason = "\(holder) is \(kind.withArticle), not a dictionary or an array"
        case .keyAlreadyExists(let key, _):
            reason = "key \"\(key)\" already exists"
        case .notAnArray(let kind, _):
            reason = "cannot append to \(kind.withArticle); expected an array"
        case .rootKeyPath(let operation, _):
            let verb = operation == .insert ? "insert at" : "remove"
            return "cannot \(verb) the root value; the keypath must name a key or an index"
        }
        return "\(keyPath): \(reason)"
    }

    /// The error as a `PositionedError`, when the container's location is known.
    public var positioned: LocatedFailure<KeyPathError>? {
        location.map { LocatedFailure(self, location: $0, message: message) }
    }

    private static func elements(_ count: Int) -> String {
        count == 1 ? "1 element" : "\(count) elements"
    }
}

extension KeyPathError: CustomStringConvertible {
    /// `file:line:column: error: message` when the location is known, otherwise the message alone.
    public var description: String {
        positioned?.description ?? message
    }
}
