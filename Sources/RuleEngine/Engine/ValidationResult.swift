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

    /// The same result with only the findings, reported and hidden, that `isKept` keeps: a run that
    /// reads a whole project but reports on part of it.
    package func keeping(_ isKept: (Diagnostic) -> Bool) -> ValidationResult {
        ValidationResult(
            diagnostics: diagnostics.filter(isKept), baselined: baselined.filter(isKept),
            suppressed: suppressed.filter(isKept))
    }

    /// Whether the reported findings fail the run: an error, or a warning when strict. Notes never
    /// fail a run.
    ///
    /// - Parameter strict: Whether warnings fail the run too.
    public func fails(strict: Bool) -> Bool {
        let failing: Severity = strict ? .warning : .error
        return diagnostics.contains { $0.severity >= failing }
    }
}
