#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CommandLineKit
import Defaults

/// The `tripkit` program: its tool definition and the entry point `main.swift` calls.
package enum TripKitCommandLine {
    /// The version `tripkit --version` prints: a release build's tag (`vX.Y.Z` on the commit built, see
    /// `scripts/build-info`), else the version the next release is expected to carry.
    package static let version = BuildInfo.release.isEmpty ? "0.1.0" : BuildInfo.release

    /// Where each rule is explained: `docs/rules.md` of the repository, which
    /// `tripkit rules --markdown` writes and a test keeps in step; a rule's section is `#rule_id`.
    package static let rulesDocumentationURI = "https://github.com/tripkit/tripkit/blob/main/docs/rules.md"

    /// Where `tripkit` keeps its defaults: `~/.config/tripkit`, or `$TRIPKIT_STORE`.
    package static let storeLocation = StoreLocation(applicationName: "tripkit", environmentVariable: "TRIPKIT_STORE")

    /// The tool: the root command, the custom completion providers by name, and the environment
    /// variables the commands read (for the manual page).
    package static let tool = CommandLineTool(
        root: TripKitCommand.self,
        completionProviders: [
            DestinationCompletion.name: DestinationCompletion.provider { ProcessEnvironment.current() },
        ],
        environmentVariables: [
            EnvironmentVariable(DestinationSession.environmentVariable,
                                "The destinations file to read when --destinations is not given."),
            EnvironmentVariable("TRIPKIT_STORE",
                                "The store directory when --store is not given."),
            EnvironmentVariable(LockWaiting.environmentVariable,
                                "Seconds a store writer waits for another process's lock before giving up (default 120); "
                                    + "it says it is waiting after one second."),
            EnvironmentVariable("XDG_CONFIG_HOME",
                                "When absolute, and neither --store nor TRIPKIT_STORE is given, the store is $XDG_CONFIG_HOME/tripkit."),
            EnvironmentVariable("HOME", "Otherwise the store is $HOME/.config/tripkit."),
        ],
        exitStatuses: exitStatuses)

    /// One status per kind of mistake, whichever command meets it: what the manual page's EXIT
    /// STATUS section and the README's table say.
    package static let exitStatuses: [(code: ExitCode, meaning: String)] = [
        (.success, "Success; for validate, no finding fails the run (warnings pass unless strict)."),
        (.failure, "Validate's findings fail the run; or what was asked for is not there: no destination is "
            + "chosen (status, current, show) or none has the name given (select, show), or the defaults "
            + "domain or key does not exist; for the plist commands, as for plutil, any failure: a file that "
            + "does not parse or cannot be read or written, a keypath that leads nowhere, files that differ "
            + "(diff) or would change (format --check)."),
        (.usage, "The command line is wrong: an unknown option, a missing or bad value, an unexpected "
            + "argument, a file of a kind validate does not read."),
        (.dataError, "A file does not parse or does not hold what it should: the destinations catalog, "
            + "a property list to import, a damaged store file (tripkit defaults repair DOMAIN moves it aside)."),
        (.noInput, "An input is missing or cannot be read, a directory among them where a file is expected: "
            + "a path to validate, the configuration, the baseline, the destinations catalog, a file to "
            + "import, the store directory; or validate has nothing to validate."),
        (.systemError, "The system did not give tripkit its command line: a chroot without /proc, from "
            + "which the statically linked release binary reads it."),
        (.cannotWrite, "An output cannot be written: standard output (a full disk, /dev/full), the store, "
            + "the baseline to write, the file to export."),
        (.configuration, "A bad configuration: an unknown key or a bad value in the configuration or the "
            + "baseline, at its line and column; or no place for the store (no home directory)."),
        (.cancelled, "Cancelled with Esc or Ctrl-C in the picker; nothing was changed."),
        (.signal(SIGPIPE), "Standard output was closed early (a pipe into head): ended as SIGPIPE would, quietly."),
    ]

    /// Runs `tripkit` with the process's own console.
    ///
    /// - Parameter arguments: Each argument's bytes, from `CommandLine.unsafeArgv`; one that is not
    ///   UTF-8 is refused (status 64).
    /// - Returns: The exit status.
    package static func main(_ arguments: [[UInt8]]) -> Int32 {
        // Past a file-size limit (`ulimit -f`) SIGXFSZ's default action kills the process in the
        // middle of a store write with no message; ignored, the `write` fails with EFBIG, which the
        // store reports as a typed error, the old value still in place.
        signal(SIGXFSZ, SIG_IGN)
        // Run as `plutil` or `defaults` (a link from install-links), it answers as that tool.
        return tool.run(rawArguments: commandLine(for: arguments), console: .standard()).rawValue
    }

    /// The command line `tripkit` runs for the one it was given: a tool's words under its name
    /// (`Personality`), and macOS's `defaults -currentHost` and `-host NAME` as our options.
    static func commandLine(for arguments: [[UInt8]]) -> [[UInt8]] {
        let words = Personality.commandLine(for: arguments)
        guard words.count > 1, words[1] == Array("defaults".utf8) else { return words }
        return [words[0]] + DefaultsCommand.spellingHostOptions(words[1...])
    }
}
