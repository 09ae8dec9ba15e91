import CommandLineKit
import Defaults

/// `tripkit defaults export <domain> <path>`.
enum DefaultsExportCommand: Command {
    static let domain = Argument<String>("domain", help: DefaultsCommand.domainHelp)
    static let path = Argument<String>(
        "path", help: "The file to write, or - for standard output.", completion: .file(extensions: ["plist"]))

    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a domain as an XML property list.",
        takesDashedWords: true)

    static let arguments: [any ArgumentDeclaration] = [domain, path]

    static func run(_ values: ParsedValues, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values, context).export(domain: values[domain], to: values[path]))
    }
}
