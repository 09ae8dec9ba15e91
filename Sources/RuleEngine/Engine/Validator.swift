import Dispatch
import Synchronization
import TripSource

/// Runs rules over a parsed project and turns their findings into the run's result.
///
/// The validator knows nothing of storyboards or property lists: `Project` is whatever the caller
/// parsed, and the rules know how to look at it. One run:
/// 1. runs the rules the configuration enables, per-file rules a few files at a time on all cores;
/// 2. lets the domain review the findings (`review`), then gives each finding its rule's configured
///    severity, if the configuration sets one;
/// 3. hides findings that `tripkit:` comments suppress, and adds `invalid_suppression` findings
///    for malformed suppression comments;
/// 4. hides findings the baseline knows;
/// 5. keeps at most `maxFindingsPerFile` findings of one file (errors first), counting the rest in
///    one `too_many_findings` note at the file's start;
/// 6. sorts what remains.
public struct Validator<Project: Sendable>: Sendable {
    /// Every rule, enabled or not.
    public let rules: [AnyRule<Project>]
    /// The rules' descriptions and the engine's own.
    public let registry: RuleRegistry
    /// Which rules run and how serious they are.
    public var configuration: Configuration
    /// The most findings reported for one file (`InputLimit.findingsPerFile`): a hostile file can
    /// break a rule at every element, and a report of millions of lines helps nobody.
    public var maxFindingsPerFile: Int = InputLimit.findingsPerFile.defaultValue
    /// What the project says of the rules' findings before the configuration grades them: a
    /// domain's evidence that holds for every rule alike (a file the project never uses makes its
    /// findings notes). `nil` keeps them as the rules gave them.
    public var review: (@Sendable (Project, [Diagnostic]) -> [Diagnostic])?

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
        let ruled = run(project)
        let found = (review.map { $0(project, ruled) } ?? ruled).map(graded)
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
        reported = capped(reported)
        return ValidationResult(
            diagnostics: reported.sorted(), baselined: known.sorted(), suppressed: suppressed.sorted())
    }

    /// A finding with its rule's configured severity.
    private func graded(_ finding: Diagnostic) -> Diagnostic {
        guard let severity = configuration.severity(of: finding.ruleID) else { return finding }
        var graded = finding
        graded.severity = severity
        return graded
    }

    /// How many items of the per-file rules make one unit of work: checking one file is quick, so
    /// a unit per item would spend more on scheduling than on checking.
    static var itemsPerUnit: Int { 16 }

    /// Runs the enabled rules: every run of about `itemsPerUnit` items of the longest per-file
    /// batch, checked by every per-file rule while the item is still in the cache, and every
    /// project rule, is one unit of work, spread over the cores. A shorter batch spreads its items
    /// over the same units (`unitItems`), so that a few costly items (String Catalogs beside
    /// thousands of storyboards) are checked side by side rather than all in the first unit. A
    /// project rule that waits for an analysis another thread computes checks units meanwhile
    /// (`IdleWork`). The findings come back in rule order, then item order, as if each rule had run
    /// alone.
    private func run(_ project: Project) -> [Diagnostic] {
        var steps: [RunStep] = []
        var batches: [AnyRule<Project>.ItemBatch] = []
        var projectChecks: [@Sendable () -> [Diagnostic]] = []
        for rule in enabledRules {
            switch rule.scope {
            case .eachItem(let prepare):
                steps.append(.batch(batches.count))
                batches.append(prepare(project))
            case .project(let check):
                steps.append(.project(projectChecks.count))
                projectChecks.append { check(project) }
            }
        }
        let itemCount = batches.map(\.count).max() ?? 0
        let unitCount = (itemCount + Self.itemsPerUnit - 1) / Self.itemsPerUnit
        let allBatches = batches
        let checks = projectChecks
        // Slot `unit * batchCount + batch` holds what one batch found in one unit's items;
        // slot `unitCount * batchCount + check` holds what one project rule found.
        let batchCount = allBatches.count
        let results = Locked<[[Diagnostic]]>(Array(repeating: [], count: unitCount * batchCount + checks.count))
        let nextUnit = UnitCounter()
        /// Checks the next unit not yet taken; `false` when every unit is taken.
        let checkNextUnit: @Sendable () -> Bool = {
            let unit = nextUnit.value.add(1, ordering: .relaxed).oldValue
            guard unit < unitCount else { return false }
            var found = Array(repeating: [Diagnostic](), count: batchCount)
            let ranges = allBatches.map { Self.unitItems(unit, of: unitCount, count: $0.count) }
            // Item by item, every batch: batches of one collection check the same file in turn.
            for step in 0..<(ranges.map(\.count).max() ?? 0) {
                for (position, batch) in allBatches.enumerated() where step < ranges[position].count {
                    found[position] += batch.check(ranges[position].lowerBound + step)
                }
            }
            results.withLock { slots in
                for (position, diagnostics) in found.enumerated() where !diagnostics.isEmpty {
                    slots[unit * batchCount + position] = diagnostics
                }
            }
            return true
        }
        // Project rules come first, so that a long one does not start last and run alone; one that
        // waits for an analysis another computes checks units meanwhile (`IdleWork`).
        DispatchQueue.concurrentPerform(iterations: checks.count + unitCount) { index in
            if index < checks.count {
                let found = IdleWork.offering(checkNextUnit) { checks[index]() }
                results.withLock { $0[unitCount * batchCount + index] = found }
            } else {
                _ = checkNextUnit()
            }
        }
        let slots = results.withLock { $0 }
        var found: [Diagnostic] = []
        for step in steps {
            switch step {
            case .batch(let batch):
                for unit in 0..<unitCount { found += slots[unit * batchCount + batch] }
            case .project(let check):
                found += slots[unitCount * batchCount + check]
            }
        }
        return found
    }

    /// The items of a batch of `count` that unit `unit` of `units` checks: consecutive, each item
    /// in exactly one unit, later units holding later items, and the items spread evenly (a batch
    /// of fewer items than units puts at most one in each).
    ///
    /// - Parameters:
    ///   - unit: The unit, from 0.
    ///   - units: The number of units.
    ///   - count: The number of items in the batch.
    /// - Returns: The unit's items.
    static func unitItems(_ unit: Int, of units: Int, count: Int) -> Range<Int> {
        func start(_ unit: Int) -> Int { (unit * count + units - 1) / units }
        return start(unit)..<start(unit + 1)
    }

    /// The number of the next unit to check, shared by the threads.
    private final class UnitCounter: Sendable {
        let value = Atomic<Int>(0)
    }

    /// One enabled rule's place among the run's per-file batches or project checks.
    private enum RunStep {
        case batch(Int)
        case project(Int)
    }

    /// At most `maxFindingsPerFile` findings of each file, the most severe first, and for a file
    /// with more, one note at its start counting the rest.
    private func capped(_ findings: [Diagnostic]) -> [Diagnostic] {
        var byFile: [String: [Diagnostic]] = [:]
        for finding in findings { byFile[finding.location.file, default: []].append(finding) }
        guard byFile.values.contains(where: { $0.count > maxFindingsPerFile }) else { return findings }
        var kept: [Diagnostic] = []
        for (file, fileFindings) in byFile {
            guard fileFindings.count > maxFindingsPerFile else {
                kept += fileFindings
                continue
            }
            let ordered = fileFindings.sorted { ($0.severity, $1) > ($1.severity, $0) }
            kept += ordered.prefix(maxFindingsPerFile)
            let rest = fileFindings.count - maxFindingsPerFile
            kept.append(
                Diagnostic(
                    ruleID: BuiltInRules.tooManyFindings.id, severity: BuiltInRules.tooManyFindings.defaultSeverity,
                    message: "\(rest) more finding\(rest == 1 ? "" : "s") in this file not shown: "
                        + InputLimit.findingsPerFile.exceeded(maxFindingsPerFile),
                    location: SourceLocation(wholeFile: file)))
        }
        return kept
    }
}
