/// The output formats of `tripkit validate --reporter`.
public enum ReporterKind: String, CaseIterable, Hashable, Sendable {
    /// `path:line:col: error: message (rule_id)`, with related places as `note:` lines (the default).
    case xcode
    /// One JSON document with every finding.
    case json
    /// GitHub Actions workflow commands (`::error file=...::message`).
    case githubActionsLogging = "github-actions-logging"
    /// SARIF 2.1.0, for code scanning.
    case sarif
    /// JUnit XML, one test case per finding.
    case junit
    /// GitLab Code Quality JSON.
    case gitlab
    /// Checkstyle XML.
    case checkstyle
    /// A Markdown table.
    case markdown
    /// Counts per rule and severity.
    case summary

    /// The reporter used when neither the command line nor the configuration names one.
    public static let `default` = ReporterKind.xcode

    /// The reporter that renders this format.
    public var reporter: any Reporter {
        switch self {
        case .xcode: XcodeReporter()
        case .json: JSONReporter()
        case .githubActionsLogging: GitHubActionsReporter()
        case .sarif: SARIFReporter()
        case .junit: JUnitReporter()
        case .gitlab: GitLabReporter()
        case .checkstyle: CheckstyleReporter()
        case .markdown: MarkdownReporter()
        case .summary: SummaryReporter()
        }
    }
}
