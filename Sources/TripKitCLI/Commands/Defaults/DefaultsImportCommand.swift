import CommandLineKit
import Defaults

/// `tripkit defaults import <domain> <path>`.
enum DefaultsImportCommand: Command {
    static let domain = Argument<String>("domain", help: DefaultsCommand.domainHelp)
    static let path = Argument<String>(
        "path", help: "The property list to read, or - for standard input.",
        completion: .file(extensions: ["plist"]))

    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Replace a domain with the dictionary in a property list (XML, binary or OpenStep).",
        takesDashedWords: true)

    static let arguments: [any ArgumentDeclaration] = [domain, path]

    static func run(_ values: ParsedValues, in context: CommandContext) throws -> ExitCode {
        context.finish(try DefaultsCommand.tool(values, context)
            .import(domain: values[domain], from: values[path], standardInput: readStandardInput))
    }

    /// Standard input to its end.
    private static func readStandardInput() throws -> [UInt8] {
        guard let bytes = FileDescriptorIO.readToEnd(0) else { throw StandardInputUnreadable() }
        return bytes
    }

    struct StandardInputUnreadable: CommandFailure {
        var exitCode: ExitCode { .noInput }
        var message: String { "cannot read standard input" }
    }
}
