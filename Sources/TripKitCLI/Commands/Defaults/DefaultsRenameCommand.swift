import CommandLineKit
import Defaults

/// `tripkit defaults rename <domain> <old-key> <new-key>`.
enum DefaultsRenameCommand: Command {
    struct Arguments: ArgumentGroup {
        var domain = Argument<String>("domain", help: DefaultsCommand.domainHelp)
        var oldKey = Argument<String>("old-key", help: "The key whose value to move.")
        var newKey = Argument<String>("new-key", help: "The key to move it to (replacing its value).")
        var defaults = DefaultsCommand.Arguments()
    }

    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Move a value to another key.",
        takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values.defaults, context)
            .rename(domain: values.domain, from: values.oldKey, to: values.newKey))
    }
}
