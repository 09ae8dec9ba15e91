import CommandLineKit

/// `tripkit plist -lint [-s] FILE...`: plutil's own spelling, with plutil's report. `<file>: OK` on
/// standard output for each good file, each problem on standard error as macOS's `plutil` writes
/// it, `<file>: <message> at line <N>`; status 1 when any file has a problem. Hidden from help:
/// `tripkit plist --help` names the spelling, and `tripkit plist lint` gives the column too.
enum PlistLintPlutilCommand: Command {
    /// `plist lint`'s: `-s` and the files.
    typealias Arguments = PlistLintCommand.Arguments

    static let configuration = CommandConfiguration(
        commandName: "-lint",
        abstract: "plutil -lint: '<file>: OK', or each problem as plutil reports it.",
        isHidden: true, takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        PlistLintCommand.lint(values.files, silent: values.silent, form: .plutil, in: context)
    }
}
