import CommandLineKit
import PropertyList
import TextFormats

/// `tripkit plist lint FILE...`: `plutil -lint`, each problem at its file, line and column.
enum PlistLintCommand: Command {
    struct Arguments: ArgumentGroup {
        var silent = Flag("silent", short: "s", help: "Print nothing for files without problems.")
        var files = PlistCommand.filesArgument()
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
        takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        lint(values.files, silent: values.silent, form: .compiler, in: context)
    }

    /// How a problem is reported.
    enum Form {
        /// `<file>:<line>:<column>: error: <message>`, as compilers write it.
        case compiler
        /// `<file>: <message> at line <N>`, as `plutil -lint` writes it on macOS.
        case plutil
    }

    /// Checks each file: `<file>: OK` on standard output for a good one (unless `silent`), each
    /// problem on standard error in `form`.
    ///
    /// - Returns: `.failure` when any file has a problem, else `.success`.
    static func lint(_ files: [String], silent: Bool, form: Form, in context: CommandContext) -> ExitCode {
        let report = { (failure: PlistFailure) in form == .plutil ? failure.plutilLine : failure.lintLine }
        return PlistFile.forEach(files, in: context, report: report) { file, document in
            for duplicate in document.duplicateKeys {
                let first = duplicate.first, place = duplicate.duplicate
                let line = switch form {
                case .compiler:
                    "\(place): error: the key \"\(duplicate.key)\" is repeated (first at line \(first.line), column \(first.column))"
                case .plutil:
                    "\(place.file): the key \"\(duplicate.key)\" is repeated at line \(place.line) (first at line \(first.line))"
                }
                context.error.write(VisibleText.escaped(line) + "\n")
            }
            if document.duplicateKeys.isEmpty, !silent {
                context.output.write(VisibleText.escaped(file == "-" ? PlistFile.standardInputName : file) + ": OK\n")
            }
            return document.duplicateKeys.isEmpty
        }
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

    /// The failure as `plutil` reports a file it cannot use on macOS: `<file>: <message> at line <N>`
    /// (`Info.plist: Found non-key inside <dict> at line 8`), `at byte <N>` in a binary file,
    /// `<file>: <reason>` for one that cannot be read; the file named `<stdin>` for standard input.
    var plutilLine: String {
        guard case .unreadable(let error) = self else { return message }
        let location = error.location
        let place = location.hasLineAndColumn ? " at line \(location.line)"
            : location.isByteOffset ? " at byte \(location.offset)" : ""
        return VisibleText.escaped("\(location.file): \(error.message)\(place)")
    }
}
