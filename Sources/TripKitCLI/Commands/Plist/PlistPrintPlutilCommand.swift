import CommandLineKit

/// `tripkit plist -p FILE...`: plutil's own spelling, with plutil's report: each file's tree in
/// turn, and each file that cannot be read on standard error as macOS's `plutil` writes it,
/// `<file>: <message> at line <N>`, the others still printed; status 1 when any could not be.
/// Hidden from help: `tripkit plist --help` names the spelling.
enum PlistPrintPlutilCommand: Command {
    struct Arguments: ArgumentGroup {
        var files = PlistCommand.filesArgument()
    }

    static let configuration = CommandConfiguration(
        commandName: "-p",
        abstract: "plutil -p: print each property list as a readable tree.",
        isHidden: true, takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        try PlistPrintCommand.print(values.files, json: false, form: .plutil, in: context)
    }
}
