import PropertyList
import TripSource

/// Why a destination catalog could not be read.
package enum CatalogError: PositionedError, Equatable {
    /// There is no file at the path.
    case missingFile(path: String)
    /// The path is there but cannot be read as a file: a directory, a file without read permission.
    case unreadable(path: String, reason: String)
    /// The file is not a property list (or could not be read): the reader's positioned error.
    case malformed(PlistError)
    /// The file is a property list but not a catalog: a missing or mistyped value, at its position.
    case invalid(location: SourceLocation, message: String)
    /// Two destinations have one name (regardless of case): the second, and where the first is.
    case duplicateName(String, location: SourceLocation, first: String, firstLocation: SourceLocation)
    /// `DestinationData` holds no destination (at the array).
    case empty(location: SourceLocation)

    package var location: SourceLocation {
        switch self {
        case .missingFile(let path), .unreadable(let path, _): SourceLocation(wholeFile: path)
        case .malformed(let error): error.location
        case .invalid(let location, _), .duplicateName(_, let location, _, _), .empty(let location): location
        }
    }

    package var message: String {
        switch self {
        case .missingFile: "no such destinations file"
        case .unreadable(_, let reason): "cannot read the destinations file: \(reason)"
        case .malformed(let error): error.message
        case .invalid(_, let message): message
        case .duplicateName(let name, _, let first, let firstLocation):
            DestinationNames.duplicateMessage(name, first: (first, firstLocation))
        case .empty: DestinationNames.emptyMessage
        }
    }

    /// `missingFile` and `unreadable` render without a position: there is no text to point into.
    package var description: String {
        switch self {
        case .missingFile(let path), .unreadable(let path, _): "\(path): error: \(message)"
        default: "\(location): error: \(message)"
        }
    }
}
