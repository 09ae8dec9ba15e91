import CommandLineKit
import TripKitCLI

/// A small tool exercising every kind of declaration, the way a later command would use them.
enum Demo: Command {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "A demonstration of the command framework.",
        version: "1.2.3",
        subcommands: [Add.self, Stats.self, Trip.self],
        defaultSubcommand: Add.self)

    static let tool = CommandLineTool(
        root: Demo.self,
        completionProviders: ["destination": { request in
            // Answers differently after --tag, to show the provider sees the words before the current one.
            request.words.last == "--tag" ? ["tagged"] : ["New York City", "San Francisco", "Paris"]
        }])
}

enum Add: Command {
    struct Arguments: ArgumentGroup {
        var hex = Flag("hex-output", short: "x", help: "Use hexadecimal notation for the result.")
        var verbose = Flag("verbose", short: "v", help: "Show the values as well as the sum.")
        var values = Argument<[Int]>("values", help: "A group of integers to operate on.")
    }

    static let configuration = CommandConfiguration(commandName: "add", abstract: "Print the sum of the values.")

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let numbers = values.values
        let sum = numbers.reduce(0, +)
        let text = values.hex ? String(sum, radix: 16) : String(sum)
        let prefix = values.verbose ? numbers.map(String.init).joined(separator: " + ") + " = " : ""
        context.output.write(prefix + text + "\n")
        return .success
    }
}

enum Stats: Command {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Calculate descriptive statistics.", subcommands: [Average.self])
}

enum Average: Command {
    enum Kind: String, CaseIterable, ArgumentValue {
        case mean, median
    }

    struct Arguments: ArgumentGroup {
        var kind = Option<Kind>("kind", short: "k", default: .mean, help: "The kind of average to provide.")
        var values = Argument<[Double]>("values", atLeastOne: true, help: "A group of floating-point values to operate on.")
    }

    static let configuration = CommandConfiguration(
        commandName: "average", abstract: "Print the average of the values.",
        discussion: """
        The mean adds the values and divides by their count; the median is the middle value of the \
        sorted list (the mean of the two middle values for an even count).

          demo stats average 1 2 3
          demo stats average --kind median 1 5 100
        """)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let numbers = values.values.sorted()
        let result: Double
        switch values.kind {
        case .mean:
            result = numbers.reduce(0, +) / Double(numbers.count)
        case .median:
            let middle = numbers.count / 2
            result = numbers.count.isMultiple(of: 2) ? (numbers[middle - 1] + numbers[middle]) / 2 : numbers[middle]
        }
        context.output.write("\(result)\n")
        return .success
    }
}

enum Trip: Command {
    struct Arguments: ArgumentGroup {
        var input = Option<String?>(
            "input", short: "i", valueName: "path", help: "A property list to read.",
            completion: .file(extensions: ["plist", "json"]))
        var directory = Option<String?>(
            "output-directory", short: "o", valueName: "directory", help: "Where to write.", completion: .directory)
        var tags = Option<[String]>("tag", short: "t", help: "A tag for the trip; repeat for more.")
        var days = Option<Int>("days", default: 3, help: "How long the trip lasts.")
        var color = Flag("color", inversion: true, default: true, help: "Colour the output.")
        var quiet = Flag("quiet", short: "q", help: "Print nothing.")
        var secret = Flag("secret", help: "Not shown anywhere.", isHidden: true)
        var destination = Argument<String>(
            "destination", help: "Where to go.", completion: .custom("destination"))
        var stop = Argument<String?>("stop", help: "Where to stop on the way.", completion: .list(["lunch", "fuel"]))
        var notes = Argument<[String]>("notes", help: "Anything else.")
    }

    static let configuration = CommandConfiguration(
        commandName: "trip", abstract: "Plan a trip with options of every kind.")

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        if values.quiet, values.isGiven(\.tags) {
            throw UsageError("--quiet and --tag cannot be used together.")
        }
        let fields = [
            "destination=\(values.destination)",
            "stop=\(values.stop ?? "-")",
            "notes=\(values.notes)",
            "input=\(values.input ?? "-")",
            "directory=\(values.directory ?? "-")",
            "tags=\(values.tags)",
            "days=\(values.days)",
            "color=\(values.color)",
            "quiet=\(values.quiet)",
            "secret=\(values.secret)",
        ]
        context.output.write(fields.joined(separator: "\n") + "\n")
        return .success
    }
}
