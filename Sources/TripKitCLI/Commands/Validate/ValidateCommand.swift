import CommandLineKit
import Validation

/// `tripkit validate [<path> ...]`: checks storyboards, XIBs, property lists and strings files (and
/// the identifiers Swift and Objective-C sources use) and reports every finding.
///
/// A thin shell over `ProjectValidator`: the command reads the options, finds the configuration,
/// runs the validator with its rules and the Destinations.plist schema rules, writes the report to
/// standard output and returns the exit status the findings give. The tool's own problems go to
/// standard error with exit 64 (usage), 66 (a missing path or baseline, or nothing to validate), 74
/// (a baseline that cannot be written) or 78 (a bad configuration).
enum ValidateCommand: Command {
    struct Arguments: ArgumentGroup {
        var reporter = Option<ReporterKind?>(
            "reporter", valueName: "reporter",
            help: "The report format (default: the configuration's, or xcode).")
        var config = Option<String?>(
            "config", valueName: "file",
            help: "The configuration (default: .tripkit.yml or .tripkit.json).",
            completion: .file(extensions: ["yml", "yaml", "json"]))
        var strict = Flag("strict", help: "Fail on warnings too (exit 1).")
        var baseline = Option<String?>(
            "baseline", valueName: "file", help: "Hide the known findings recorded in a baseline file.",
            completion: .file(extensions: ["json"]))
        var writeBaseline = Option<String?>(
            "write-baseline", valueName: "file",
            help: "Record this run's findings in a baseline file, and exit 0.",
            completion: .file(extensions: ["json"]))
        var projectRoot = Option<String?>(
            "project-root", valueName: "dir",
            help: "Read the whole project under this folder as evidence (default: the enclosing git work tree, "
                + "else the folder holding the nearest Xcode project, workspace, Package.swift or project.yml).",
            completion: .directory)
        var isolated = Flag("isolated", help: "Read only the files under the paths given, nothing else of the project.")
        var changedSince = Option<String?>(
            "changed-since", valueName: "revision",
            help: "Report on the files changed since a git revision (and untracked ones), judged with the whole project.")
        var changed = Flag(
            "changed", help: "Report on the changed files a hook passes as paths (else those changed since HEAD), "
                + "judged with the whole project.")
        var quiet = Flag("quiet", short: "q", help: "Show no progress on standard error.")
        var limits = Option<[InputLimitSetting]>(
            "limit", valueName: "name=number",
            help: "Change a cap on untrusted input, e.g. maxFileSize=134217728 (repeatable).",
            discussion: "Caps: " + InputLimit.allCases.map { "\($0.rawValue) (\($0.counted))" }.joined(separator: ", ")
                + ". The configuration's limits mapping sets them too; this option wins.")
        var paths = Argument<[String]>(
            "path", help: "Files and folders to validate (default: the current directory).",
            completion: .file(extensions: []))
    }

    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate storyboards, XIBs and property lists.",
        discussion: """
        Walks the paths for .storyboard, .xib, .plist, .strings, .stringsdict, .xcstrings and .xcprivacy \
        files (and .swift, .m, .mm and .h sources, whose identifiers are checked against the documents, \
        and Xcode projects and .xcconfig files, whose development region, targets and build settings \
        the checks take into account), validates each alone and all \
        together, and prints every finding with its file, line, column and rule id. 'tripkit rules' \
        lists the rules. Paths are shown relative to the current directory.

        The paths decide what is reported; the evidence is the whole project they belong to: the \
        enclosing git work tree, else the folder holding the nearest Xcode project, workspace, \
        Package.swift or project.yml (--project-root chooses it). Every file of it the checks need is \
        read once, so a storyboard, a translation or a target's Info.plist outside the paths is known, \
        and only findings in files under the paths are reported: what a run over the whole project \
        reports for them. --isolated reads the files under the paths alone. A dependency lock file \
        (Podfile.lock, Cartfile.resolved, workspace-state.json) may be given too: it reports the \
        findings at its pins, such as an SDK checked out without its privacy manifest.

        The configuration (.tripkit.yml or .tripkit.json in the current directory or the nearest folder above \
        it up to the project root, or --config) chooses \
        files and rules; an unknown key, a bad value or YAML the reader does not take (anchors, tags, \
        several documents) is an error at its line and column (exit 78). Its keys:

        \(configurationKeys)

        A pattern is relative to the configuration's folder (unless it starts with /): * matches within \
        a name, ** any number of folders, ? one character, [abc] one of a set; a pattern that matches \
        a folder covers everything in it, and patterns apply to files named explicitly too.

        --write-baseline records every finding of this run (no baseline applies) and exits 0; later \
        runs with --baseline, or the configuration's baseline, hide them, even when their lines move.

        --changed-since REV reports on the files changed since a git revision, committed or not, and \
        the untracked ones (under the paths, when some are given), judged with the whole project. \
        --changed takes the paths as the changed files, as a pre-commit hook passes them (files of \
        other kinds are skipped), adding the files deleted since HEAD; without paths it compares the \
        work tree with HEAD. A deleted file, or a \
        changed project.pbxproj, .xcconfig, project.yml (or a spec it includes) or Package.swift, reaches findings in other \
        files: the run then reports on the whole project (or on the paths given). A changed storyboard \
        or XIB reaches the findings of code, and of storyboards, that name identifiers it may have \
        dropped: those are reported wherever they are. No changed file \
        tripkit reads is no error: the report is empty and the exit status 0.

        A run never passes by validating nothing: a path that does not exist, or a folder (the \
        current directory when no path is given) that holds no file to validate or whose files the \
        configuration leaves out, is an error that names it. A file named explicitly that the \
        configuration leaves out is skipped, so a hook may pass every changed file.

        --reporter summary counts the findings per rule and severity, then, when the translation \
        rules run, shows each language's translation coverage: a row a language, with the keys it \
        translates of all the strings tables and String Catalogs judged, the percent (rounded down), \
        and its least translated table; least translated languages first.

        Exits 0 without errors (warnings are allowed unless --strict), 1 when there are findings that \
        fail the run, 64 for a usage error, 66 when a path, the configuration or the baseline cannot \
        be read or there is nothing to validate, 74 when the baseline cannot be written and 78 for a \
        bad configuration or baseline. \
        Progress is shown on standard error only when it is a terminal.

          tripkit validate App --reporter github-actions-logging
          tripkit validate --changed-since origin/main
          tripkit validate --write-baseline tripkit-baseline.json
        """)

    /// The configuration's keys, one a line, from the data the configuration reader checks against,
    /// then a rule's own key.
    private static var configurationKeys: String {
        let rows = Configuration.documentedKeys + [("<rule_id>", "a rule's severity: error, warning or note")]
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 4) + $0.1 }
            .joined(separator: "\n")
    }

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        if values.isGiven(\.baseline), values.isGiven(\.writeBaseline) {
            throw UsageError("--baseline and --write-baseline cannot be used together.")
        }
        if values.isolated, values.isGiven(\.projectRoot) {
            throw UsageError("--isolated and --project-root cannot be used together.")
        }
        if values.changed, values.isGiven(\.changedSince) {
            throw UsageError("--changed and --changed-since cannot be used together.")
        }
        let workingDirectory = try WorkingDirectory.current(environment: context.environment)
        let showsProgress = context.error.isTerminal && !values.quiet
        let progress = ValidationProgressLine(stream: context.error)
        defer { progress.finish() }
        let validator = ValidationRuleSet.validator
        let outcome: ValidationOutcome
        do {
            let evidence: Evidence = values.isolated ? .isolated : values.projectRoot.map(Evidence.root) ?? .project
            var configuration = try validator.configuration(
                explicitPath: values.config, workingDirectory: workingDirectory, paths: values.paths, evidence: evidence)
            if values.isGiven(\.writeBaseline) {
                // The baseline is being (re)written: it may not exist yet, and the report shows
                // everything it records.
                configuration.baseline = nil
            }
            var options = ValidationOptions(
                reporter: values.reporter, strict: values.strict, baselinePath: values.baseline,
                tool: ToolInfo(version: TripKitCommandLine.version,
                              rulesDocumentationURI: TripKitCommandLine.rulesDocumentationURI),
                progress: showsProgress ? progress.handler : nil)
            for setting in values.limits { options.limits[setting.limit] = setting.value }
            options.evidence = evidence
            var paths = values.paths
            if let revision = values.changedSince ?? (values.changed ? "HEAD" : nil) {
                // A hook passes the changed files: --changed takes them as the change.
                let given = values.changed && !values.paths.isEmpty
                let changes = try given
                    ? ChangedFiles.given(values.paths, workingDirectory: workingDirectory, maxFileSize: options.maxFileSize)
                    : ChangedFiles.since(revision, workingDirectory: workingDirectory, maxFileSize: options.maxFileSize)
                paths = changes.paths(within: given ? [] : values.paths, workingDirectory: workingDirectory)
                if !changes.reachesOtherFiles { options.reachedRules = ChangeReach.rules(reachedBy: changes.files) }
                if paths.isEmpty {
                    progress.finish()
                    context.output.write(validator.emptyReport(configuration: configuration, options: options, workingDirectory: workingDirectory))
                    context.error.write("Nothing to validate: no file tripkit reads changed since \(revision).\n")
                    return .success
                }
            }
            outcome = try validator.validate(
                paths: paths, workingDirectory: workingDirectory, configuration: configuration, options: options)
        } catch {
            throw ValidationFailure(error, workingDirectory: workingDirectory) ?? error
        }
        progress.finish()
        if let path = values.writeBaseline {
            try BaselineFileWriter.write(
                outcome.baselineText(), to: CommandPath.absolute(path, workingDirectory: workingDirectory), shownAs: path)
        }
        context.output.write(outcome.report)
        if outcome.files.isEmpty, values.paths.isEmpty || !values.paths.allSatisfy(InputKind.isLockFile) {
            // Only files named explicitly can come to nothing without an error (lock files, which
            // only report the project's findings at their pins, validate no file of their own).
            context.error.write("Nothing was validated: the configuration leaves out every file given.\n")
        }
        if values.isGiven(\.writeBaseline) { return .success }
        return outcome.fails ? .failure : .success
    }
}
