import CommandLineKit
import Defaults

/// `tripkit defaults write <domain> <key> [<type>] <value> ...` or `write <domain> <plist>`.
enum DefaultsWriteCommand: Command {
    struct Arguments: ArgumentGroup {
        var domain = Argument<String>("domain", help: DefaultsCommand.domainHelp)
        var words = Argument<[String]>(
            "arguments", atLeastOne: true, help: "The key and its value, or a dictionary for the domain.")
        var defaults = DefaultsCommand.Arguments()
    }

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

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values.defaults, context).write(domain: values.domain, arguments: values.words))
    }
}
