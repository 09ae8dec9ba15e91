import CommandLineKit
import RoadTrip

/// `tripkit show [NAME|NUMBER]`: one destination in full.
enum ShowCommand: Command {
    struct Arguments: ArgumentGroup {
        var json = Flag("json", help: "Print the destination as a JSON object.")
        var session = DestinationSession.Options()
        var destination = Argument<String?>(
            "destination", help: "A name, a unique beginning of one, or a number from 'tripkit list'; "
                + "the current destination when left out.",
            completion: .custom(DestinationCompletion.name))
    }

    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a destination in full: location, points of interest, events and weather link.")

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let session = try DestinationSession(values.session, context)
        var current: Int?
        let state = try session.state()
        if case .chosen(let index, _) = state { current = index }
        let index: Int
        if let query = values.destination {
            index = try session.destination(named: query).index
        } else if let current {
            index = current
        } else {
            context.error.write(CurrentCommand.nothingChosen(state, session))
            return .failure
        }
        let chosen = session.catalog.destinations[index]
        if values.json {
            context.output.write(try DestinationText.jsonText(
                DestinationText.json(chosen, index: index, isCurrent: index == current)))
        } else {
            context.output.write(DestinationText.details(chosen, number: index + 1, isCurrent: index == current,
                                                        on: context.output))
        }
        return .success
    }
}
