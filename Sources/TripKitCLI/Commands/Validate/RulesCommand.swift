import CommandLineKit
import Validation
/// `tripkit rules`: every rule `tripkit validate` knows, with its id, default severity, category
/// and a one-line description (and, for rules that need more than the file they read, the evidence
/// they need before they fire), as a table or as JSON; `tripkit rules RULE` explains one rule, and
/// `--markdown` writes the reference of every rule (`docs/rules.md`). An explanation's prose is
/// wrapped to standard output's width; its examples are not.
enum RulesCommand: Command {
    struct Arguments: ArgumentGroup {
        var json = Flag("json", help: "Print JSON: id, severity, category, optIn, summary and evidence.")
        var markdown = Flag("markdown", help: "Print every rule explained, as Markdown (docs/rules.md).")
        var rule = Argument<String?>(
            "rule", help: "Explain this rule: why it matters, its evidence, a bad and a good example, the fix.")
    }

    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every validation rule and its default severity, or explain one.",
        discussion: """
        Rules marked (opt-in) run only when the configuration names them in opt_in_rules or \
        only_rules; the ids are what disabled_rules, severities and tripkit:disable comments name. \
        An Evidence line says what a rule needs among the files before it fires, and when it \
        reports only a note; a rule without one needs nothing but the file it reads. Given a rule's \
        id, it prints why its findings matter, its evidence, a bad and a good example, how to fix \
        it and where its documentation is (the link JSON findings and SARIF carry).
        """)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let registry = ValidationRuleSet.validator.registry
        if let id = values.rule {
            if values.json || values.markdown { throw UsageError("a rule's explanation is text: give --json or --markdown without a rule") }
            let tool = ToolInfo(version: TripKitCommandLine.version, rulesDocumentationURI: TripKitCommandLine.rulesDocumentationURI)
            guard let text = registry.explanation(of: id, documentationURI: tool.documentationURI(forRule: id)) else {
                let hint = registry.suggestion(for: id).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError("no rule is called '\(id)'\(hint)")
            }
            // Prose wraps to the terminal (80 columns elsewhere); examples stay as written.
            context.output.write(TextWrapping.wrapProse(text, width: context.output.width))
        } else if values.markdown {
            if values.json { throw UsageError("--json and --markdown exclude each other") }
            context.output.write(registry.reference(title: "TripKit rules"))
        } else {
            context.output.write(values.json ? registry.listingJSON() : registry.listing())
        }
        return .success
    }
}
