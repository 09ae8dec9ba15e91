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
    /// An input path does not exist (`EX_NOINPUT`).
    case noInput = 66
    /// The configuration file is malformed or has a bad value (`EX_CONFIG`).
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
}
