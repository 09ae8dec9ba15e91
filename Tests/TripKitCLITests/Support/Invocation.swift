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
