/// `completion bash|zsh|fish`: prints the completion script for a shell.
enum CompletionCommand: Command {
    struct Arguments: ArgumentGroup {
        var shell = Argument<CompletionShell>("shell", help: "The shell to write the script for.")
    }

    static let configuration = CommandConfiguration(
        commandName: "completion",
        abstract: "Print a shell completion script.",
        discussion: """
        The script completes commands, options and their values, including values computed at \
        completion time. Its first lines say how to load it into the current session. To load it in \
        every session, save it where the shell looks for completions: for bash in \
        ~/.local/share/bash-completion/completions/, for zsh as _<program> in a directory of $fpath, \
        for fish in ~/.config/fish/completions/.
        """)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        context.output.write(values.shell.script(for: CompletionTable(root: context.tool.root)))
        return .success
    }
}
