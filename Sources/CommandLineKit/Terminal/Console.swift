#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything a command may touch outside itself: its output streams, the environment and the
/// interactive terminal.
///
/// The executable uses `Console.standard()`; tests build one with `ConsoleCapture` and drive commands
/// in-process.
package struct Console: Sendable {
    /// Standard output: results, and nothing else, so `$(tripkit ...)` captures only them.
    package var output: ConsoleStream
    /// Standard error: errors, warnings and prompts.
    package var error: ConsoleStream
    /// The process environment.
    package var environment: [String: String]
    /// Whether a person can answer prompts: the process has a terminal (`/dev/tty`) to draw on and read
    /// keys from, even when standard input or standard error is redirected.
    package var isInteractive: Bool
    /// Opens the terminal the picker reads keys from and draws on.
    package var openTerminal: @Sendable () throws -> any InteractiveTerminal
    /// Reads standard input to its end (for a file named `-`), or until more than the limit given
    /// has come: the bytes, or `nil` when it cannot be read.
    package var readInput: @Sendable (_ limit: Int) -> [UInt8]?
    /// Whether standard input is a terminal, where a tool that reads commands shows a prompt.
    package var inputIsTerminal: Bool
    /// Reads one line of standard input, without its newline: the bytes, or `nil` at the end of
    /// input; a line longer than the limit given is cut there.
    package var readInputLine: @Sendable (_ limit: Int) -> [UInt8]?

    package init(
        output: ConsoleStream, error: ConsoleStream, environment: [String: String], isInteractive: Bool,
        openTerminal: @escaping @Sendable () throws -> any InteractiveTerminal,
        readInput: @escaping @Sendable (_ limit: Int) -> [UInt8]? = { _ in [] },
        inputIsTerminal: Bool = false,
        readInputLine: @escaping @Sendable (_ limit: Int) -> [UInt8]? = { _ in nil }
    ) {
        self.output = output
        self.error = error
        self.environment = environment
        self.isInteractive = isInteractive
        self.openTerminal = openTerminal
        self.readInput = readInput
        self.inputIsTerminal = inputIsTerminal
        self.readInputLine = readInputLine
    }

    /// The process's own console: file descriptors 0, 1 and 2, the real environment and `/dev/tty`.
    ///
    /// - Parameter environment: The environment; the process's own when `nil`.
    package static func standard(environment: [String: String]? = nil) -> Console {
        let environment = environment ?? ProcessEnvironment.current()
        return Console(
            output: .fileDescriptor(STDOUT_FILENO, environment: environment),
            error: .fileDescriptor(STDERR_FILENO, environment: environment),
            environment: environment,
            isInteractive: TerminalDevice.isAvailable(),
            openTerminal: { try TerminalDevice.open() },
            readInput: { FileDescriptorIO.readToEnd(STDIN_FILENO, limit: $0) },
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            readInputLine: { FileDescriptorIO.readLine(STDIN_FILENO, limit: $0) }
        )
    }
}
