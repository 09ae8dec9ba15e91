import CommandLineKit
import TripSource
import Validation

/// A problem `tripkit validate` meets before there are findings (a bad configuration, a missing
/// path, an unusable baseline), with the exit status `ValidationExitStatus(for:)` gives it.
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
        guard let status = ValidationExitStatus(for: error) else { return nil }
        exitCode = ExitCode(rawValue: status.rawValue)
        if let error = error as? any PositionedError {
            let file = CommandPath.display(error.location.file, workingDirectory: workingDirectory)
            message = "\(error.location.renamed(to: file)): \(error.message)"
        } else {
            message = String(describing: error)
        }
    }
}
