import CommandLineKit
import Validation

/// `tripkit validate [<path> ...]`: checks storyboards, XIBs, property lists and strings files (and
/// the identifiers Swift and Objective-C sources use) and reports every finding.
///
/// A thin shell over `ProjectValidator`: the command reads the options, finds the configuration,
/// runs the validator with its rules and the Destinations.plist schema rules, writes the report to
/// standard output and returns the exit status the findings give. The tool's own problems go to
/// standard error with exit 64 (usage), 66 (a missing path or baseline), 74 (a baseline that cannot
/// be written) or 78 (a bad configuration).
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
        var quiet = Flag("quiet", short: "q", help: "Show no progress on standard error.")
        var paths = Argument<[String]>(
            "path", help: "Files and folders to validate (default: the current directory).",
            completion: .file(extensions: []))
    }

    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate storyboards, XIBs and property lists.",
        discussion: """
        Walks the paths for .storyboard, .xib, .plist and .strings files (and .swift, .m, .mm and .h \
        sources, whose identifiers are checked against the documents), validates each alone and all \
        together, and prints every finding with its file, line, column and rule id. 'tripkit rules' \
        lists the rules. Paths are shown relative to the current directory.

        The configuration (.tripkit.yml or .tripkit.json in the current directory, or --config) chooses \
        files and rules; an unknown key, a bad value or YAML the reader does not take (anchors, tags, \
        several documents) is an error at its line and column (exit 78). --write-baseline records \
        every finding of this run (no baseline applies) and exits 0; later runs with --baseline, or \
        the configuration's baseline, hide them, even when their lines move.

        Exits 0 without errors (warnings are allowed unless --strict), 1 when there are findings that \
        fail the run, 64 for a usage error, 66 when a path or baseline does not exist, 74 when the \
        baseline cannot be written and 78 for a bad configuration. Progress is shown on standard \
        error only when it is a terminal.

          tripkit validate App --reporter github-actions-logging
          tripkit validate --write-baseline tripkit-baseline.json
        """)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        if values.isGiven(\.baseline), values.isGiven(\.writeBaseline) {
            throw UsageError("--baseline and --write-baseline cannot be used together.")
        }
        let workingDirectory = try WorkingDirectory.current(environment: context.environment)
        let showsProgress = context.error.isTerminal && !values.quiet
        let progress = ValidationProgressLine(stream: context.error)
        defer { progress.finish() }
        let validator = ValidationRuleSet.validator
        let outcome: ValidationOutcome
        do {
            var configuration = try validator.configuration(explicitPath: values.config, workingDirectory: workingDirectory)
            if values.isGiven(\.writeBaseline) {
                // The baseline is being (re)written: it may not exist yet, and the report shows
                // everything it records.
                configuration.baseline = nil
            }
            let options = ValidationOptions(
                reporter: values.reporter, strict: values.strict, baselinePath: values.baseline,
                tool: ToolInfo(version: TripKitCommandLine.version),
                progress: showsProgress ? progress.handler : nil)
            outcome = try validator.validate(
                paths: values.paths, workingDirectory: workingDirectory, configuration: configuration, options: options)
        } catch {
            throw ValidationFailure(error, workingDirectory: workingDirectory) ?? error
        }
        progress.finish()
        if let path = values.writeBaseline {
            try BaselineFileWriter.write(
                outcome.baselineText(), to: CommandPath.absolute(path, workingDirectory: workingDirectory), shownAs: path)
        }
        context.output.write(outcome.report)
        if values.isGiven(\.writeBaseline) { return .success }
        return ExitCode(rawValue: outcome.exitStatus.rawValue)
    }
}
