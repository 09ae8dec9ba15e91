import CommandLineKit
import PropertyList

/// `tripkit plist type KEYPATH FILE`: `plutil -type`.
enum PlistTypeCommand: Command {
    struct Arguments: ArgumentGroup {
        var keyPath = PlistCommand.KeyPathArguments()
        var path = Argument<String>("keypath", help: "Where the value is.")
        var files = Argument<[String]>("file", help: PlistCommand.fileHelp, completion: .file(extensions: ["plist", "strings", "json"]))
    }

    static let configuration = CommandConfiguration(
        commandName: "type",
        abstract: "Print the type of the value at a keypath: bool, integer, float, string, date, data, dictionary, array or uid.",
        discussion: "plutil's -expect TYPE fails (status 1) unless the value is of that type.",
        takesDashedWords: true, aliases: ["-type"])

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let (keyPath, words) = try PlistKeyPathText.resolve(first: values.path, rest: values.files, json: values.keyPath.keyPathJSON)
        let plutil = try PlutilWordOptions(words, acceptsNoNewline: false)
        let files = plutil.remaining
        guard files.count == 1, let file = files.first else { throw UsageError("type takes a keypath and one file.") }
        let document = try PlistFile.read(file, in: context)
        let type: PlistTypeName
        do {
            type = PlistTypeName(try document.root.value(at: keyPath))
        } catch {
            throw PlistFailure.keyPath(error, file: file)
        }
        if let expected = plutil.expect, expected != type {
            throw PlistFailure.unexpectedType(keyPath: keyPath.description, expected: expected.rawValue, found: type.rawValue, file: file)
        }
        context.output.write(type.rawValue + "\n")
        return .success
    }
}
