/// `help [<subcommands> ...]`: the help of the root or of the named command.
enum HelpCommand: Command {
    struct Arguments: ArgumentGroup {
        var subcommands = Argument<[String]>(
            "subcommands", help: "The command to show help for, and its subcommands.",
            completion: .custom(BuiltInCommands.commandNamesProvider))
    }

    static let configuration = CommandConfiguration(
        commandName: "help", abstract: "Show help for a command or one of its subcommands.",
        // A hidden command may be named with a dash (`help plist -convert`); -h still asks for help.
        takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let node = try context.tool.root.descendant(at: values.subcommands).get()
        context.output.write(HelpRenderer(node: node, exitStatuses: context.tool.exitStatuses).render(width: context.output.width))
        return .success
    }
}
