/// The `tripkit` program: its tool definition and the entry point `main.swift` calls.
public enum TripKitCommandLine {
    /// The version `tripkit --version` prints.
    public static let version = "0.1.0"

    /// The tool: the root command and the custom completion providers, by name.
    public static let tool = CommandLineTool(
        root: TripKitCommand.self,
        completionProviders: [
            DestinationCompletion.name: DestinationCompletion.provider { ProcessEnvironment.current() },
        ])

    /// Runs `tripkit` with the process's own console.
    ///
    /// - Parameter arguments: `CommandLine.arguments`.
    /// - Returns: The exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        tool.run(arguments, console: .standard()).rawValue
    }
}
