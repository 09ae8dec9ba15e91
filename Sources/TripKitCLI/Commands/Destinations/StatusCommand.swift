import CommandLineKit
import RoadTrip

/// `tripkit` (`tripkit status`): the current destination; on the first run, the welcome and the picker.
enum StatusCommand: Command {
    struct Arguments: ArgumentGroup {
        var session = DestinationSession.Options()
        var input = DestinationChooser.Options()
    }

    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the current destination, or welcome you and ask for one on the first run.",
        discussion: """
        This is what 'tripkit' runs with no command. When no destination has been chosen yet, it \
        welcomes you to Road Trip and, on a terminal, opens the picker; without a terminal (or with \
        --no-input) it says how to choose and exits with status 1. When the remembered destination \
        is no longer in the catalog, it says so and asks again in the same way.
        """)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let session = try DestinationSession(values.session, context)
        let explanation: String
        switch try session.state() {
        case .chosen(let index, let destination):
            context.output.write(DestinationText.details(destination, number: index + 1, isCurrent: true,
                                                        on: context.output))
            return .success
        case .firstRun:
            explanation = "Welcome to Road Trip! You have not chosen a destination yet."
        case .gone(let remembered):
            explanation = "Your destination, \(remembered), is no longer in \(session.catalogName)."
        }
        guard DestinationChooser.canAsk(values.input, context) else {
            let why = values.input.noInput ? " (--no-input: not asking.)" : ""
            context.error.write(explanation + why + "\n" + DestinationChooser.howToChoose + "\n")
            return .failure
        }
        context.error.write(context.error.styled(explanation, .bold) + "\n")
        switch try DestinationChooser.choose(in: session, current: nil, context) {
        case .chosen(let index, let destination):
            context.output.write(DestinationText.details(destination, number: index + 1, isCurrent: true,
                                                        on: context.output))
            return .success
        case .cancelled(let code):
            context.error.write("Nothing was chosen.\n")
            return code
        }
    }
}
