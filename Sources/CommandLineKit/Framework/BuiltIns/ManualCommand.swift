/// `generate-manpage` (hidden): prints the manual page in roff, for `man -l` or packaging.
enum ManualCommand: Command {
    static let configuration = CommandConfiguration(
        commandName: "generate-manpage",
        abstract: "Print the manual page (roff) for every command.",
        discussion: "Save it to a file and read it with man -l, or install it in a man1 directory.",
        isHidden: true)

    static func run(_ values: ParsedValues<NoArguments>, in context: CommandContext) throws -> ExitCode {
        let page = ManualPage(
            root: context.tool.root, environmentVariables: context.tool.environmentVariables,
            exitStatuses: context.tool.exitStatuses)
        context.output.write(page.render())
        return .success
    }
}
