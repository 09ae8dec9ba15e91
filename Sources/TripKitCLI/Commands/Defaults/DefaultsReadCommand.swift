import CommandLineKit
import Defaults

/// `tripkit defaults read [<domain> [<key>]]`.
enum DefaultsReadCommand: Command {
    static let domain = Argument<String?>("domain", help: DefaultsCommand.domainHelp)
    static let key = Argument<String?>("key", help: "The key whose value to print.")

    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Print every domain, a domain, or one value.",
        discussion: """
        Domains and containers print as OpenStep text with sorted keys; a single value prints bare (a \
        string without quotes, a boolean as 1 or 0). A missing domain or key is reported on standard \
        error with status 1.
        """,
        takesDashedWords: true)

    static let arguments: [any ArgumentDeclaration] = [domain, key]

    static func run(_ values: ParsedValues, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values, context).read(domain: values[domain], key: values[key]))
    }
}
