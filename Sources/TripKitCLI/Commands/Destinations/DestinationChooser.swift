import CommandLineKit
import RoadTrip

/// Asks the user to choose a destination in the interactive picker and remembers the choice.
///
/// Used by `tripkit select` without a name and by `tripkit` on the first run (or when the remembered
/// destination has left the catalog). The picker draws on the terminal, never on standard output.
enum DestinationChooser {
    /// What happened.
    enum Outcome {
        case chosen(index: Int, destination: Destination)
        /// Cancelled with Esc or Ctrl-C (or a signal); nothing was changed.
        case cancelled(ExitCode)
    }

    /// `--no-input`: never open the picker, as when there is no terminal.
    struct Options: ArgumentGroup {
        var noInput = Flag("no-input", help: "Never ask interactively; fail instead when a choice is needed.")
    }

    /// Whether the command may open the picker: a terminal is there and `--no-input` was not given.
    static func canAsk(_ values: ParsedValues<Options>, _ context: CommandContext) -> Bool {
        context.console.isInteractive && !values.noInput
    }

    /// Why the picker cannot open, for the message that says what to do instead.
    static func whyNotAsked(_ values: ParsedValues<Options>) -> String {
        values.noInput ? "--no-input forbids asking" : "there is no terminal to choose on"
    }

    /// Opens the picker with the current (or the registered default) destination highlighted.
    ///
    /// - Throws: `DestinationFailure` when the choice cannot be stored; `TerminalError` when the
    ///   terminal cannot be used.
    static func choose(in session: DestinationSession, current: Int?, _ context: CommandContext) throws -> Outcome {
        let items = session.catalog.destinations.enumerated().map { index, destination in
            PickerItem(destination.name, detail: destination.location.subtitle, isMarked: index == current)
        }
        let suggested = current ?? (try? session.preference.suggestedIndex()) ?? 0
        let picker = Picker(
            prompt: "Choose a destination", items: items,
            initialIndex: session.catalog.destinations.indices.contains(suggested) ? suggested : 0,
            usesColor: context.error.usesColor)
        let outcome = try picker.run(on: try context.console.openTerminal())
        guard case .chosen(let index) = outcome else { return .cancelled(outcome.exitCode) }
        try session.remember(index: index)
        return .chosen(index: index, destination: session.catalog.destinations[index])
    }

    /// How to choose without the picker, for messages when it cannot open.
    static let howToChoose = """
        Choose one with 'tripkit select NAME' or 'tripkit select NUMBER' \
        ('tripkit list' shows them), or run 'tripkit select' on a terminal to pick from a list.
        """
}
