import CommandLineKit
import Defaults

/// `tripkit defaults find <word>`.
enum DefaultsFindCommand: Command {
    struct Arguments: ArgumentGroup {
        var word = Argument<String>("word", help: "The text to find in keys and string values.")
        var defaults = DefaultsCommand.Arguments()
    }

    static let configuration = CommandConfiguration(
        commandName: "find",
        abstract: "Print the entries of every domain whose key or value contains a word.",
        discussion: "Case is ignored. The status is 1 when nothing matches.",
        takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values.defaults, context).find(values.word))
    }
}
