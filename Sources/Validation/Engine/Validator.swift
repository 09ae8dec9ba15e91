import Dispatch
import Synchronization
import TripSource

/// Runs rules over a parsed project and turns their findings into the run's result.
///
/// The validator knows nothing of storyboards or property lists: `Project` is whatever the caller
/// parsed, and the rules know how to look at it. One run:
/// 1. runs the rules the configuration enables, per-file rules a few files at a time on all cores;
/// 2. gives each finding its rule's configured severity, if the configuration sets one;
/// 3. hides findings that `tripkit:` comments suppress, and adds `invalid_suppression` findings
///    for malformed suppression comments;
/// 4. hides findings the baseline knows;
/// 5. sorts what remains.
public struct Validator<Project: Sendable>: Sendable {
    /// Every rule, enabled or not.
    public let rules: [AnyRule<Project>]
    /// The rules' descriptions and the engine's own.
    public let registry: RuleRegistry
    /// Which rules run and how serious they are.
    public var configuration: Configuration

    /// A validator.
    ///
    /// - Parameters:
    ///   - rules: Every rule; the configuration chooses which run.
    ///   - configuration: The configuration, already checked against `RuleRegistry(rules:)`.
    public init(rules: [AnyRule<Project>], configuration: Configuration = Configuration()) {
        self.rules = rules
        self.registry = RuleRegistry(rules: rules)
        self.configuration = configuration
    }

    /// The rules that run under the configuration.
    public var enabledRules: [AnyRule<Project>] {
        rules.filter { configuration.isEnabled($0.description) }
    }

    /// Validates a project.
    ///
    /// - Parameters:
    ///   - project: What the caller parsed.
    ///   - comments: Each file's comments, keyed by the file name the readers use in locations.
    ///   - lines: The files' lines, for `disable:next` and the baseline.
    ///   - baseline: Known findings to hide.
    ///   - workingDirectory: The absolute working directory, which baseline paths are relative to.
    /// - Returns: The findings to report and the hidden ones.
    public func validate(
        _ project: Project, comments: [String: [SourceComment]] = [:], lines: any SourceLineProvider,
        baseline: Baseline? = nil, workingDirectory: String
    ) -> ValidationResult {
        let found = run(project).map(graded)
        var reported: [Diagnostic] = []
        var suppressed: [Diagnostic] = []
        var suppressionsByFile: [String: FileSuppressions] = [:]
        for (file, fileComments) in comments {
            suppressionsByFile[file] = FileSuppressions(comments: fileComments, registry: registry, lines: lines)
        }
        for finding in found {
            if suppressionsByFile[finding.location.file]?.suppresses(finding) == true {
                suppressed.append(finding)
            } else {
                reported.append(finding)
            }
        }
        if configuration.isEnabled(BuiltInRules.invalidSuppression) {
            reported += suppressionsByFile.values.flatMap(\.problems).map(graded)
        }
        var known: [Diagnostic] = []
        if let baseline {
            (reported, known) = baseline.partition(reported, lines: lines, workingDirectory: workingDirectory)
        }
        return ValidationResult(diagnostics: reported.sorted(), baselined: known.sorted(), suppressed: suppressed.sorted())
    }

    /// A finding with its rule's configured severity.
    private func graded(_ finding: Diagnostic) -> Diagnostic {
        guard let severity = configuration.severity(of: finding.ruleID) else { return finding }
        var graded = finding
        graded.severity = severity
        return graded
    }

    /// How many items of a per-file rule make one unit of work: checking one file is quick, so
    /// a unit per item would spend more on scheduling than on checking.
    static var itemsPerUnit: Int { 16 }

    /// Runs the enabled rules: every run of `itemsPerUnit` items of a per-file rule, and every
    /// project rule, is one unit of work, spread over the cores.
    private func run(_ project: Project) -> [Diagnostic] {
        var work: [@Sendable () -> [Diagnostic]] = []
        for rule in enabledRules {
            switch rule.scope {
            case .eachItem(let prepare):
                let batch = prepare(project)
                for start in stride(from: 0, to: batch.count, by: Self.itemsPerUnit) {
                    let items = start..<min(batch.count, start + Self.itemsPerUnit)
                    work.append { items.flatMap { batch.check($0) } }
                }
            case .project(let check):
                work.append { check(project) }
            }
        }
        let results = Mutex<[[Diagnostic]]>(Array(repeating: [], count: work.count))
        let units = work
        DispatchQueue.concurrentPerform(iterations: units.count) { index in
            let found = units[index]()
            results.withLock { $0[index] = found }
        }
        return results.withLock { $0.flatMap { $0 } }
    }
}
