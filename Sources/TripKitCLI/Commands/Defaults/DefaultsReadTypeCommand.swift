import CommandLineKit
import Defaults

/// `tripkit defaults read-type <domain> <key>`.
enum DefaultsReadTypeCommand: Command {
    struct Arguments: ArgumentGroup {
        var domain = Argument<String>("domain", help: DefaultsCommand.domainHelp)
        var key = Argument<String>("key", help: "The key whose type to print.")
        var defaults = DefaultsCommand.Arguments()
    }

    static let configuration = CommandConfiguration(
        commandName: "read-type",
        abstract: "Print the type of a value: string, integer, float, boolean, date, data, array or dictionary.",
        takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values.defaults, context).readType(domain: values.domain, key: values.key))
    }
}
