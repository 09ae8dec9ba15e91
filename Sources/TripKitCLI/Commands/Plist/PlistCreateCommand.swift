#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CommandLineKit
import PropertyList

/// `tripkit plist create FORMAT FILE`: `plutil -create`.
enum PlistCreateCommand: Command {
    struct Arguments: ArgumentGroup {
        var force = Flag("force", short: "f", help: "Replace the file when it exists.")
        var format = Argument<PlistFormatName>("format", help: "The format of the new file.")
        var file = Argument<String>("file", help: "The file to create, or - for standard output.", completion: .file(extensions: ["plist"]))
    }

    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a property list holding an empty dictionary.",
        discussion: "A file that exists is left alone, unless --force is given (plutil replaces it).",
        aliases: ["-create"])

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        if values.file != "-", !values.force, access(values.file, F_OK) == 0 {
            throw PlistFailure.exists(path: values.file)
        }
        let bytes = try PlistFile.bytes(of: .dictionary([:]), in: values.format.format, file: values.file)
        try PlistFile.write(bytes, to: values.file, in: context)
        return .success
    }
}
