import Foundation
import Testing
@testable import CommandLineKit

@Suite("Unexpected errors")
struct UnexpectedErrorTextTests {
    @Test("a Foundation file error reads 'path: reason', never a dump of its user info")
    func foundationErrors() throws {
        let missing = "/nonexistent-\(UUID().uuidString)/x.plist"
        let reading = #expect(throws: (any Error).self) { try Data(contentsOf: URL(fileURLWithPath: missing)) }
        #expect(UnexpectedErrorText.message(for: try #require(reading)) == "\(missing): No such file or directory")
        let writing = #expect(throws: (any Error).self) { try Data("x".utf8).write(to: URL(fileURLWithPath: "/tmp")) }
        let message = UnexpectedErrorText.message(for: try #require(writing))
        #expect(message == "/tmp: Is a directory" || message == "/tmp: File exists", "\(message)")
        #expect(UnexpectedErrorText.message(for: POSIXError(.EACCES)) == "Permission denied")
        for text in [message, UnexpectedErrorText.message(for: try #require(reading))] {
            #expect(!text.contains("CocoaError") && !text.contains("userInfo") && !text.contains("POSIXError"))
        }
    }

    @Test("a command that throws a Foundation error prints the clean message and exits 1")
    func throughTheTool() {
        let tool = CommandLineTool(root: FailingCommand.self)
        let capture = ConsoleCapture(isTerminal: false, width: 80, environment: [:])
        let code = tool.run(["failing"], console: capture.console)
        #expect(code == .failure)
        #expect(capture.error == "Error: /nonexistent-tripkit/file: No such file or directory\n")
    }

    enum FailingCommand: Command {
        static let configuration = CommandConfiguration(commandName: "failing", abstract: "Fails.")

        static func run(_ values: ParsedValues<NoArguments>, in context: CommandContext) throws -> ExitCode {
            _ = try Data(contentsOf: URL(fileURLWithPath: "/nonexistent-tripkit/file"))
            return .success
        }
    }
}
