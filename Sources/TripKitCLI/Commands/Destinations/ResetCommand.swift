import CommandLineKit
import RoadTrip

/// `tripkit reset`: forget the remembered destination.
enum ResetCommand: Command {
    struct Arguments: ArgumentGroup {
        var storage = DestinationSession.StoreOptions()
    }

    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Forget the chosen destination, so the next run welcomes you and asks again.")

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let preference = try DestinationSession.preference(values.storage, context)
        do {
            try preference.forget()
        } catch {
            throw DestinationFailure.store(error)
        }
        context.error.write("The chosen destination is forgotten; the next run will ask again.\n")
        return .success
    }
}
