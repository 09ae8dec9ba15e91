/// The exit statuses of `tripkit validate`, for the command line to return.
///
/// The first two are derived from the findings (`init(findings:strict:)`); the others name the
/// problems the command line meets before there are findings.
public enum ValidationExitStatus: Int32, CaseIterable, Sendable {
    /// No errors (and, when strict, no warnings). Notes never fail a run.
    case success = 0
    /// At least one error, or a warning in a strict run.
    case findings = 1
    /// The command line was malformed (`EX_USAGE`).
    case usage = 64
    /// An input path, configuration or baseline does not exist or cannot be read, or the paths
    /// hold nothing to validate (`EX_NOINPUT`).
    case noInput = 66
    /// The configuration file (or the baseline) is malformed or has a bad value (`EX_CONFIG`).
    case configuration = 78

    /// The status of a run that produced these findings.
    ///
    /// - Parameters:
    ///   - findings: The reported findings (after suppressions and the baseline).
    ///   - strict: Whether warnings fail the run too.
    public init(findings: [Diagnostic], strict: Bool) {
        let failing: Severity = strict ? .warning : .error
        self = findings.contains { $0.severity >= failing } ? .findings : .success
    }

    /// The status for a problem met before there are findings, or `nil` for an error this module
    /// does not throw.
    ///
    /// A path, configuration file or baseline file that is missing or cannot be read (a directory,
    /// say), or folders with nothing to validate, are a missing input (66); a configuration or a
    /// baseline that does not parse or holds a bad value is a configuration problem (78); an
    /// explicit file of a kind the validator does not read is a usage error (64).
    ///
    /// - Parameter error: An error from `FileDiscovery`, `Configuration` or `Baseline`.
    public init?(for error: any Error) {
        switch error {
        case let error as ConfigurationError:
            if case .unreadable = error { self = .noInput } else { self = .configuration }
        case let error as DiscoveryError:
            switch error {
            case .noSuchPath, .unreadableFolder, .nothingToValidate: self = .noInput
            case .unsupportedFile: self = .usage
            }
        case let error as BaselineError:
            if case .unreadable = error { self = .noInput } else { self = .configuration }
        default:
            return nil
        }
    }
}
