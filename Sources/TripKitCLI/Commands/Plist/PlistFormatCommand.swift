import CommandLineKit
import PropertyList
import TextFormats
import TripSource

/// `tripkit plist format [--check] [--sort-keys] FILE...`: each file rewritten in the layout
/// Apple's tools write for its format.
enum PlistFormatCommand: Command {
    struct Arguments: ArgumentGroup {
        var check = Flag("check", help: "Change nothing: list the files that would change, and exit 1 if any would.")
        var sortKeys = Flag("sort-keys", help: "Sort every dictionary's keys, as Xcode and Foundation write them.")
        var files = Argument<[String]>("file", atLeastOne: true, help: "A property list, or - to format standard input to standard output.",
                                       completion: .file(extensions: ["plist", "strings", "json"]))
    }

    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite property lists in the canonical layout of their format.",
        discussion: """
        XML as Foundation's PropertyListSerialization writes it (tabs, <dict/> for an empty one, \
        reals as %.17g, data in lines of 76 columns); binary as bplist00 with shared values written \
        once; JSON pretty-printed with two spaces; OpenStep as 'defaults read' prints it. Each file \
        keeps its format, its values and (without --sort-keys) the order of its keys. A file that \
        holds comments is refused, since no writer can keep them (as are edits of one). A file is \
        rewritten only when it changes, atomically.

        --check is for CI and pre-commit hooks: it lists the files that would change on standard \
        output and exits 1 when there are any.

          tripkit plist format --check --sort-keys App/Info.plist
        """,
        takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        var changed = false
        for file in values.files {
            let document = try PlistFile.read(file, in: context)
            try PlistFile.requireNoComments(document, file: file)
            let root = values.sortKeys ? document.root.sortingKeys() : document.root
            let formatted = try PlistFile.bytes(of: root, in: document.format, file: file)
            if file == "-" {
                if values.check {
                    // Standard input cannot be compared after it has been read; say so by failing.
                    throw UsageError("--check needs files, not standard input.")
                }
                try PlistFile.write(formatted, to: "-", in: context)
                continue
            }
            let current: [UInt8]
            do {
                current = try FileBytes.contents(ofFile: file)
            } catch {
                throw PlistFailure.unreadable(.unreadable(file: file, reason: error.reason))
            }
            guard current != formatted else { continue }
            changed = true
            if values.check {
                context.output.write(VisibleText.escaped(file) + "\n")
            } else {
                try PlistFile.write(formatted, to: file, in: context)
            }
        }
        return values.check && changed ? .failure : .success
    }
}
