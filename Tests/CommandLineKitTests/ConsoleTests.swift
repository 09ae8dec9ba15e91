import Testing
@testable import CommandLineKit

@Suite("Console, colour and exit codes")
struct ConsoleTests {
    @Test("allows colour only on a terminal, without NO_COLOR (any value) and without TERM=dumb", arguments: [
        (true, [:], true),
        (true, ["TERM": "xterm-256color"], true),
        (false, ["TERM": "xterm-256color"], false),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": ""], false),
        (true, ["TERM": "dumb"], false),
    ] as [(Bool, [String: String], Bool)])
    func colourPolicy(isTerminal: Bool, environment: [String: String], expected: Bool) {
        #expect(ColorPolicy.allowsColor(isTerminal: isTerminal, environment: environment) == expected)
        let capture = ConsoleCapture(isTerminal: isTerminal, environment: environment)
        #expect(capture.console.output.usesColor == expected)
        let styled = capture.console.output.styled("x", .bold)
        #expect(styled == (expected ? "\u{1B}[1mx\u{1B}[0m" : "x"))
    }

    @Test("styles combine in a fixed order")
    func styles() {
        #expect(TextStyle([.red, .bold, .dim]).apply(to: "a", enabled: true) == "\u{1B}[1;2;31ma\u{1B}[0m")
        #expect(TextStyle().apply(to: "a", enabled: true) == "a")
    }

    @Test("exit codes have their documented values")
    func exitCodes() {
        let values = ExitCode.documented.map(\.code.rawValue)
        #expect(values == [0, 1, 64, 65, 66, 71, 74, 78, 130])
        #expect([ExitCode.success, .failure, .usage, .dataError, .noInput, .systemError, .cannotWrite, .configuration, .cancelled]
            .map(\.rawValue) == values)
        #expect(ExitCode.signal(15).rawValue == 143)
    }

    @Test("the standard console reports a non-terminal stream as 80 columns without colour")
    func standardConsole() throws {
        let stream = ConsoleStream.fileDescriptor(-1, environment: [:])
        #expect(stream.isTerminal == false)
        #expect(stream.width == 80)
        #expect(stream.usesColor == false)
    }
}
