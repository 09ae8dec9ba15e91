import CommandLineKit
import TripSource
import Validation

/// A problem `tripkit validate` meets before there are findings (a bad configuration, a missing
/// path, an unusable baseline), with its exit status.
///
/// A path, configuration file or baseline file that is missing or cannot be read (a directory,
/// say), or folders with nothing to validate, are a missing input (66); a configuration or a
/// baseline that does not parse or holds a bad value is a configuration problem (78); an explicit
/// file of a kind the validator does not read is a usage error (64).
///
/// Positioned problems read `file:line:column: message`, the file relative to the working
/// directory when it lies inside it, so editors and terminals can open the place at fault.
struct ValidationFailure: CommandFailure {
    let exitCode: ExitCode
    let message: String

    /// The failure for an error of the validator, or `nil` for an error it does not throw.
    ///
    /// - Parameters:
    ///   - error: A `ConfigurationError`, `DiscoveryError` or `BaselineError`.
    ///   - workingDirectory: The absolute working directory.
    init?(_ error: any Error, workingDirectory: String) {
        guard let exitCode = Self.exitCode(for: error) else { return nil }
        self.exitCode = exitCode
        if let error = error as? any PositionedError {
            let file = CommandPath.display(error.location.file, workingDirectory: workingDirectory)
            message = "\(error.location.renamed(to: file)): \(error.message)"
        } else {
            message = String(describing: error)
        }
    }

    /// The status for an error of the validator, or `nil` for an error it does not throw.
    static func exitCode(for error: any Error) -> ExitCode? {
        switch error {
        case let error as ConfigurationError:
            if case .unreadable = error { .noInput } else { .configuration }
        case let error as DiscoveryError:
            switch error {
            case .noSuchPath, .unreadableFolder, .nothingToValidate: .noInput
            case .unsupportedFile: .usage
            }
        case let error as BaselineError:
            if case .unreadable = error { .noInput } else { .configuration }
        default:
            nil
        }
    }
}
