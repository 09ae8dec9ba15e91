import Foundation
import TestSupport
import Testing
@testable import CommandLineKit
@testable import TripKitCLI

@Suite("Help, usage and error output")
struct HelpTests {
    private static let tools = ["demo": Demo.tool, "tripkit": TripKitCommandLine.tool]

    /// Every command of both tools, hidden ones included: the tool's name and the words that reach it.
    private static let commands: [(tool: String, path: [String])] = tools.keys.sorted().flatMap { name in
        (tools[name]?.root.allNodes ?? []).map { (name, Array($0.path.dropFirst())) }
    }

    @Test("--help of every command matches its golden file", arguments: commands)
    func goldenHelp(tool name: String, path: [String]) throws {
        let tool = try #require(Self.tools[name])
        let outcome = tool.invoke(path + ["--help"])
        #expect(outcome.exitCode == .success)
        #expect(outcome.error == "")
        let file = ([name] + path).joined(separator: "-") + ".txt"
        let golden = Paths.golden.appendingPathComponent("help").appendingPathComponent(file)
        GoldenFile.check(outcome.output, golden: golden)
    }

    @Test("-h, --help and help <command> print the same text", arguments: commands)
    func helpForms(tool name: String, path: [String]) throws {
        let tool = try #require(Self.tools[name])
        let long = tool.invoke(path + ["--help"]).output
        #expect(tool.invoke(path + ["-h"]).output == long)
        #expect(tool.invoke(["help"] + path).output == long)
    }

    @Test("tripkit help and tripkit --help point at the manual page, which does not point at itself")
    func manualPageHint() {
        for words in [["help"], ["--help"], ["-h"]] {
            let help = TripKitCommandLine.tool.invoke(words).output
            #expect(help.hasSuffix("""
                The manual page has every command, the configuration keys and the exit statuses
                in one place: 'man tripkit' once scripts/install has installed it, or 'tripkit
                generate-manpage | man -l -' before.

                """), "tripkit \(words.joined(separator: " "))")
        }
        #expect(!TripKitCommandLine.tool.invoke(["list", "--help"]).output.contains("man tripkit"), "the root's help only")
        #expect(!TripKitCommandLine.tool.invoke(["generate-manpage"]).output.contains("man tripkit"))
    }

    @Test("wraps help to the width it is given")
    func wrapping() {
        let narrow = Demo.tool.invoke(["stats", "average", "--help"], width: 50).output
        let lines = narrow.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 50 || !$0.trimmingCharacters(in: .whitespaces).contains(" ") })
        #expect(lines.contains("  -k, --kind <kind>       The kind of average to"))
        #expect(lines.contains("                          provide. (values: mean,"))
        #expect(lines.contains("                          median; default: mean)"))
        #expect(lines.contains("  demo stats average --kind median 1 5 100"), "examples keep their lines")
    }

    @Test("an error prints Error:, the usage and a pointer to --help on stderr, and exits 64")
    func errorLayout() {
        let outcome = Demo.tool.invoke("trip", "--inptu", "x")
        #expect(outcome == Outcome(exitCode: .usage, output: "", error: """
            Error: Unknown option '--inptu'. Did you mean '--input'?
            Usage: demo trip [--input <path>] [--output-directory <directory>]
                             [--tag <tag> ...] [--days <days>] [--color/--no-color]
                             [--quiet] <destination> [<stop>] [<notes> ...]
              See 'demo trip --help' for more information.

            """))
    }

    @Test("a UsageError thrown by a command is reported like a parse error")
    func usageErrorFromCommand() {
        let outcome = Demo.tool.invoke("trip", "--quiet", "--tag", "x", "Paris")
        #expect(outcome.exitCode == .usage)
        #expect(outcome.error.hasPrefix("Error: --quiet and --tag cannot be used together.\nUsage: demo trip "))
    }

    @Test("a command failure prints only its message and exits with its code")
    func commandFailure() {
        let outcome = Failing.tool.invoke()
        #expect(outcome == Outcome(exitCode: .dataError, output: "", error: "Error: Destinations.plist:3:7: not a number\n"))
        let other = Failing.tool.invoke("--other")
        #expect(other == Outcome(exitCode: .failure, output: "", error: "Error: plain\n"))
    }

    @Test("colours the error label only on a terminal without NO_COLOR or TERM=dumb")
    func errorColour() {
        let coloured = Demo.tool.invoke(["--bad"], isTerminal: true, environment: ["TERM": "xterm"])
        #expect(coloured.error.hasPrefix("\u{1B}[1;31mError:\u{1B}[0m Unknown option"))
        let plain = Demo.tool.invoke(["--bad"], isTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""])
        #expect(plain.error.hasPrefix("Error: Unknown option"))
    }
}

/// A tool whose only command fails with a chosen exit code.
enum Failing: Command {
    struct Unparsable: CommandFailure {
        var exitCode: ExitCode { .dataError }
        var message: String { "Destinations.plist:3:7: not a number" }
    }

    struct Plain: Error, CustomStringConvertible {
        var description: String { "plain" }
    }

    struct Arguments: ArgumentGroup {
        var other = Flag("other", help: "Fail with an error that is not a CommandFailure.")
    }
    static let configuration = CommandConfiguration(commandName: "failing")
    static let tool = CommandLineTool(root: Failing.self)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        if values.other { throw Plain() }
        throw Unparsable()
    }
}
