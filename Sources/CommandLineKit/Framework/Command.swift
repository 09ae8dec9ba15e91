/// A command: a type whose configuration and arguments are data, and a `run` that does the work.
///
/// ```swift
/// enum Average: Command {
///     struct Arguments: ArgumentGroup {
///         var kind = Option<Kind>("kind", default: .mean, help: "The kind of average.")
///         var values = Argument<[Double]>("values", help: "The values.")
///     }
///     static let configuration = CommandConfiguration(commandName: "average", abstract: "Print the average.")
///
///     static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
///         context.output.write("\(values.values.reduce(0, +))\n")
///         return .success
///     }
/// }
/// ```
/// Help, usage, completion scripts and the manual page are all rendered from `configuration` and the
/// stored properties of `Arguments` (see `ArgumentGroup`). `-h`/`--help` is added to every command;
/// `--version` to the root when it has a version. A command without arguments leaves `Arguments` out.
package protocol Command: Sendable {
    /// The flags, options and positional arguments, as stored properties in the order help lists them.
    associatedtype Arguments: ArgumentGroup = NoArguments
    /// The name, help text and subcommands.
    static var configuration: CommandConfiguration { get }
    /// Does the work.
    ///
    /// - Parameters:
    ///   - values: The parsed command line, read by the names of `Arguments`' properties.
    ///   - context: The console, the environment and the tool.
    /// - Returns: The exit code.
    /// - Throws: A `CommandFailure` to end with its message and exit code (a `UsageError` also prints
    ///   the usage); any other error ends with its description and exit code 1.
    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode
}

extension Command {
    /// Prints the command's help: what a command that only groups subcommands does when run alone.
    package static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        context.output.write(context.helpText())
        return .success
    }

    /// A fresh group of the command's declarations, for its node.
    static func makeArguments() -> any ArgumentGroup { Arguments() }

    /// Runs the command with the group its node was built from.
    static func run(with arguments: any ArgumentGroup, _ store: ParsedStore, in context: CommandContext) throws -> ExitCode {
        guard let arguments = arguments as? Arguments else {
            preconditionFailure("a node of \(Self.self) holds another command's arguments")
        }
        return try run(ParsedValues(arguments: arguments, store: store), in: context)
    }
}
