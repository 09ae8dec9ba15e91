import CommandLineKit
import TripKitCLI

/// What one in-process run of a tool left behind.
struct Outcome: Equatable {
    let exitCode: ExitCode
    let output: String
    let error: String
}

extension CommandLineTool {
    /// Runs the tool in-process on a captured console.
    ///
    /// - Parameters:
    ///   - words: The arguments after the program name.
    ///   - width: The width the streams report.
    ///   - isTerminal: Whether the streams claim to be terminals.
    ///   - environment: The environment the command sees.
    func invoke(_ words: [String], width: Int = 80, isTerminal: Bool = false, environment: [String: String] = [:]) -> Outcome {
        let capture = ConsoleCapture(isTerminal: isTerminal, width: width, environment: environment)
        let code = run([name] + words, console: capture.console)
        return Outcome(exitCode: code, output: capture.output, error: capture.error)
    }

    func invoke(_ words: String...) -> Outcome {
        invoke(words)
    }
}

/// What one in-process run left behind, standard output as bytes (a binary property list).
struct ByteOutcome {
    let exitCode: ExitCode
    let output: [UInt8]
    let error: String
}

extension CommandLineTool {
    /// Runs the tool in-process with bytes on standard input, and keeps standard output as bytes.
    func invoke(_ words: [String], input: [UInt8]) -> ByteOutcome {
        let capture = ConsoleCapture(input: input)
        let code = run([name] + words, console: capture.console)
        return ByteOutcome(exitCode: code, output: capture.outputData, error: capture.error)
    }
}
