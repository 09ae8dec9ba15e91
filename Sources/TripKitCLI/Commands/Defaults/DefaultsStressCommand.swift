import CommandLineKit
import Defaults
import PropertyList

/// `__stress <domain> <id> <count>` (hidden): sets `count` distinct keys and increments the key
/// `counter` `count` times through a read-modify-write, interleaved.
///
/// The load the store's concurrency test puts on the real binary: several of these at once must leave
/// every key and a counter of exactly their sum.
enum DefaultsStressCommand: Command {
    struct Arguments: ArgumentGroup {
        var domain = Argument<String>("domain", help: "The domain to write, by name (-g is not taken here).")
        var id = Argument<String>("id", help: "Distinguishes this writer's keys: p<id>-k<n>.")
        var count = Argument<Int>("count", help: "How many keys to set and increments to make.")
        var defaults = DefaultsCommand.Arguments()
    }

    static let configuration = CommandConfiguration(
        commandName: "__stress",
        abstract: "Set distinct keys and increment a shared counter, for the concurrency test.",
        isHidden: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let defaults = ApplicationDefaults(domain: try DomainName(values.domain), store: try DefaultsCommand.store(values.defaults, context))
        for index in 0..<values.count {
            try defaults.set("value \(index)", forKey: "p\(values.id)-k\(index)")
            try defaults.update { values in
                values["counter"] = .integer((values["counter"]?.int ?? 0) + 1)
            }
        }
        return .success
    }
}
