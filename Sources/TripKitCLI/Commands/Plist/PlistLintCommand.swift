import CommandLineKit
import PropertyList
import TextFormats

/// `tripkit plist lint FILE...`: `plutil -lint`.
enum PlistLintCommand: Command {
    struct Arguments: ArgumentGroup {
        var silent = Flag("silent", short: "s", help: "Print nothing for files without problems.")
        var files = Argument<[String]>("file", atLeastOne: true, help: PlistCommand.fileHelp,
                                       completion: .file(extensions: ["plist", "strings", "json"]))
    }

    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check that property lists parse, and that no dictionary repeats a key.",
        discussion: """
        Prints '<file>: OK' for each good file on standard output, and each problem on standard \
        error as <file>:<line>:<column>: error: <message>. A key repeated in a dictionary is a \
        problem: readers keep one of the values and silently drop the other. Exits 1 when any file \
        has a problem.
        """,
        takesDashedWords: true, aliases: ["-lint"])

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        var failed = false
        for file in values.files {
            let document: PlistDocument
            do {
                document = try PlistFile.read(file, in: context)
            } catch {
                context.error.write("\(error.lintLine)\n")
                failed = true
                continue
            }
            for duplicate in document.duplicateKeys {
                let first = duplicate.first
                context.error.write(VisibleText.escaped(
                    "\(duplicate.duplicate): error: the key \"\(duplicate.key)\" is repeated (first at line \(first.line), column \(first.column))")
                    + "\n")
                failed = true
            }
            if document.duplicateKeys.isEmpty, !values.silent {
                context.output.write(VisibleText.escaped(file == "-" ? PlistFile.standardInputName : file) + ": OK\n")
            }
        }
        return failed ? .failure : .success
    }
}

extension PlistFailure {
    /// The failure as a compiler-style line: `<file>:<line>:<column>: error: <message>`.
    var lintLine: String {
        if case .unreadable(let error) = self, !error.location.file.isEmpty, error.location.line > 0 {
            return VisibleText.escaped("\(error.location): error: \(error.message)")
        }
        return message
    }
}
