import CommandLineKit
import Defaults
import RoadTrip
import TripSource

/// Why a destination command could not do its work, with the exit status each case calls for.
enum DestinationFailure: CommandFailure {
    /// The catalog is missing or cannot be read (66), or does not parse or is not a catalog (65).
    case catalog(CatalogError)
    /// The store could not be used: the status `DefaultsToolStatus(for:)` gives its error, whatever
    /// the command was doing (a damaged file is 65 for `select` as for `list`).
    case store(any Error)
    /// No destination has this name or number (1).
    case notFound(query: String, count: Int, suggestion: String?)

    var exitCode: ExitCode {
        switch self {
        case .catalog(.missingFile), .catalog(.unreadable): .noInput
        case .catalog: .dataError
        case .store(let error):
            if let error = error as? DefaultsError { ExitCode(rawValue: DefaultsToolStatus(for: error).rawValue) } else { .cannotWrite }
        case .notFound: .failure
        }
    }

    var message: String {
        switch self {
        case .catalog(.missingFile(let path)):
            return "no such destinations file: \(path)"
        case .catalog(.unreadable(let path, let reason)):
            return "cannot read the destinations file \(path): \(reason)"
        case .catalog(.schema(let problems)):
            // Every problem, as `tripkit validate` lists them.
            return problems.map { "\($0.location): \($0.message)" }.joined(separator: "\n")
        case .catalog(let error):
            return "\(error.location): \(error.message)"
        case .store(let error):
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
