/// `completion bash|zsh|fish`: prints the completion script for a shell.
enum CompletionCommand: Command {
    static let shell = Argument<CompletionShell>("shell", help: "The shell to write the script for.")

    static let configuration = CommandConfiguration(
        commandName: "completion",
        abstract: "Print a shell completion script.",
        discussion: """
        The script completes commands, options and their values. Load it for the current session, or \
        save it where the shell looks for completions:

          bash   source <(tripkit completion bash)
          zsh    source <(tripkit completion zsh)
          fish   tripkit completion fish | source
        """)

    static let arguments: [any ArgumentDeclaration] = [shell]

    static func run(_ values: ParsedValues, in context: CommandContext) throws -> ExitCode {
        context.output.write(values[shell].script(for: CompletionTable(root: context.tool.root)))
        return .success
    }
}
