import CommandLineKit
import PropertyList

/// `tripkit plist -convert FORMAT [-o OUT | -e EXT] [-r] FILE...`: plutil's own spelling, with
/// plutil's meaning, for scripts written on a Mac. Without `-o` or `-e` each file is converted in
/// place (where `tripkit plist convert` writes standard output), and `-r` asks for readable JSON,
/// which is what JSON is written as anyway (where `convert -r` means in place). Hidden from help:
/// `tripkit plist --help` names the spelling.
enum PlistConvertPlutilCommand: Command {
    struct Arguments: ArgumentGroup {
        var output = PlistCommand.outputOption("Write the result here (- for standard output).")
        var fileExtension = Option<String?>("extension", short: "e", valueName: "ext",
                                            help: "Write each result beside its file, with this extension.")
        var readable = Flag("readable", short: "r", help: "Readable JSON (always so here).")
        var format = Argument<PlistFormatName>("format", help: "The format to write.")
        var files = PlistCommand.filesArgument()
    }

    static let configuration = CommandConfiguration(
        commandName: "-convert",
        abstract: "plutil -convert: convert each file in place, or to -o FILE, or beside it with -e EXT.",
        isHidden: true, takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        if values.output != nil, values.fileExtension != nil { throw UsageError("-o and -e cannot be used together.") }
        if values.output != nil, values.files.count > 1 { throw UsageError("-o takes one file; give -e EXT for several.") }
        for file in values.files {
            let document = try PlistFile.read(file, in: context)
            let bytes = try PlistFile.bytes(of: document.root, in: values.format.format, file: file)
            let destination = values.output ?? values.fileExtension.map { replacingExtension(of: file, with: $0) } ?? file
            if destination == "-", values.format == .binary1, context.output.isTerminal {
                throw UsageError("binary output to a terminal; give -o FILE, or redirect standard output.")
            }
            try PlistFile.write(bytes, to: destination, in: context)
        }
        return .success
    }

    /// `a/b.plist` with `json` is `a/b.json`, as plutil's `-e` names it.
    static func replacingExtension(of file: String, with fileExtension: String) -> String {
        let slash = file.lastIndex(of: "/").map { file.index(after: $0) } ?? file.startIndex
        let name = file[slash...]
        let stem = name.lastIndex(of: ".").flatMap { $0 > name.startIndex ? file[..<$0] : nil } ?? file[...]
        return stem + "." + fileExtension
    }
}
