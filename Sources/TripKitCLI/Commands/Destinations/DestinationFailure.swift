import CommandLineKit
import Defaults
import RoadTrip
import TripSource

/// Why a destination command could not do its work, with the exit status each case calls for.
enum DestinationFailure: CommandFailure {
    /// The catalog is missing (66), or does not parse or is not a catalog (65).
    case catalog(CatalogError)
    /// The store could not be read (65, for a damaged file) or written (74).
    case store(any Error, writing: Bool)
    /// No destination has this name or number (1).
    case notFound(query: String, count: Int, suggestion: String?)

    var exitCode: ExitCode {
        switch self {
        case .catalog(.missingFile): .noInput
        case .catalog: .dataError
        case .store(let error, let writing):
            if let error = error as? DefaultsError, error.isDamagedFile, !writing { .dataError } else { .cannotWrite }
        case .notFound: .failure
        }
    }

    var message: String {
        switch self {
        case .catalog(.missingFile(let path)):
            return "no such destinations file: \(path)"
        case .catalog(let error):
            return "\(error.location): \(error.message)"
        case .store(let error, _):
            guard let defaultsError = error as? DefaultsError else { return "the store cannot be used: \(error)" }
            var text = "\(defaultsError.location): \(defaultsError.message)"
            if defaultsError.isDamagedFile {
                text += "\nThe file was left as it is. Run 'tripkit defaults repair \(DestinationPreference.domain)'"
                    + " to move it aside and start afresh."
            }
            return text
        case .notFound(let query, let count, let suggestion):
            var text = "no destination is called or numbered '\(query)' (there are \(count); see 'tripkit list')"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            return text
        }
    }
}
