#if canImport(Glibc)
import Glibc
#endif
import CommandLineKit
import Defaults

/// The `tripkit` program: its tool definition and the entry point `main.swift` calls.
public enum TripKitCommandLine {
    /// The version `tripkit --version` prints.
    public static let version = "0.1.0"

    /// Where `tripkit` keeps its defaults: `~/.config/tripkit`, or `$TRIPKIT_STORE`.
    public static let storeLocation = StoreLocation(applicationName: "tripkit", environmentVariable: "TRIPKIT_STORE")

    /// The tool: the root command, the custom completion providers by name, and the environment
    /// variables the commands read (for the manual page).
    public static let tool = CommandLineTool(
        root: TripKitCommand.self,
        completionProviders: [
            DestinationCompletion.name: DestinationCompletion.provider { ProcessEnvironment.current() },
        ],
        environmentVariables: [
            EnvironmentVariable(DestinationSession.environmentVariable,
                                "The destinations file to read when --destinations is not given."),
            EnvironmentVariable("TRIPKIT_STORE",
                                "The store directory when --store is not given."),
            EnvironmentVariable("XDG_CONFIG_HOME",
                                "When absolute, and neither --store nor TRIPKIT_STORE is given, the store is $XDG_CONFIG_HOME/tripkit."),
            EnvironmentVariable("HOME", "Otherwise the store is $HOME/.config/tripkit."),
        ])

    /// Runs `tripkit` with the process's own console.
    ///
    /// - Parameter arguments: `CommandLine.arguments`.
    /// - Returns: The exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        // Past a file-size limit (`ulimit -f`) SIGXFSZ's default action kills the process in the
        // middle of a store write with no message; ignored, the `write` fails with EFBIG, which the
        // store reports as a typed error, the old value still in place.
        signal(SIGXFSZ, SIG_IGN)
        return tool.run(arguments, console: .standard()).rawValue
    }
}
