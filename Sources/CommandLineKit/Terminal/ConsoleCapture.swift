#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TripSource

/// A console whose streams are captured in memory, for driving commands in-process.
///
/// ```swift
/// let capture = ConsoleCapture(isTerminal: false)
/// let code = tool.run(["tripkit", "--help"], console: capture.console)
/// #expect(capture.output == "OVERVIEW: ...")
/// ```
public final class ConsoleCapture: Sendable {
    private let outputText = Locked("")
    private let errorText = Locked("")
    private let settings: Settings

    private struct Settings: Sendable {
        let isTerminal: Bool
        let width: Int
        let environment: [String: String]
        let isInteractive: Bool
        let openTerminal: @Sendable () throws -> any InteractiveTerminal
    }

    /// A capturing console.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether both streams claim to be terminals (colour then depends on `environment`).
    ///   - width: The width the streams report.
    ///   - environment: The environment the command sees.
    ///   - isInteractive: Whether the command may prompt.
    ///   - openTerminal: What the picker gets; by default, no terminal.
    public init(
        isTerminal: Bool = false, width: Int = 80, environment: [String: String] = [:],
        isInteractive: Bool = false,
        openTerminal: @escaping @Sendable () throws -> any InteractiveTerminal = { throw TerminalError.unavailable(path: "/dev/tty", errno: ENXIO) }
    ) {
        settings = Settings(
            isTerminal: isTerminal, width: width, environment: environment, isInteractive: isInteractive,
            openTerminal: openTerminal)
    }

    /// The console to hand to `CommandLineTool.run`.
    public var console: Console {
        let usesColor = ColorPolicy.allowsColor(isTerminal: settings.isTerminal, environment: settings.environment)
        let output = ConsoleStream(isTerminal: settings.isTerminal, width: settings.width, usesColor: usesColor) {
            [capture = self] text in capture.outputText.withLock { $0 += text }
        }
        let error = ConsoleStream(isTerminal: settings.isTerminal, width: settings.width, usesColor: usesColor) {
            [capture = self] text in capture.errorText.withLock { $0 += text }
        }
        return Console(
            output: output, error: error, environment: settings.environment,
            isInteractive: settings.isInteractive, openTerminal: settings.openTerminal)
    }

    /// Everything written to standard output so far.
    public var output: String { outputText.withLock { $0 } }

    /// Everything written to standard error so far.
    public var error: String { errorText.withLock { $0 } }
}
