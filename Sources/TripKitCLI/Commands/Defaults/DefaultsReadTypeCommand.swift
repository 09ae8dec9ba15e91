import CommandLineKit
import Defaults

/// `tripkit defaults read-type <domain> <key>`.
enum DefaultsReadTypeCommand: Command {
    static let domain = Argument<String>("domain", help: DefaultsCommand.domainHelp)
    static let key = Argument<String>("key", help: "The key whose type to print.")

    static let configuration = CommandConfiguration(
        commandName: "read-type",
        abstract: "Print the type of a value: string, integer, float, boolean, date, data, array or dictionary.",
        takesDashedWords: true)

    static let arguments: [any ArgumentDeclaration] = [domain, key]

    static func run(_ values: ParsedValues, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values, context).readType(domain: values[domain], key: values[key]))
    }
}
