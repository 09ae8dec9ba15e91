import CommandLineKit
import Defaults

/// `tripkit defaults domains`.
enum DefaultsDomainsCommand: Command {
    struct Arguments: ArgumentGroup {
        var defaults = DefaultsCommand.Arguments()
    }

    static let configuration = CommandConfiguration(
        commandName: "domains",
        abstract: "List the domains in the store, separated by commas (the global domain left out).")

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values.defaults, context).domains())
    }
}
