import TripSource

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A console whose streams are captured in memory, for driving commands in-process.
///
/// ```swift
/// let capture = ConsoleCapture(isTerminal: false)
/// let code = tool.run(["tripkit", "--help"], console: capture.console)
/// #expect(capture.output == "OVERVIEW: ...")
/// ```
package final class ConsoleCapture: Sendable {
    private let outputBytes = Locked<[UInt8]>([])
    private let errorBytes = Locked<[UInt8]>([])
    private let settings: Settings

    private struct Settings: Sendable {
        let isTerminal: Bool
        let width: Int
        let environment: [String: String]
        let isInteractive: Bool
        let openTerminal: @Sendable () throws -> any InteractiveTerminal
        let input: [UInt8]
        let inputIsTerminal: Bool
    }
    private let inputOffset = Locked(0)

    /// A capturing console.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether both streams claim to be terminals (colour then depends on `environment`).
    ///   - width: The width the streams report.
    ///   - environment: The environment the command sees.
    ///   - isInteractive: Whether the command may prompt.
    ///   - openTerminal: What the picker gets; by default, no terminal.
    ///   - input: What the command reads as standard input, whole or a line at a time.
    ///   - inputIsTerminal: Whether standard input claims to be a terminal.
    package init(
        isTerminal: Bool = false, width: Int = 80, environment: [String: String] = [:],
        isInteractive: Bool = false,
        openTerminal: @escaping @Sendable () throws -> any InteractiveTerminal = {
            throw TerminalError.unavailable(path: "/dev/tty", errno: ENXIO)
        },
        input: [UInt8] = [], inputIsTerminal: Bool = false
    ) {
        settings = Settings(
            isTerminal: isTerminal, width: width, environment: environment, isInteractive: isInteractive,
            openTerminal: openTerminal, input: input, inputIsTerminal: inputIsTerminal)
    }

    /// The console to hand to `CommandLineTool.run`.
    package var console: Console {
        let usesColor = ColorPolicy.allowsColor(isTerminal: settings.isTerminal, environment: settings.environment)
        let output = ConsoleStream(
            isTerminal: settings.isTerminal, width: settings.width, usesColor: usesColor,
            byteSink: {
                [capture = self] bytes in capture.outputBytes.withLock { $0 += bytes }
            })
        let error = ConsoleStream(
            isTerminal: settings.isTerminal, width: settings.width, usesColor: usesColor,
            byteSink: {
                [capture = self] bytes in capture.errorBytes.withLock { $0 += bytes }
            })
        let input = settings.input
        return Console(
            output: output, error: error, environment: settings.environment,
            isInteractive: settings.isInteractive, openTerminal: settings.openTerminal, readInput: { _ in input },
            inputIsTerminal: settings.inputIsTerminal,
            readInputLine: { [capture = self] limit in capture.nextInputLine(limit: limit) })
    }

    /// The next line of the input given, as `Console.readInputLine` reads it.
    private func nextInputLine(limit: Int) -> [UInt8]? {
        let input = settings.input
        return inputOffset.withLock { offset -> [UInt8]? in
            guard offset < input.count else { return nil }
            let end = input[offset...].firstIndex(of: 0x0A) ?? input.count
            let line = Array(input[offset..<min(end, offset + limit)])
            offset = min(end + 1, input.count)
            return line
        }
    }

    /// Everything written to standard output so far.
    package var output: String { String(decoding: outputBytes.withLock { $0 }, as: UTF8.self) }

    /// The bytes written to standard output so far, for output that is not text.
    package var outputData: [UInt8] { outputBytes.withLock { $0 } }

    /// Everything written to standard error so far.
    package var error: String { String(decoding: errorBytes.withLock { $0 }, as: UTF8.self) }
}
