import CommandLineKit
import Defaults

/// `tripkit defaults repair <domain>`.
enum DefaultsRepairCommand: Command {
    struct Arguments: ArgumentGroup {
        var domain = Argument<String>("domain", help: DefaultsCommand.domainHelp)
        var defaults = DefaultsCommand.Arguments()
    }

    static let configuration = CommandConfiguration(
        commandName: "repair",
        abstract: "Move a damaged domain file aside so the domain starts afresh.",
        discussion: """
        The file is kept beside the new one as <domain>.plist.corrupt-YYYYMMDD-HHMMSS (UTC), never \
        overwriting an earlier one. A file that reads well is left alone.
        """,
        takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values.defaults, context).repair(domain: values.domain))
    }
}
