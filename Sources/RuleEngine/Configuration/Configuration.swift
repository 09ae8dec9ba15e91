/// What `.tripkit.yml` (or `.tripkit.json`, or `--config FILE`) says: which files and rules,
/// how serious each rule is, and how to report.
///
/// ```yaml
/// included: [App, "Modules/**"]      # only these files (patterns, see `Glob`)
/// excluded:                          # never these files or folders
///   - "**/Generated"
/// disabled_rules: [unreachable_scene]
/// opt_in_rules: [identifier_not_swift_identifier]
/// # only_rules: [duplicate_object_id] # exactly these rules; not beside the two keys above
/// segue_deprecated_kind: error       # a rule's severity: error, warning or note
/// unknown_platform:                  # the same as a mapping, which leaves room for options
///   severity: note
/// reporter: sarif                    # as --reporter
/// strict: true                       # warnings fail the run too
/// baseline: tripkit-baseline.json    # as --baseline, relative to this file's folder
/// ios_sdk: 26                        # the iOS SDK built with: iOS 27's requirements warn
/// localization_helpers: [L10n.tr, localized] # lookups whose first literal argument is a key
/// ```
///
/// The same keys are accepted as a JSON object. Any other key, a rule id no rule has, a value of
/// the wrong kind, an unknown severity or reporter, or a malformed pattern is a
/// `ConfigurationError` at the key or value at fault: nothing is ignored or replaced silently.
/// Every field has the value that applies when the file says nothing, so `Configuration()` is the
/// configuration of a repository without a file.
public struct Configuration: Equatable, Sendable {
    /// When not empty, only files matching one of these patterns are validated.
    package var included: [Glob] = []
    /// Files matching one of these patterns (or below a folder matching one) are not validated.
    package var excluded: [Glob] = []

    /// The `included` patterns, as written: when not empty, only files matching one are validated.
    public var includedPatterns: [String] { included.map(\.pattern) }
    /// The `excluded` patterns, as written: files matching one (or below a folder matching one) are
    /// not validated.
    public var excludedPatterns: [String] { excluded.map(\.pattern) }

    /// Replaces the `included` and `excluded` patterns (`**/Pods`, `Sources/*.storyboard`).
    ///
    /// - Throws: `GlobProblem` for an empty pattern or an unterminated `[...]`; nothing changes then.
    public mutating func setPatterns(included: [String], excluded: [String]) throws(GlobProblem) {
        let compiledIncluded = try included.map { pattern throws(GlobProblem) in try Glob(pattern) }
        let compiledExcluded = try excluded.map { pattern throws(GlobProblem) in try Glob(pattern) }
        self.included = compiledIncluded
        self.excluded = compiledExcluded
    }
    /// Rules that do not run.
    public var disabledRules: Set<String> = []
    /// Opt-in rules that run.
    public var optInRules: Set<String> = []
    /// When set, exactly these rules run, opt-in or not, and `disabled_rules`/`opt_in_rules` are
    /// not allowed beside it.
    public var onlyRules: Set<String>? = nil
    /// Severities that replace rules' defaults.
    public var severities: [String: Severity] = [:]
    /// The output format, unless the command line names one.
    public var reporter: ReporterKind? = nil
    /// Whether warnings fail the run too.
    public var strict: Bool = false
    /// The baseline file hiding known findings, as written (relative to `root`).
    public var baseline: String? = nil
    /// Caps on untrusted input (`limits: {maxDepth: 100}`), by limit; the command line's `--limit`
    /// wins over these, and a cap named nowhere keeps its default (`ValidationOptions.defaultLimits`).
    public var limits: [InputLimit: Int] = [:]
    /// The major version of the iOS SDK the project builds with (`ios_sdk: 26`), when the
    /// configuration says; `nil` means a current one. Requirements that begin with a later SDK
    /// than this one (the UIKit scene life cycle, from iOS 27) are warnings then, not errors.
    public var iOSSDK: Int? = nil
    /// The project's own localization lookups (`localization_helpers: [L10n.tr, localized]`): a
    /// function (`tr`), a qualified function (`L10n.tr`) or a member (`"key".localized`) whose first
    /// plain literal argument, or receiver, is a strings table key.
    public var localizationHelpers: [String] = []
    /// The folder that relative patterns and the baseline path are relative to: the folder of the
    /// configuration file, or `nil` for the working directory.
    public var root: String? = nil

    /// The baseline file's path: `baseline` relative to `root` (or the working directory).
    public var baselinePath: String? {
        baseline.map { Paths.join(root ?? ".", $0) }
    }

    /// The configuration of a repository without a configuration file.
    public init() {}

    /// Whether a rule runs.
    ///
    /// - Parameter rule: The rule's description.
    /// - Returns: `true` when `only_rules` names it, or, without `only_rules`, when it is not
    ///   disabled and either not opt-in or named by `opt_in_rules`.
    public func isEnabled(_ rule: RuleDescription) -> Bool {
        if let onlyRules { return onlyRules.contains(rule.id) }
        if disabledRules.contains(rule.id) { return false }
        return !rule.isOptIn || optInRules.contains(rule.id)
    }

    /// The configured severity of a rule, or `nil` when the rule keeps its own.
    public func severity(of ruleID: String) -> Severity? {
        severities[ruleID]
    }

    /// The keys a configuration may hold besides rule ids, each with what it does (at most 60
    /// characters, for help's columns), in the order help texts list them.
    public static let documentedKeys: [(key: String, meaning: String)] = [
        ("included", "patterns: only the files that match one are validated"),
        ("excluded", "patterns: files never reported on (still evidence)"),
        ("disabled_rules", "rule ids that do not run"),
        ("opt_in_rules", "opt-in rules ('tripkit rules' marks them) that run too"),
        ("only_rules", "exactly these rules, opt-in or not (not with the two above)"),
        ("reporter", "the report format, unless --reporter is given"),
        ("strict", "true: warnings fail the run too, as with --strict"),
        ("baseline", "a baseline file (as --baseline), relative to the configuration"),
        ("limits", "caps on untrusted input by name, e.g. {maxDepth: 100}"),
        ("ios_sdk", "iOS SDK built with, e.g. 26: later SDKs' rules stay warnings"),
        ("localization_helpers", "own lookups taking a key first, e.g. [L10n.tr, localized]"),
    ]

    /// The keys a configuration may hold besides rule ids.
    static let keys = documentedKeys.map(\.key)

    /// The names looked for in the root folder, in order.
    public static let fileNames = [".tripkit.yml", ".tripkit.json"]
}
