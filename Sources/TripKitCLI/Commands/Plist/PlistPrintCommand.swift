import CommandLineKit
import PropertyList

/// `tripkit plist print FILE`: `plutil -p`, and a lossless JSON form.
enum PlistPrintCommand: Command {
    struct Arguments: ArgumentGroup {
        var json = Flag("json", help: "Print JSON that keeps every type (dates, data, UIDs, reals).")
        var file = Argument<String>("file", help: PlistCommand.fileHelp,
                                    completion: .file(extensions: ["plist", "strings", "json"]))
    }

    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: "Print a property list as a readable tree, or as JSON that keeps every type.",
        discussion: """
        The tree is plutil -p's: 'key' => value, two spaces a level, keys in the file's order, strings \
        quoted with control characters escaped.

        --json writes JSON in which every value keeps its type: strings, integers, booleans, arrays \
        and dictionaries as themselves; a real always with a point or an exponent (1.0); NaN and the \
        infinities as {"$real": "nan"}, {"$real": "inf"}, {"$real": "-inf"}; a date as \
        {"$date": "2026-12-02T10:00:00Z"} (UTC, with its fraction of a second if it has one); data \
        as {"$data": "<base64>"}; a UID as {"$uid": 7}; and a dictionary whose only key starts with \
        '$' as {"$dict": {...}}, so it cannot be taken for one of these.
        """,
        takesDashedWords: true, aliases: ["-p"])

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let document = try PlistFile.read(values.file, in: context)
        if values.json {
            let text = try PlistWriter.json(document.root, options: .init(prettyPrinted: true, lossless: true, escapesSlashes: false))
            context.output.write(text + "\n")
        } else {
            context.output.write(document.root.description + "\n")
        }
        return .success
    }
}
