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
    /// The file is a property list that breaks the catalog's schema (`DestinationSchema`, the
    /// check `tripkit validate` runs): every problem that refuses it, in document order, each at
    /// the value at fault. Never empty.
    case schema([SchemaFinding])

    package var location: SourceLocation {
        switch self {
        case .missingFile(let path), .unreadable(let path, _): SourceLocation(wholeFile: path)
        case .malformed(let error): error.location
        case .schema(let problems): problems[0].location
        }
    }

    package var message: String {
        switch self {
        case .missingFile: "no such destinations file"
        case .unreadable(_, let reason): "cannot read the destinations file: \(reason)"
        case .malformed(let error): error.message
        case .schema(let problems): problems[0].message
        }
    }

    /// `missingFile` and `unreadable` render without a position: there is no text to point into.
    /// A schema error renders every problem, one line each.
    package var description: String {
        switch self {
        case .missingFile(let path), .unreadable(let path, _): "\(path): error: \(message)"
        case .schema(let problems): problems.map { "\($0.location): error: \($0.message)" }.joined(separator: "\n")
        default: "\(location): error: \(message)"
        }
    }
}
