import CommandLineKit
import Defaults

/// `tripkit defaults rename <domain> <old-key> <new-key>`.
enum DefaultsRenameCommand: Command {
    static let domain = Argument<String>("domain", help: DefaultsCommand.domainHelp)
    static let oldKey = Argument<String>("old-key", help: "The key whose value to move.")
    static let newKey = Argument<String>("new-key", help: "The key to move it to (replacing its value).")

    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Move a value to another key.",
        takesDashedWords: true)

    static let arguments: [any ArgumentDeclaration] = [domain, oldKey, newKey]

    static func run(_ values: ParsedValues, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values, context)
            .rename(domain: values[domain], from: values[oldKey], to: values[newKey]))
    }
}
