/// A command: a type whose configuration and arguments are data, and a `run` that does the work.
///
/// ```swift
/// enum Average: Command {
///     static let kind = Option<Kind>("kind", default: .mean, help: "The kind of average.")
///     static let values = Argument<[Double]>("values", help: "The values.")
///     static let configuration = CommandConfiguration(commandName: "average", abstract: "Print the average.")
///     static let arguments: [any ArgumentDeclaration] = [kind, values]
///
///     static func run(_ values: ParsedValues, in context: CommandContext) throws -> ExitCode {
///         context.output.write("\(values[Self.values].reduce(0, +))\n")
///         return .success
///     }
/// }
/// ```
/// Help, usage, completion scripts and the manual page are all rendered from `configuration` and
/// `arguments`. `-h`/`--help` is added to every command; `--version` to the root when it has a version.
public protocol Command: Sendable {
    /// The name, help text and subcommands.
    static var configuration: CommandConfiguration { get }
    /// The flags, options and positional arguments, in the order help lists them.
    static var arguments: [any ArgumentDeclaration] { get }
    /// Does the work.
    ///
    /// - Parameters:
    ///   - values: The parsed command line.
    ///   - context: The console, the environment and the tool.
    /// - Returns: The exit code.
    /// - Throws: A `CommandFailure` to end with its message and exit code (a `UsageError` also prints
    ///   the usage); any other error ends with its description and exit code 1.
    static func run(_ values: ParsedValues, in context: CommandContext) throws -> ExitCode
}

extension Command {
    public static var arguments: [any ArgumentDeclaration] { [] }

    /// Prints the command's help: what a command that only groups subcommands does when run alone.
    public static func run(_ values: ParsedValues, in context: CommandContext) throws -> ExitCode {
        context.output.write(context.helpText())
        return .success
    }
}
