import CommandLineKit
import Defaults

/// `tripkit defaults export <domain> <path>`.
enum DefaultsExportCommand: Command {
    struct Arguments: ArgumentGroup {
        var domain = Argument<String>("domain", help: DefaultsCommand.domainHelp)
        var path = Argument<String>(
            "path", help: "The file to write, or - for standard output.", completion: .file(extensions: ["plist"]))
        var defaults = DefaultsCommand.Arguments()
    }

    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a domain as an XML property list.",
        takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values.defaults, context).export(domain: values.domain, to: values.path))
    }
}
