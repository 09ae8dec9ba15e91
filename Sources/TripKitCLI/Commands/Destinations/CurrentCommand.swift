import CommandLineKit
import RoadTrip

/// `tripkit current`: the remembered destination's name, for scripts.
enum CurrentCommand: Command {
    struct Arguments: ArgumentGroup {
        var json = Flag("json", help: "Print the whole destination as a JSON object.")
        var session = DestinationSession.Options()
    }

    static let configuration = CommandConfiguration(
        commandName: "current",
        abstract: "Print the remembered destination's name; status 1 when none is chosen.")

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let session = try DestinationSession(values.session, context)
        let state = try session.state()
        guard case .chosen(let index, let destination) = state else {
            context.error.write(nothingChosen(state, session))
            return .failure
        }
        if values.json {
            context.output.write(try DestinationText.jsonText(
                DestinationText.json(destination, index: index, isCurrent: true)))
        } else {
            context.output.write(destination.name + "\n")
        }
        return .success
    }

    /// Why there is no current destination, and how to choose one (for standard error).
    static func nothingChosen(_ state: DestinationPreference.State, _ session: DestinationSession) -> String {
        let reason = switch state {
        case .gone(let remembered):
            "The remembered destination, \(remembered), is no longer in \(session.catalogName)."
        default:
            "No destination is chosen yet."
        }
        return reason + "\n" + DestinationChooser.howToChoose + "\n"
    }
}
