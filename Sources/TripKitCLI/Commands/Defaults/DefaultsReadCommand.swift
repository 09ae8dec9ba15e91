import CommandLineKit
import Defaults

/// `tripkit defaults read [<domain> [<key>]]`.
enum DefaultsReadCommand: Command {
    struct Arguments: ArgumentGroup {
        var domain = Argument<String?>("domain", help: DefaultsCommand.domainHelp)
        var key = Argument<String?>("key", help: "The key whose value to print.")
        var json = Flag("json", help: "Print JSON (every type kept, as 'tripkit plist print --json' writes it).")
        var defaults = DefaultsCommand.Arguments()
    }

    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Print every domain, a domain, or one value.",
        discussion: """
            Domains and containers print as OpenStep text with sorted keys; a single value prints bare (a \
            string without quotes, a boolean as 1 or 0), data as macOS prints it today: {length = 3, bytes = \
            0x010203}, more than 24 bytes shortened to the first 16 and the last 8 around '...'. A missing domain or key is reported on standard \
            error with status 1. With --json, what is read prints as JSON for scripts: a date as \
            {"$date": "..."}, data as {"$data": "<base64>"}, keys sorted.
            """,
        takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        context.finish(
            try DefaultsCommand.tool(values.defaults, context).read(
                domain: values.domain, key: values.key,
                json: values.json))
    }
}
