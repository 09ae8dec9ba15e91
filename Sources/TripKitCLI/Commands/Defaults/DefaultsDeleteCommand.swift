import CommandLineKit
import Defaults

/// `tripkit defaults delete <domain> [<key>]`.
enum DefaultsDeleteCommand: Command {
    static let domain = Argument<String>("domain", help: DefaultsCommand.domainHelp)
    static let key = Argument<String?>("key", help: "The key to remove (all of the domain when absent).")

    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Remove a key, or a whole domain.",
        takesDashedWords: true)

    static let arguments: [any ArgumentDeclaration] = [domain, key]

    static func run(_ values: ParsedValues, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values, context).delete(domain: values[domain], key: values[key]))
    }
}
