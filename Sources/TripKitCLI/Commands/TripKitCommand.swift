import CommandLineKit
/// The root command, `tripkit`.
///
/// Adding a command to the tool is adding its type to `subcommands` here (help, completion and the
/// manual page follow from its data).
package enum TripKitCommand: Command {
    /// `--destinations` and `--store`, given before the command's name; each command that uses them
    /// declares them too, so they also work after it (`tripkit --store DIR list`, `tripkit list --store DIR`).
    package struct Arguments: ArgumentGroup {
        var session = DestinationSession.Options()
        package init() {}
    }

    package static let configuration = CommandConfiguration(
        commandName: "tripkit",
        abstract: "Work with property lists and Interface Builder files, and pick a road-trip destination.",
        helpFooter: """
        The manual page has every command, the configuration keys and the exit statuses in one place: \
        'man tripkit' once scripts/install has installed it, or 'tripkit generate-manpage | man -l -' \
        before.
        """,
        version: TripKitCommandLine.version,
        versionDetail: "commit \(BuildInfo.commit)",
        subcommands: [
            StatusCommand.self, ListCommand.self, ShowCommand.self, SelectCommand.self, CurrentCommand.self,
            ResetCommand.self, ValidateCommand.self, RulesCommand.self, PlistCommand.self, GraphCommand.self, DefaultsCommand.self, PickCommand.self,
            InstallLinksCommand.self,
        ],
        defaultSubcommand: StatusCommand.self)
}
