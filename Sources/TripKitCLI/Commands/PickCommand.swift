import CommandLineKit
/// `__pick <items> ...` (hidden): chooses one of the words in the interactive picker and prints it.
///
/// A picker without a catalog or a store, for trying the picker and for the pseudo-terminal tests.
enum PickCommand: Command {
    struct Arguments: ArgumentGroup {
        var prompt = Option<String>("prompt", default: "Choose one", help: "The question above the list.")
        var initial = Option<Int?>("initial", help: "The number of the item highlighted first.")
        var items = Argument<[String]>("items", atLeastOne: true, help: "The items to choose from.")
    }

    static let configuration = CommandConfiguration(
        commandName: "__pick",
        abstract: "Choose one of the items interactively and print it.",
        discussion: """
        Typing filters, as in fzf: every printable character is filter text (characters in order, \
        best matches first); Backspace edits it, Ctrl-U clears it. Up/Down, Ctrl-P/Ctrl-N or \
        Ctrl-K move; Home/End go to the first and last item. Enter chooses; Esc or Ctrl-C \
        cancels (exit 130).
        """,
        isHidden: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let words = values.items
        guard context.console.isInteractive else {
            throw UsageError("The picker needs a terminal; standard input and standard error are not one.")
        }
        let picker = Picker(
            prompt: values.prompt, items: words.map { PickerItem($0) },
            initialIndex: values.initial.map { $0 - 1 },
            usesColor: context.error.usesColor)
        let terminal = try context.console.openTerminal()
        let outcome = try picker.run(on: terminal)
        if case .chosen(let index) = outcome {
            context.output.write(words[index] + "\n")
        }
        return outcome.exitCode
    }
}
