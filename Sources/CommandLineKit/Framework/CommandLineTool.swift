#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A command-line tool: a root command with its tree, plus what only the root knows (custom
/// completion providers, documented environment variables). `run` is the whole program.
///
/// ```swift
/// let tool = CommandLineTool(
///     root: TripKitCommand.self,
///     completionProviders: ["destination": { request in catalogNames(request) }])
/// exit(tool.run(CommandLine.arguments, console: .standard()).rawValue)
/// ```
/// A root with subcommands also gets the built-in subcommands `help`, `completion`, and the hidden
/// `generate-manpage` and `__complete`; a root without subcommands is a command of its own, whose
/// words are its positional arguments (`greet Ada`).
package struct CommandLineTool: Sendable {
    /// The root node, built-ins included.
    let root: CommandNode
    /// Custom completion providers by name (`CompletionKind.custom(name)`).
    package let completionProviders: [String: CompletionProvider]
    /// The environment variables the manual page documents.
    package let environmentVariables: [EnvironmentVariable]
    /// The exit statuses the manual page documents, each with what it means for this tool.
    package let exitStatuses: [(code: ExitCode, meaning: String)]

    /// A tool with a root command.
    ///
    /// - Parameters:
    ///   - root: The root command; its `commandName` is the program name.
    ///   - completionProviders: Providers for `CompletionKind.custom(name)`, by name.
    ///   - environmentVariables: Variables the tool reads, for the manual page (the colour variables
    ///     are added).
    ///   - exitStatuses: The statuses the tool exits with and what each means, for the manual page;
    ///     by default the generic meanings of `ExitCode.documented`.
    package init(
        root: any Command.Type, completionProviders: [String: CompletionProvider] = [:],
        environmentVariables: [EnvironmentVariable] = [],
        exitStatuses: [(code: ExitCode, meaning: String)] = ExitCode.documented
    ) {
        let builtIns = root.configuration.subcommands.isEmpty ? [] : BuiltInCommands.all
        self.root = CommandNode(root, extraSubcommands: builtIns)
        self.completionProviders = completionProviders
        self.environmentVariables = environmentVariables + EnvironmentVariable.colour
        self.exitStatuses = exitStatuses
    }

    /// The program name: the root's `commandName`.
    package var name: String { root.name }

    /// Mistakes in the command data (duplicate names, misplaced positionals, ...); empty when sound.
    package var configurationProblems: [String] {
        root.configurationProblems + completionProblems
    }

    private var completionProblems: [String] {
        root.allNodes.flatMap { node in
            node.arguments.compactMap { spec -> String? in
                guard case .custom(let name) = spec.completion, completionProviders[name] == nil,
                      name != BuiltInCommands.commandNamesProvider else { return nil }
                return "\(node.displayName): \(spec.displayName) completes with '\(name)', which no provider has"
            }
        }
    }

    /// Runs the command line and reports any error; the whole program.
    ///
    /// - Parameters:
    ///   - arguments: `CommandLine.arguments`: the program name, then the words.
    ///   - console: Where to write, and the environment.
    /// - Returns: The exit code.
    package func run(_ arguments: [String], console: Console) -> ExitCode {
        // Even a program run with no words gets its own name. None at all means the system did not
        // hand over the command line: a statically linked Swift program reads it from
        // /proc/self/cmdline, which a chroot may lack. Running the default command then would do
        // something nobody asked for.
        guard !arguments.isEmpty else {
            console.error.write(errorLabel(console) + " cannot read the command line: the system gave no arguments "
                + "(the program reads them from /proc/self/cmdline; is /proc mounted?)\n")
            return .systemError
        }
        let code = runCommand(arguments, console: console)
        return outputFailure(on: console) ?? code
    }

    /// Runs the command line from the bytes the system gave, refusing an argument that is not UTF-8.
    ///
    /// `CommandLine.arguments` repairs such bytes into U+FFFD, so two different keys or domains
    /// would become one and overwrite each other silently: refused with status 64 instead, naming
    /// the argument by its position and showing its bytes.
    ///
    /// - Parameters:
    ///   - rawArguments: Each argument's bytes (`CommandLine.unsafeArgv`), the program name first.
    ///   - console: Where to write, and the environment.
    /// - Returns: The exit code.
    package func run(rawArguments: [[UInt8]], console: Console) -> ExitCode {
        var arguments: [String] = []
        for (position, bytes) in rawArguments.enumerated() {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                let shown = bytes.map { byte in
                    (0x20..<0x7F).contains(byte) && byte != UInt8(ascii: "\\")
                        ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(2)
                }.joined()
                console.error.write(errorLabel(console) + " argument \(position) is not UTF-8: \(shown)\n")
                return .usage
            }
            arguments.append(text)
        }
        return run(arguments, console: console)
    }

    /// Standard output that could not be written fails the run, whatever the command returned, so a CI
    /// job never takes an empty report for a clean one: a closed pipe ends it as SIGPIPE would
    /// (quietly, 141), any other failure (a full disk, `/dev/full`) is reported with status 74.
    private func outputFailure(on console: Console) -> ExitCode? {
        guard let code = console.output.writeFailure else { return nil }
        if code == EPIPE { return .signal(SIGPIPE) }
        let reason = String(cString: strerror(code))
        console.error.write(errorLabel(console) + " cannot write to standard output: \(reason)\n")
        return .cannotWrite
    }

    private func runCommand(_ arguments: [String], console: Console) -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser(root: root).parse(Array(arguments.dropFirst()))
        } catch {
            report(error.error, for: error.node, on: console)
            return .usage
        }
        switch invocation {
        case .help(let node):
            console.output.write(HelpRenderer(node: node, exitStatuses: exitStatuses).render(width: console.output.width))
            return .success
        case .version(let version):
            console.output.write(version + "\n")
            return .success
        case .run(let node, let values):
            let context = CommandContext(console: console, tool: self, node: node)
            do {
                return try node.command.run(with: node.argumentGroup, values, in: context)
            } catch let failure as CommandFailure {
                report(failure, for: node, on: console)
                return failure.exitCode
            } catch {
                console.error.write(errorLabel(console) + " " + UnexpectedErrorText.message(for: error) + "\n")
                return .failure
            }
        }
    }

    /// Writes `Error: <message>`, and for usage errors the usage and a pointer to `--help`.
    private func report(_ failure: some CommandFailure, for node: CommandNode, on console: Console) {
        var text = errorLabel(console) + " " + failure.message + "\n"
        if failure.exitCode == .usage {
            text += Usage(node).lines(label: "Usage: ", width: console.error.width).joined(separator: "\n") + "\n"
            text += "  See '\(node.displayName) --help' for more information.\n"
        }
        console.error.write(text)
    }

    private func errorLabel(_ console: Console) -> String {
        console.error.styled("Error:", [.bold, .red])
    }
}

/// An environment variable the tool reads, as the manual page documents it.
package struct EnvironmentVariable: Hashable, Sendable {
    package let name: String
    package let meaning: String

    package init(_ name: String, _ meaning: String) {
        self.name = name
        self.meaning = meaning
    }

    /// The variables every tool honours for colour.
    static let colour = [
        EnvironmentVariable("NO_COLOR", "When set, to any value, output has no colour."),
        EnvironmentVariable("TERM", "When dumb, output has no colour."),
    ]
}

extension String {
    /// Zeros before the text up to `width` characters.
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
