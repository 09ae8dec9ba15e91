/// `__complete <provider> -- <words...>` (hidden): what the completion scripts call for
/// `CompletionKind.custom` values. Prints the provider's candidates that start with the last word
/// (ignoring case), one per line.
enum CompleteCommand: Command {
    struct Arguments: ArgumentGroup {
        var provider = Argument<String>("provider", help: "The name of the completion provider.")
        var words = Argument<[String]>(
            "words", help: "The words on the command line after the program name, the current one last.")
    }

    static let configuration = CommandConfiguration(
        commandName: "__complete", abstract: "Print completion candidates (used by the completion scripts).",
        isHidden: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let name = values.provider
        let words = values.words
        let request = CompletionRequest(words: Array(words.dropLast()), current: words.last ?? "")
        let candidates: [String]
        if name == BuiltInCommands.commandNamesProvider {
            candidates = commandNames(for: request, root: context.tool.root)
        } else if let provide = context.tool.completionProviders[name] {
            candidates = provide(request)
        } else {
            throw UsageError("No completion provider is named '\(name)'.")
        }
        let prefix = request.current.lowercased()
        for candidate in candidates where candidate.lowercased().hasPrefix(prefix) {
            context.output.write(candidate + "\n")
        }
        return .success
    }

    /// For `help`: the subcommands of the command named by the words after `help`.
    private static func commandNames(for request: CompletionRequest, root: CommandNode) -> [String] {
        guard let help = request.words.firstIndex(of: HelpCommand.configuration.commandName) else {
            return root.visibleSubcommands.map(\.name)
        }
        let names = request.words[(help + 1)...].filter { !$0.hasPrefix("-") }
        guard case .success(let node) = root.descendant(at: names) else { return [] }
        return node.visibleSubcommands.map(\.name)
    }
}
