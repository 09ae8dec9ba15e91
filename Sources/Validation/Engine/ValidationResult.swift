/// What a validation run found, after configuration, suppressions and the baseline.
public struct ValidationResult: Sendable {
    /// The findings to report, sorted.
    public let diagnostics: [Diagnostic]
    /// Findings hidden because the baseline knows them, sorted.
    public let baselined: [Diagnostic]
    /// Findings hidden by `tripkit:` suppression comments, sorted.
    public let suppressed: [Diagnostic]

    /// Everything found apart from suppressed findings: what `--write-baseline` records.
    public var unsuppressed: [Diagnostic] {
        (diagnostics + baselined).sorted()
    }

    /// The exit status the reported findings call for.
    ///
    /// - Parameter strict: Whether warnings fail the run too.
    public func exitStatus(strict: Bool) -> ValidationExitStatus {
        ValidationExitStatus(findings: diagnostics, strict: strict)
    }
}
