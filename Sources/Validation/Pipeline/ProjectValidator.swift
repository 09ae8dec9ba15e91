/// The whole of `tripkit validate` below the command line: find the files, read them in parallel,
/// run the rules, apply suppressions and the baseline, and render the report.
///
/// ```swift
/// let validator = ProjectValidator()
/// let configuration = try validator.configuration(explicitPath: nil, workingDirectory: cwd)
/// let outcome = try validator.validate(paths: ["App"], workingDirectory: cwd, configuration: configuration,
///                                      options: ValidationOptions(tool: ToolInfo(version: "1.0")))
/// print(outcome.report, terminator: "")
/// exit(outcome.fails ? 1 : 0)
/// ```
///
/// Errors thrown (`ConfigurationError`, `DiscoveryError`, `BaselineError`) are the tool's own
/// problems, not findings; the command line gives each its exit status.
public struct ProjectValidator: Sendable {
    /// Every rule the validator knows; the configuration chooses which run.
    public let rules: [AnyRule<ValidationProject>]
    /// The rules' descriptions and the engine's own, for configurations and listings.
    public let registry: RuleRegistry

    /// A validator of some rules.
    ///
    /// - Parameter rules: The rules; `StandardRules.all` plus any a module above adds.
    public init(rules: [AnyRule<ValidationProject>] = StandardRules.all) {
        self.rules = rules
        self.registry = RuleRegistry(rules: rules)
    }

    /// The configuration of a run: the file given with `--config`, else `.tripkit.yml` or
    /// `.tripkit.json` in the nearest folder from the working directory up to the project root
    /// the paths belong to (or at that root, when the working directory lies outside it), else
    /// the defaults. With `.isolated` evidence, or no project root found, only the working
    /// directory is looked in.
    ///
    /// - Parameters:
    ///   - explicitPath: The `--config` path, relative to the working directory, if given.
    ///   - workingDirectory: The absolute working directory.
    ///   - paths: The paths given (none means the working directory), whose project root is looked in.
    ///   - evidence: What the run reads, which says where its project root is.
    /// - Returns: The configuration, its `root` made absolute.
    /// - Throws: `ConfigurationError`.
    public func configuration(
        explicitPath: String?, workingDirectory: String, paths: [String] = [], evidence: Evidence = .isolated
    ) throws(ConfigurationError) -> Configuration {
        var path: String? = nil
        if let explicitPath {
            path = Paths.absolute(explicitPath, base: workingDirectory)
        } else {
            for folder in Self.configurationFolders(workingDirectory: workingDirectory, paths: paths, evidence: evidence) {
                path = try Configuration.locate(in: folder)
                if path != nil { break }
            }
        }
        guard let path else { return Configuration() }
        return try Configuration.load(contentsOf: path, registry: registry)
    }

    /// The folders a configuration file is looked for in, nearest first: the working directory
    /// and its parents up to the project root, or the root alone when the working directory is
    /// not inside it.
    static func configurationFolders(workingDirectory: String, paths: [String], evidence: Evidence) -> [String] {
        let cwd = Paths.normalize(workingDirectory)
        let root: String?
        switch evidence {
        case .isolated: root = nil
        case .root(let folder): root = Paths.absolute(folder, base: cwd)
        case .project: root = ProjectRoot.of(Paths.absolute(paths.first ?? ".", base: cwd))
        }
        guard let root, root != cwd else { return [cwd] }
        guard ReportScope(paths: [root]).contains(cwd, workingDirectory: cwd) else { return [root] }
        var folders = [cwd]
        var folder = cwd
        while folder != root, folder != "/" {
            folder = Paths.directory(of: folder)
            folders.append(folder)
        }
        return folders
    }

    /// Validates the files under some paths.
    ///
    /// `options.evidence` says what else is read: nothing (`.isolated`, the default), or the whole
    /// project the paths belong to (`.project`, `.root(_:)`), read once, of which only the findings
    /// in files under the paths are reported.
    ///
    /// ```swift
    /// let outcome = try ProjectValidator().validate(
    ///     paths: ["App"], workingDirectory: "/src/MyApp",
    ///     configuration: Configuration(), options: ValidationOptions(reporter: .sarif))
    /// print(outcome.report)                    // the findings as SARIF
    /// exit(outcome.fails ? 1 : 0)             // 1 when a finding fails the run
    /// ```
    ///
    /// - Parameters:
    ///   - paths: Files and folders, relative to the working directory or absolute; none means the
    ///     working directory.
    ///   - workingDirectory: The absolute working directory; diagnostics name files relative to it.
    ///   - configuration: The configuration (see `configuration(explicitPath:workingDirectory:)`).
    ///   - options: The command line's options.
    /// - Returns: The findings, the rendered report and the exit status.
    /// - Throws: `DiscoveryError` for missing paths or unsupported files, `BaselineError` for an
    ///   unreadable or malformed baseline.
    public func validate(
        paths: [String], workingDirectory: String, configuration: Configuration, options: ValidationOptions
    ) throws -> ValidationOutcome {
        let workingDirectory = Paths.normalize(workingDirectory)
        let options = options.merging(configuration.limits)
        var inputs = try RunInputs(
            paths: paths, evidence: options.evidence,
            discovery: FileDiscovery(workingDirectory: workingDirectory, configuration: configuration))
        options.progress?(.discovered(files: inputs.files.count))
        let baseline: Baseline?
        if let skipped = Self.baselineOutside(options: options, configuration: configuration, workingDirectory: workingDirectory) {
            inputs.resources.skipped.append(skipped)
            baseline = nil
        } else {
            baseline = try loadBaseline(options: options, configuration: configuration, workingDirectory: workingDirectory)
        }
        let reader = ProjectReader(workingDirectory: workingDirectory, storyboardName: options.storyboardName,
                                   progress: options.progress, maxFileSize: options.maxFileSize,
                                   plistOptions: options.plistReaderOptions,
                                   interfaceOptions: options.interfaceReaderOptions,
                                   formatConversionLimit: options.maxFormatConversions,
                                   localizationHelpers: Set(configuration.localizationHelpers))
        var (project, comments) = reader.read(inputs.files, resources: inputs.resources)
        project.iOSSDK = configuration.iOSSDK
        let lines = FileLines(workingDirectory: workingDirectory)
        var validator = Validator(rules: rules, configuration: configuration)
        validator.maxFindingsPerFile = options.maxFindingsPerFile
        validator.review = { project, findings in
            NotBuiltFindings.review(project, DependencyExampleFindings.review(project, findings))
        }
        var result = validator.validate(
            project, comments: comments, lines: lines, baseline: baseline, workingDirectory: workingDirectory)
        if let scope = inputs.scope {
            result = result.keeping {
                scope.contains($0.location.file, workingDirectory: workingDirectory)
                    || options.reachedRules.contains($0.ruleID) && scope.selects($0.location.file, workingDirectory: workingDirectory)
            }
        }
        options.progress?(.validated(findings: result.diagnostics.count))
        let kind = options.reporter ?? configuration.reporter ?? .default
        let report = Report(
            diagnostics: result.diagnostics, rules: registry.rules, workingDirectory: workingDirectory,
            files: inputs.reported.map(\.path), tool: options.tool, lines: lines,
            coverage: Self.coverage(
                of: project, configuration: configuration, scope: inputs.scope, workingDirectory: workingDirectory))
        let strict = options.strict || configuration.strict
        return ValidationOutcome(
            files: inputs.reported, project: project, result: result, reporter: kind, report: kind.reporter.render(report),
            fails: result.fails(strict: strict), lines: lines, workingDirectory: workingDirectory)
    }

    /// The report of a run that has nothing to report on (no file changed, say), in the format the
    /// options or the configuration choose: no findings, no files.
    ///
    /// - Parameters:
    ///   - configuration: The configuration, for its reporter.
    ///   - options: The command line's options.
    ///   - workingDirectory: The absolute working directory.
    /// - Returns: The rendered report.
    public func emptyReport(configuration: Configuration, options: ValidationOptions, workingDirectory: String) -> String {
        let kind = options.reporter ?? configuration.reporter ?? .default
        return kind.reporter.render(Report(
            diagnostics: [], rules: registry.rules, workingDirectory: Paths.normalize(workingDirectory), tool: options.tool))
    }

    /// The configuration's baseline, when it is the one that applies (no `--baseline`) and lies
    /// outside the configuration's folder, itself or through a link: a repository's configuration
    /// could name any file the user may read, so it is not read.
    static func baselineOutside(
        options: ValidationOptions, configuration: Configuration, workingDirectory: String
    ) -> SkippedPath? {
        guard options.baselinePath == nil, let path = configuration.baselinePath, let root = configuration.root else {
            return nil
        }
        let folder = Paths.absolute(root, base: workingDirectory)
        let absolute = Paths.absolute(path, base: workingDirectory)
        let inside = FileBytes.exists(absolute)
            ? FileBytes.leads(absolute, inside: folder) : Paths.lies(absolute, inside: folder)
        guard !inside else { return nil }
        return SkippedPath(
            path: Paths.display(absolute, relativeTo: workingDirectory),
            reason: .baselineOutside(folder: Paths.display(folder, relativeTo: workingDirectory)))
    }

    /// The baseline named by the options, else by the configuration, if any.
    private func loadBaseline(
        options: ValidationOptions, configuration: Configuration, workingDirectory: String
    ) throws(BaselineError) -> Baseline? {
        let path = options.baselinePath ?? configuration.baselinePath
        guard let path else { return nil }
        return try Baseline.load(contentsOf: Paths.absolute(path, base: workingDirectory))
    }
}

/// What a validation run produced.
public struct ValidationOutcome: Sendable {
    /// The files validated (those under the paths given), sorted by path.
    public let files: [DiscoveredFile]
    /// What was read: with whole-project evidence, more than `files`.
    public let project: ValidationProject
    /// The findings reported, and those hidden by suppressions and the baseline.
    public let result: ValidationResult
    /// The format the report is in.
    public let reporter: ReporterKind
    /// The rendered report, for standard output.
    public let report: String
    /// Whether a finding fails the run: an error, or a warning when strict.
    public let fails: Bool
    let lines: FileLines
    let workingDirectory: String

    /// The text of a baseline file recording this run's findings (what `--write-baseline` writes):
    /// every finding not suppressed by a comment, including those the baseline already hid.
    public func baselineText() -> String {
        Baseline(findings: result.unsuppressed, lines: lines, workingDirectory: workingDirectory).encoded()
    }
}
