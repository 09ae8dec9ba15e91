import CommandLineKit
import TripSource

/// `tripkit plist`: property lists on the command line, in the shape of `plutil`.
///
/// Only groups its subcommands; run alone it prints its help.
enum PlistCommand: Command {
    static let configuration = CommandConfiguration(
        commandName: "plist",
        abstract: "Check, print, convert, edit, format and compare property lists, as plutil does.",
        discussion: """
            Reads XML, binary (bplist00), OpenStep and JSON property lists, whatever their file names; a \
            file named - is standard input, and -o - writes standard output. Every error names the file, \
            line and column (or byte offset for binary). Numbers that do not fit are refused, never \
            clamped. An edit writes the file back in its own format with its keys in their order; a \
            failure leaves the original as it was.

            \(FileBytes.replacementDescription)

            A keypath is plutil's: components separated by '.', a number indexes an array, and '\\.' is a \
            dot inside a key (a\\.b.c is the key 'a.b', then 'c'). --keypath-json '["a.b", 0]' gives the \
            components as a JSON array instead, in place of the keypath argument.

            plutil's spellings select the same subcommands: -extract, -type, -replace, -insert, -remove \
            and -create; -convert FORMAT FILE... converts in place as plutil does (or to -o FILE, or \
            beside each file with -e EXT), where 'convert' writes standard output; -lint and -p report \
            a file they cannot read as plutil does, '<file>: <message> at line <N>' (lint gives the \
            column too).

            Exits 0 on success, 1 when a file does not parse, a keypath leads nowhere or a file cannot be \
            written (as plutil does), 64 for a usage error.
            """,
        subcommands: [
            PlistLintCommand.self, PlistPrintCommand.self, PlistConvertCommand.self, PlistExtractCommand.self,
            PlistTypeCommand.self, PlistReplaceCommand.self, PlistInsertCommand.self, PlistRemoveCommand.self,
            PlistCreateCommand.self, PlistFormatCommand.self, PlistDiffCommand.self, PlistConvertPlutilCommand.self,
            PlistLintPlutilCommand.self, PlistPrintPlutilCommand.self,
            PlistBuddyCommand.self,
        ])

    /// The help of every file argument.
    static let fileHelp = "A property list, or - for standard input."

    /// The `<file> ...` argument of the commands that read one property list after another.
    static func filesArgument() -> Argument<[String]> {
        Argument<[String]>("file", atLeastOne: true, help: fileHelp, completion: .file(extensions: ["plist", "strings", "json"]))
    }

    /// `--keypath-json` and `-o`, which the commands that take a keypath share.
    struct KeyPathArguments: ArgumentGroup {
        var keyPathJSON = Option<String?>(
            "keypath-json", valueName: "json",
            help:
                "The keypath as a JSON array of keys and indexes, e.g. '[\"a.b\", 0]', instead of the keypath argument."
        )
    }

    /// The `--output` option of the commands that write a result.
    static func outputOption(_ help: String) -> Option<String?> {
        Option<String?>("output", short: "o", valueName: "file", help: help, completion: .file(extensions: []))
    }
}
