import CommandLineKit
import Defaults
import TripSource

/// `tripkit defaults import <domain> <path>`.
enum DefaultsImportCommand: Command {
    struct Arguments: ArgumentGroup {
        var domain = Argument<String>("domain", help: DefaultsCommand.domainHelp)
        var path = Argument<String>(
            "path", help: "The property list to read, or - for standard input.",
            completion: .file(extensions: ["plist"]))
        var defaults = DefaultsCommand.Arguments()
    }

    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Replace a domain with the dictionary in a property list (XML, binary or OpenStep).",
        takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values.defaults, context)
            .import(domain: values.domain, from: values.path, standardInput: readStandardInput))
    }

    /// Standard input to its end, refused past `maxFileSize` as a file is.
    private static func readStandardInput() throws -> [UInt8] {
        let limit = InputLimit.fileSize.defaultValue
        guard let bytes = FileDescriptorIO.readToEnd(0, limit: limit) else {
            throw DefaultsToolResult.failure("cannot read standard input", status: .noInput)
        }
        guard bytes.count <= limit else {
            throw DefaultsToolResult.failure("cannot read <stdin>: " + InputLimit.fileSize.exceeded(limit), status: .noInput)
        }
        return bytes
    }
}
