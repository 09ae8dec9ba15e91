import CommandLineKit
import RoadTrip

/// `tripkit reset`: forget the remembered destination.
enum ResetCommand: Command {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Forget the chosen destination, so the next run welcomes you and asks again.")

    static let arguments: [any ArgumentDeclaration] = [DestinationSession.storeOption]

    static func run(_ values: ParsedValues, in context: CommandContext) throws -> ExitCode {
        let preference = try DestinationSession.preference(values, context)
        do {
            try preference.forget()
        } catch {
            throw DestinationFailure.store(error, writing: true)
        }
        context.error.write("The chosen destination is forgotten; the next run will ask again.\n")
        return .success
    }
}
