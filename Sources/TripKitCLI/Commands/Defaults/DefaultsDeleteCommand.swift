import CommandLineKit
import Defaults

/// `tripkit defaults delete <domain> [<key>]`.
enum DefaultsDeleteCommand: Command {
    struct Arguments: ArgumentGroup {
        var domain = Argument<String>("domain", help: DefaultsCommand.domainHelp)
        var key = Argument<String?>("key", help: "The key to remove (all of the domain when absent).")
        var defaults = DefaultsCommand.Arguments()
    }

    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Remove a key, or a whole domain.",
        takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values.defaults, context).delete(domain: values.domain, key: values.key))
    }
}
