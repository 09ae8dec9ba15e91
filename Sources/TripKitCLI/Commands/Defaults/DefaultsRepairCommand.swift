import CommandLineKit
import Defaults

/// `tripkit defaults repair <domain>`.
enum DefaultsRepairCommand: Command {
    static let domain = Argument<String>("domain", help: DefaultsCommand.domainHelp)

    static let configuration = CommandConfiguration(
        commandName: "repair",
        abstract: "Move a damaged domain file aside so the domain starts afresh.",
        discussion: """
        The file is kept beside the new one as <domain>.plist.corrupt-YYYYMMDD-HHMMSS (UTC), never \
        overwriting an earlier one. A file that reads well is left alone.
        """,
        takesDashedWords: true)

    static let arguments: [any ArgumentDeclaration] = [domain]

    static func run(_ values: ParsedValues, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values, context).repair(domain: values[domain]))
    }
}
