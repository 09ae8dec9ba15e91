import CommandLineKit
import Defaults
import TextFormats

/// `tripkit defaults`: the defaults store, in the shape of macOS `defaults`.
///
/// Only groups its subcommands; run alone it prints its help. The store directory comes from
/// `--store`, then `TRIPKIT_STORE`, then `$XDG_CONFIG_HOME/tripkit` or `~/.config/tripkit`.
enum DefaultsCommand: Command {
    /// `--store DIR`, which every defaults subcommand also takes (before or after its name).
    struct Arguments: ArgumentGroup {
        var store = Option<String?>(
            "store", valueName: "directory",
            help: "Use this store directory instead of the default one.",
            completion: .directory)
        var currentHost = Flag(
            "current-host",
            help: "macOS's -currentHost, accepted: there is one host here, so it changes nothing (a note says so).")
        var host = Option<String?>(
            "host", valueName: "hostname",
            help: "macOS's -host NAME, accepted: there is one host here, so it changes nothing (a note says so).")
    }

    static let configuration = CommandConfiguration(
        commandName: "defaults",
        abstract: "Read and write the defaults store, as macOS defaults does.",
        discussion: """
            Each domain is an XML property list, <domain>.plist, in the store directory (mode 0700, files 0600): \
            --store, else $TRIPKIT_STORE, else $XDG_CONFIG_HOME/tripkit, else ~/.config/tripkit. \
            Every write is on disk when the command returns, and several processes may write at once without \
            losing a change. A domain is named like com.example.roadtrip; -g or NSGlobalDomain names the \
            global domain. macOS's -currentHost and -host NAME are taken before the verb (also spelled \
            --current-host, --host NAME): there is one host here, whose domains they name, and a note on \
            standard error says so.

            A file that does not parse is never overwritten: commands on its domain fail with its position, \
            and 'tripkit defaults repair <domain>' moves it aside so the domain starts afresh.
            """,
        subcommands: [
            DefaultsReadCommand.self, DefaultsReadTypeCommand.self, DefaultsWriteCommand.self,
            DefaultsDeleteCommand.self, DefaultsRenameCommand.self, DefaultsDomainsCommand.self,
            DefaultsFindCommand.self, DefaultsExportCommand.self, DefaultsImportCommand.self,
            DefaultsRepairCommand.self, DefaultsStressCommand.self,
        ])

    /// The help line of every domain argument.
    static let domainHelp =
        "A domain, -g for the global domain, or the absolute path of a property list (.plist added)."

    /// The store the command line and the environment choose.
    ///
    /// - Throws: `StoreLocationError` when no directory can be chosen.
    static func store(_ values: ParsedValues<Arguments>, _ context: CommandContext) throws -> DefaultsStore {
        if let note = hostNote(currentHost: values.currentHost, host: values.host) { context.error.write(note + "\n") }
        return try DefaultsStore(
            location: TripKitCommandLine.storeLocation, override: values.store, environment: context.environment,
            lockWaiting: .commandLine(context))
    }

    /// What `-currentHost` or `-host NAME` gets: a note that there is one host, or `nil` when neither is given.
    static func hostNote(currentHost: Bool, host: String?) -> String? {
        if let host {
            return
                "note: -host \(host): there is one host here; this machine's domains are used, and \(host) is not contacted"
        }
        return currentHost
            ? "note: -currentHost: there is one host here; its domains are the ones used without it" : nil
    }

    /// The words of a `defaults` command line with macOS's host options, `-currentHost` and `-host
    /// NAME` before the verb, spelled as this command line reads them (`--current-host`, `--host NAME`).
    ///
    /// - Parameter arguments: The words after the program name, from `defaults` on.
    static func spellingHostOptions(_ arguments: ArraySlice<[UInt8]>) -> [[UInt8]] {
        var words = Array(arguments)
        var index = words.startIndex + 1
        while index < words.count, words[index].first == UInt8(ascii: "-") {
            switch String(decoding: words[index], as: UTF8.self) {
            case "-currentHost": words[index] = Array("--current-host".utf8)
            case "-host":
                words[index] = Array("--host".utf8)
                index += 1
            case "--store", "--host": index += 1
            default: break
            }
            index += 1
        }
        return words
    }

    /// The commands over the chosen store.
    static func tool(_ values: ParsedValues<Arguments>, _ context: CommandContext) throws -> DefaultsTool {
        DefaultsTool(store: try store(values, context))
    }
}

extension StoreLocationError: CommandFailure {
    package var exitCode: ExitCode { .configuration }
    package var message: String { description }
}

extension CommandContext {
    /// Writes what a defaults command produced and returns its status.
    func finish(_ result: DefaultsToolResult) -> ExitCode {
        if !result.output.isEmpty { output.write(result.output) }
        // Messages name domains and files whose names may hold control characters: each line is
        // printed with them escaped, as the reporters print them.
        if !result.errorOutput.isEmpty {
            error.write(result.errorOutput.split(separator: "\n", omittingEmptySubsequences: false)
                .map { VisibleText.escaped(String($0)) }.joined(separator: "\n"))
        }
        return ExitCode(rawValue: result.status.rawValue)
    }
}
