import Testing
@testable import CommandLineKit
@testable import TripKitCLI

@Suite("Parsing the command line")
struct ParsingTests {
    private let tool = Demo.tool

    /// The lines `trip` prints, as a dictionary.
    private func tripFields(_ words: [String]) -> [String: String] {
        let outcome = tool.invoke(["trip"] + words)
        #expect(outcome.exitCode == .success, "stderr: \(outcome.error)")
        var fields: [String: String] = [:]
        for line in outcome.output.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        return fields
    }

    @Test("reads option values in every accepted form", arguments: [
        ["--input", "a.plist", "Paris"],
        ["--input=a.plist", "Paris"],
        ["-i", "a.plist", "Paris"],
        ["-ia.plist", "Paris"],
        ["Paris", "--input", "a.plist"],
    ])
    func optionForms(words: [String]) {
        let fields = tripFields(words)
        #expect(fields["input"] == "a.plist")
        #expect(fields["destination"] == "Paris")
    }

    @Test("applies defaults when nothing is given")
    func defaults() {
        let fields = tripFields(["Paris"])
        #expect(fields == [
            "destination": "Paris", "stop": "-", "notes": "[]", "input": "-", "directory": "-",
            "tags": "[]", "days": "3", "color": "true", "quiet": "false", "secret": "false",
        ])
    }

    @Test("keeps every value of a repeated option in order, and the last of a single one")
    func repeatedOptions() {
        let fields = tripFields(["-t", "a", "--tag", "b", "--tag=c", "--days", "4", "--days", "5", "Paris"])
        #expect(fields["tags"] == #"["a", "b", "c"]"#)
        #expect(fields["days"] == "5")
    }

    @Test("groups short flags, with a value-taking option last")
    func groupedShortFlags() {
        let outcome = tool.invoke("add", "-xv", "10", "6")
        #expect(outcome.output == "10 + 6 = 10\n")
        let fields = tripFields(["-qo", "out", "Paris"])
        #expect(fields["quiet"] == "true")
        #expect(fields["directory"] == "out")
    }

    @Test("turns an inverted flag off, and the last occurrence wins")
    func inversion() {
        #expect(tripFields(["--no-color", "Paris"])["color"] == "false")
        #expect(tripFields(["--no-color", "--color", "Paris"])["color"] == "true")
    }

    @Test("fills required, optional and variadic positionals in order")
    func positionals() {
        let fields = tripFields(["Paris", "lunch", "one", "two"])
        #expect(fields["destination"] == "Paris")
        #expect(fields["stop"] == "lunch")
        #expect(fields["notes"] == #"["one", "two"]"#)
    }

    @Test("treats everything after -- as positionals")
    func terminator() {
        let fields = tripFields(["--", "--input", "-x", "--"])
        #expect(fields["destination"] == "--input")
        #expect(fields["stop"] == "-x")
        #expect(fields["notes"] == #"["--"]"#)
        #expect(fields["input"] == "-")
    }

    @Test("takes a lone dash and negative numbers as words")
    func dashWords() {
        #expect(tool.invoke("add", "-5", "3").output == "-2\n")
        #expect(tripFields(["-"])["destination"] == "-")
    }

    @Test("descends into named subcommands and converts typed values")
    func subcommands() {
        #expect(tool.invoke("stats", "average", "1", "2", "6").output == "3.0\n")
        #expect(tool.invoke("stats", "average", "--kind", "median", "1", "2", "6", "7").output == "4.0\n")
        #expect(tool.invoke("stats", "average", "-kmedian", "1", "5", "100").output == "5.0\n")
    }

    @Test("passes words and options the root does not know to the default subcommand")
    func defaultSubcommand() {
        #expect(tool.invoke("1", "2", "3").output == "6\n")
        #expect(tool.invoke("-x", "255").output == "ff\n")
        #expect(tool.invoke([]).output == "0\n")
    }

    @Test("shows help for -h and --help anywhere, and the version for --version on the root")
    func builtIns() {
        let help = tool.invoke("stats", "average", "--help").output
        #expect(help.hasPrefix("OVERVIEW: Print the average of the values."))
        #expect(tool.invoke("stats", "average", "1", "-h").output == help)
        #expect(tool.invoke("help", "stats", "average").output == help)
        #expect(tool.invoke("--version") == Outcome(exitCode: .success, output: "1.2.3\n", error: ""))
    }

    @Test("a group run alone prints its help")
    func groupAlone() {
        let outcome = tool.invoke("stats")
        #expect(outcome.exitCode == .success)
        #expect(outcome.output == tool.invoke("stats", "--help").output)
    }

    @Test("refuses bad command lines with a message naming the word at fault", arguments: [
        (["trip", "--inptu", "x", "Paris"], ParseError.unknownOption("--inptu", suggestion: "--input")),
        (["trip", "--frobnicate", "Paris"], .unknownOption("--frobnicate", suggestion: nil)),
        (["trip", "-z", "Paris"], .unknownOption("-z", suggestion: nil)),
        (["trip", "Paris", "--input"], .missingValue(option: "--input <path>")),
        (["trip", "--input", "--quiet", "Paris"], .missingValue(option: "--input <path>")),
        (["trip", "--days", "three", "Paris"], .invalidValue("three", argument: "--days <days>", expectation: "an integer")),
        (["trip", "--quiet=yes", "Paris"], .unexpectedValue("yes", flag: "--quiet")),
        (["trip"], .missingArgument("<destination>")),
        (["stats", "average"], .missingArgument("<values>")),
        (["stats", "average", "--kind", "mode", "1"], .invalidValue("mode", argument: "--kind <kind>", expectation: "one of: mean, median")),
        (["stats", "averag"], .unknownSubcommand("averag", suggestion: "average")),
        (["stats", "frobnicate"], .unknownSubcommand("frobnicate", suggestion: nil)),
        (["add", "x"], .invalidValue("x", argument: "<values>", expectation: "an integer")),
        (["help", "stast"], .unknownSubcommand("stast", suggestion: "stats")),
    ] as [([String], ParseError)])
    func errors(words: [String], expected: ParseError) {
        let outcome = tool.invoke(words)
        #expect(outcome.exitCode == .usage)
        #expect(outcome.output == "")
        #expect(outcome.error.hasPrefix("Error: " + expected.message + "\n"), "\(outcome.error)")
    }

    @Test("suggests a subcommand for a word the default subcommand cannot take")
    func suggestionThroughDefault() {
        let outcome = Average.stubTool.invoke("averag")
        #expect(outcome.error.hasPrefix("Error: Unknown subcommand 'averag'. Did you mean 'average'?\n"))
    }

    @Test("the demo and tripkit command data have no configuration problems")
    func soundConfiguration() {
        #expect(Demo.tool.configurationProblems == [])
        #expect(TripKitCommandLine.tool.configurationProblems == [])
    }

    @Test("reports duplicate names, misplaced positionals and missing providers")
    func configurationProblems() {
        #expect(Broken.tool.configurationProblems == [
            "broken: a command with subcommands cannot take positional arguments",
            "broken: the default subcommand 'elsewhere' is not one of its subcommands",
            "broken sub: the option name '--twice' is declared twice",
            "broken sub: the positional '<first>' is out of order",
            "broken sub: <first> completes with 'nowhere', which no provider has",
        ])
    }
}

extension Average {
    /// A root whose default subcommand takes no positionals, to test suggestions through it.
    enum Root: Command {
        static let configuration = CommandConfiguration(
            commandName: "stub", subcommands: [Average.self, Quiet.self], defaultSubcommand: Quiet.self)
    }

    enum Quiet: Command {
        static let configuration = CommandConfiguration(commandName: "quiet")
        static func run(_ values: ParsedValues<NoArguments>, in context: CommandContext) throws -> ExitCode { .success }
    }

    static let stubTool = CommandLineTool(root: Root.self)
}

/// A root and a subcommand with mistakes in their data.
enum Broken: Command {
    static let configuration = CommandConfiguration(
        commandName: "broken", subcommands: [Sub.self], defaultSubcommand: Elsewhere.self)
    struct Arguments: ArgumentGroup {
        var word = Argument<String?>("word", help: "")
    }
    static let tool = CommandLineTool(root: Broken.self)

    enum Sub: Command {
        static let configuration = CommandConfiguration(commandName: "sub")
        struct Arguments: ArgumentGroup {
            var twice = Flag("twice", help: "")
            var twiceAgain = Option<String?>("twice", help: "")
            var rest = Argument<[String]>("rest", help: "")
            var first = Argument<String>("first", help: "", completion: .custom("nowhere"))
        }
    }

    enum Elsewhere: Command {
        static let configuration = CommandConfiguration(commandName: "elsewhere")
    }
}
