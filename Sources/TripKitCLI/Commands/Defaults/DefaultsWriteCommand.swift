import CommandLineKit
import Defaults

/// `tripkit defaults write <domain> <key> [<type>] <value> ...` or `write <domain> <plist>`.
enum DefaultsWriteCommand: Command {
    static let domain = Argument<String>("domain", help: DefaultsCommand.domainHelp)
    static let words = Argument<[String]>(
        "arguments", atLeastOne: true, help: "The key and its value, or a dictionary for the domain.")

    static let configuration = CommandConfiguration(
        commandName: "write",
        abstract: "Set a value, or replace a whole domain; the change is on disk when the command returns.",
        discussion: """
        The arguments after the domain, as macOS defaults takes them:
          <key> <value>                 a string, or a property list when the value
                                        starts with ( { < or " (OpenStep or XML)
          <key> -string <text>          also -int, -float, -bool (true, false, yes,
                                        no), -date (2024-05-17T10:00:00Z), -data (hex)
          <key> -array <item> ...       an array; -array-add appends to one
          <key> -dict <key> <item> ...  a dictionary; -dict-add merges into one
          '{ Key = value; ... }'        the whole domain, replaced
        An item is a value as in the first form, or a type flag and a value (-int 3).
        """,
        takesDashedWords: true)

    static let arguments: [any ArgumentDeclaration] = [domain, words]

    static func run(_ values: ParsedValues, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values, context).write(domain: values[domain], arguments: values[words]))
    }
}
