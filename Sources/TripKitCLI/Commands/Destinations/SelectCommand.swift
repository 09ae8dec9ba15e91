import CommandLineKit
import RoadTrip

/// `tripkit select [NAME|NUMBER]`: remember a destination, named or picked interactively.
enum SelectCommand: Command {
    struct Arguments: ArgumentGroup {
        var session = DestinationSession.Options()
        var input = DestinationChooser.Options()
        var destination = Argument<String?>(
            "destination", help: "A name, a unique beginning of one (any case), or a number from 'tripkit list'.",
            completion: .custom(DestinationCompletion.name))
    }

    static let configuration = CommandConfiguration(
        commandName: "select",
        abstract: "Choose the destination to remember, by name or number, or from a list.",
        discussion: """
        Without a destination, on a terminal, a picker opens, as fzf does: typing filters (letters, \
        digits, anything printable), Up/Down, Ctrl-P/Ctrl-N or Ctrl-K move, Home/End jump to \
        the ends, Enter chooses, Esc or Ctrl-C cancels (status 130, nothing changed). The picker draws \
        on the terminal (/dev/tty), so $(tripkit select) captures only the chosen name, and it opens \
        when standard error is redirected too. Without a terminal, or with --no-input, a destination \
        must be given.
        """)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let session = try DestinationSession(values.session, context)
        if let query = values.destination {
            let found = try session.destination(named: query)
            try session.remember(index: found.index)
            context.output.write(found.destination.name + "\n")
            return .success
        }
        guard DestinationChooser.canAsk(values.input, context) else {
            throw UsageError("No destination given, and \(DestinationChooser.whyNotAsked(values.input)). Pass one: "
                + "tripkit select NAME, or tripkit select NUMBER ('tripkit list' shows them).")
        }
        let current = try session.currentIndex()
        switch try DestinationChooser.choose(in: session, current: current, context) {
        case .chosen(_, let destination):
            context.output.write(destination.name + "\n")
            return .success
        case .cancelled(let code):
            return code
        }
    }
}
