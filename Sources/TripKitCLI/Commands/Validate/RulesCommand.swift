import CommandLineKit
/// `tripkit rules`: every rule `tripkit validate` knows, with its id, default severity, category
/// and a one-line description (and, for rules that need more than the file they read, the evidence
/// they need before they fire), as a table or as JSON.
enum RulesCommand: Command {
    struct Arguments: ArgumentGroup {
        var json = Flag("json", help: "Print JSON: id, severity, category, optIn, summary and evidence.")
    }

    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every validation rule and its default severity.",
        discussion: """
        Rules marked (opt-in) run only when the configuration names them in opt_in_rules or \
        only_rules; the ids are what disabled_rules, severities and tripkit:disable comments name. \
        An Evidence line says what a rule needs among the files before it fires, and when it \
        reports only a note; a rule without one needs nothing but the file it reads.
        """)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let registry = ValidationRuleSet.validator.registry
        context.output.write(values.json ? registry.listingJSON() : registry.listing())
        return .success
    }
}
