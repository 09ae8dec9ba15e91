import CommandLineKit
import PropertyList

/// `tripkit plist print FILE...`: `plutil -p`, and a lossless JSON form.
enum PlistPrintCommand: Command {
    struct Arguments: ArgumentGroup {
        var json = Flag("json", help: "Print JSON that keeps every type (dates, data, UIDs, reals).")
        var files = PlistCommand.filesArgument()
    }

    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: "Print a property list as a readable tree, or as JSON that keeps every type.",
        discussion: """
        The tree is plutil -p's: 'key' => value, two spaces a level, keys in the file's order, strings \
        quoted with control characters escaped, data as {length = N, bytes = 0x...} (past 24 bytes, \
        the first 16 and the last 8 in groups of four around '...').

        --json writes JSON in which every value keeps its type: strings, integers, booleans, arrays \
        and dictionaries as themselves; a real always with a point or an exponent (1.0); NaN and the \
        infinities as {"$real": "nan"}, {"$real": "inf"}, {"$real": "-inf"}; a date as \
        {"$date": "2026-12-02T10:00:00Z"} (UTC, with its fraction of a second if it has one); data \
        as {"$data": "<base64>"}; a UID as {"$uid": 7}; and a dictionary whose only key starts with \
        '$' as {"$dict": {...}}, so it cannot be taken for one of these.

        Several files print one after the other, as plutil -p prints them; one that cannot be read \
        is reported and the others still print, and the status is then 1.
        """,
        takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        try print(values.files, json: values.json, form: .tripkit, in: context)
    }

    /// How a file that cannot be printed is reported.
    enum Form {
        /// `Error: <file>:<line>:<column>: <message>`, as every tripkit command reports a failure.
        case tripkit
        /// `<file>: <message> at line <N>`, as `plutil` reports it on macOS.
        case plutil
    }

    /// Prints each file in turn; one that cannot be read is reported on standard error in `form`
    /// and the next is printed.
    ///
    /// - Returns: `.failure` when any file could not be printed, else `.success`.
    /// - Throws: `PlistFailure` when a single file cannot be read (reported as every command reports
    ///   its failure), or a value cannot be written as JSON.
    static func print(_ files: [String], json: Bool, form: Form, in context: CommandContext) throws -> ExitCode {
        try PlistFile.forEach(files, in: context, report: { error in
            if files.count == 1, form == .tripkit { throw error }
            return form == .plutil ? error.plutilLine : "Error: \(error.message)"
        }) { _, document in
            if json {
                let text = try PlistWriter.json(document.root, options: .init(prettyPrinted: true, lossless: true, escapesSlashes: false))
                context.output.write(text + "\n")
            } else {
                context.output.write(document.root.description + "\n")
            }
            return true
        }
    }
}
