@testable import CommandLineKit
import Testing

/// Small tools of every shape the framework supports, run in-process on a captured console.
@Suite("Sample tools of every shape")
struct SampleToolTests {
    /// A root with positional arguments and no subcommands: a command of its own.
    enum Greet: Command {
        struct Arguments: ArgumentGroup {
            var shout = Flag("shout", short: "s", help: "Greet loudly.")
            var greeting = Option<String>("greeting", default: "Hello", help: "The word to greet with.")
            var name = Argument<String>("name", help: "Who to greet.")
            var others = Argument<[String]>("others", help: "More people.")
        }
        static let configuration = CommandConfiguration(commandName: "greet", abstract: "Greet someone.", version: "2.0")

        static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
            let text = "\(values.greeting), \(([values.name] + values.others).joined(separator: " and "))!"
            context.output.write((values.shout ? text.uppercased() : text) + "\n")
            return .success
        }
    }

    /// A root with subcommands, one of them the default, and an option shared by the root and a subcommand.
    enum Trip: Command {
        /// Shared: declared by the root and by `plan`, so it may come before or after `plan`.
        struct Common: ArgumentGroup {
            var store = Option<String?>("store", valueName: "directory", help: "Where to keep trips.")
        }
        struct Arguments: ArgumentGroup {
            var common = Common()
        }
        static let configuration = CommandConfiguration(
            commandName: "trip", abstract: "Plan trips.", subcommands: [Plan.self, Show.self], defaultSubcommand: Show.self)

        enum Plan: Command {
            struct Arguments: ArgumentGroup {
                var days = Option<Int>("days", default: 3, help: "How long.")
                var tags = Option<[String]>("tag", short: "t", help: "A tag; repeat for more.")
                var common = Common()
                var destination = Argument<String>("destination", help: "Where to go.")
                /// Computed, so not an argument: it reads as absent and is in no help.
                var computed: Flag { Flag("computed", help: "Not declared.") }
            }
            static let configuration = CommandConfiguration(commandName: "plan", abstract: "Plan a trip.")

            static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
                let given = values.isGiven(\.days) ? "given" : "default"
                context.output.write("""
                    \(values.destination) days=\(values.days) (\(given)) tags=\(values.tags) \
                    store=\(values.common.store ?? "-") computed=\(values.computed)

                    """)
                return .success
            }
        }

        enum Show: Command {
            static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the trips.")

            static func run(_ values: ParsedValues<NoArguments>, in context: CommandContext) throws -> ExitCode {
                context.output.write("no trips\n")
                return .success
            }
        }
    }

    /// A parent flag and a child option of the same name: a mistake the data check reports.
    enum Clash: Command {
        struct Arguments: ArgumentGroup {
            var verbose = Flag("verbose", help: "")
        }
        static let configuration = CommandConfiguration(commandName: "clash", subcommands: [Child.self])

        enum Child: Command {
            struct Arguments: ArgumentGroup {
                var verbose = Option<Int?>("verbose", help: "")
            }
            static let configuration = CommandConfiguration(commandName: "child")
        }
    }

    private func run(_ tool: CommandLineTool, _ words: String...) -> (code: ExitCode, output: String, error: String) {
        let capture = ConsoleCapture(isTerminal: false, width: 80, environment: [:])
        let code = tool.run([tool.name] + words, console: capture.console)
        return (code, capture.output, capture.error)
    }

    @Test("a root without subcommands takes its words as positional arguments")
    func leafRoot() {
        let greet = CommandLineTool(root: Greet.self)
        #expect(greet.configurationProblems == [])
        #expect(run(greet, "Ada").output == "Hello, Ada!\n")
        #expect(run(greet, "-s", "--greeting", "Hi", "Ada", "Grace").output == "HI, ADA AND GRACE!\n")
        // No built-in subcommands are added to it: these words are names like any other.
        #expect(run(greet, "help").output == "Hello, help!\n")
        #expect(run(greet, "completion", "bash").output == "Hello, completion and bash!\n")
        #expect(greet.root.subcommands.isEmpty)
        let help = run(greet, "--help")
        #expect(help.code == .success)
        #expect(help.output.contains("USAGE: greet [--shout] [--greeting <greeting>] <name> [<others> ...]"))
        #expect(run(greet, "--version").output == "2.0\n")
        let missing = run(greet)
        #expect(missing.code == .usage)
        #expect(missing.error.hasPrefix("Error: Missing expected argument '<name>'"))
    }

    @Test("a root with subcommands gets help and completion, and runs its default subcommand")
    func rootWithSubcommands() {
        let trip = CommandLineTool(root: Trip.self)
        #expect(trip.configurationProblems == [])
        #expect(trip.root.subcommands.map(\.name) == ["plan", "show", "help", "completion", "generate-manpage", "__complete"])
        #expect(run(trip).output == "no trips\n")
        #expect(run(trip, "help", "plan").output.contains("OVERVIEW: Plan a trip."))
        #expect(run(trip, "completion", "bash").output.contains("complete -F"))
    }

    @Test("every stored declaration is parsed and shown, nested groups included; a computed one is absent")
    func declarationsAreRegistered() {
        let trip = CommandLineTool(root: Trip.self)
        let plan = run(trip, "plan", "Paris", "-t", "a", "--tag", "b", "--days", "5")
        #expect(plan.output == "Paris days=5 (given) tags=[\"a\", \"b\"] store=- computed=false\n")
        #expect(run(trip, "plan", "Rome").output == "Rome days=3 (default) tags=[] store=- computed=false\n")
        let help = run(trip, "plan", "--help").output
        for option in ["--days <days>", "-t, --tag <tag>", "--store <directory>", "<destination>"] {
            #expect(help.contains(option), "\(option) is missing from:\n\(help)")
        }
        #expect(!help.contains("computed"))
        let unknown = run(trip, "plan", "Rome", "--computed")
        #expect(unknown.code == .usage)
        #expect(unknown.error.hasPrefix("Error: Unknown option '--computed'"))
    }

    @Test("an option the root and a subcommand share may come before or after the subcommand's name")
    func sharedOption() {
        let trip = CommandLineTool(root: Trip.self)
        #expect(run(trip, "--store", "/a", "plan", "Oslo").output.contains("store=/a"))
        #expect(run(trip, "plan", "Oslo", "--store", "/b").output.contains("store=/b"))
        #expect(run(trip, "--store", "/a", "plan", "--store", "/b", "Oslo").output.contains("store=/b"))
    }

    @Test("a shared name declared as another kind below is a configuration problem")
    func clash() {
        #expect(CommandLineTool(root: Clash.self).configurationProblems == [
            "clash child: '--verbose' is declared above as another kind of option",
        ])
    }
}
