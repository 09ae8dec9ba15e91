/// The subcommands every tool's root gets, after its own.
enum BuiltInCommands {
    static let all: [any Command.Type] = [HelpCommand.self, CompletionCommand.self, ManualCommand.self, CompleteCommand.self]

    /// The completion provider `help` uses for command names, answered by `CompleteCommand` itself.
    static let commandNamesProvider = "__commands"
}
