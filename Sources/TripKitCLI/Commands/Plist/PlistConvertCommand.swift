import CommandLineKit
import PropertyList

/// `tripkit plist convert FORMAT [-o OUT | -r] FILE...`: `plutil -convert`.
enum PlistConvertCommand: Command {
    struct Arguments: ArgumentGroup {
        var output = PlistCommand.outputOption("Write the result here (- for standard output).")
        var inPlace = Flag("in-place", short: "r", help: "Rewrite each file in place.")
        var format = Argument<PlistFormatName>("format", help: "The format to write.")
        var files = PlistCommand.filesArgument()
    }

    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write property lists in another format: xml1, binary1, json or openstep.",
        discussion: """
        With -o the one file's result goes there; with -r (--in-place) each file is rewritten, \
        atomically; with neither, the one file's result goes to standard output (binary only when \
        standard output is not a terminal).

        XML is written as Foundation's PropertyListSerialization writes it; JSON pretty-printed \
        with two spaces, the keys in their order and whole reals with their point (2.0, which plutil \
        writes as 2 and so reads back as an integer); OpenStep as 'defaults read' prints it. A value \
        the format cannot hold is refused with its keypath, and nothing is written: JSON has no \
        dates, data or UIDs, OpenStep only strings, data, arrays and dictionaries.
        """,
        takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        if values.inPlace, values.output != nil { throw UsageError("-o and -r cannot be used together.") }
        if !values.inPlace, values.files.count > 1 {
            throw UsageError("give -r to convert several files in place, or one file with -o.")
        }
        for file in values.files {
            let document = try PlistFile.read(file, in: context)
            let bytes = try PlistFile.bytes(of: document.root, in: values.format.format, file: file)
            let destination = values.inPlace ? file : (values.output ?? "-")
            if destination == "-", values.format == .binary1, context.output.isTerminal {
                throw UsageError("binary output to a terminal; give -o FILE, or redirect standard output.")
            }
            try PlistFile.write(bytes, to: destination, in: context)
        }
        return .success
    }
}
