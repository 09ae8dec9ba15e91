import CommandLineKit
import PropertyList
import RoadTrip

/// `tripkit list`: the destinations, numbered, the remembered one marked.
enum ListCommand: Command {
    struct Arguments: ArgumentGroup {
        var json = Flag("json", help: "Print the destinations as a JSON array.")
        var plain = Flag("plain", help: "Print tab-separated number, name and '*' for the current one.")
        var session = DestinationSession.Options()
    }

    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the destinations, numbered, the current one marked with '*'.")

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        if values.json && values.plain { throw UsageError("--json and --plain cannot be used together.") }
        let session = try DestinationSession(values.session, context)
        let current = try session.currentIndex()
        if values.json {
            let items = session.catalog.destinations.enumerated().map { index, destination in
                DestinationText.json(destination, index: index, isCurrent: index == current)
            }
            context.output.write(try DestinationText.jsonText(.array(items)))
        } else if values.plain {
            context.output.write(DestinationText.plain(session.catalog, current: current))
        } else {
            context.output.write(DestinationText.table(session.catalog, current: current, on: context.output))
        }
        return .success
    }
}
