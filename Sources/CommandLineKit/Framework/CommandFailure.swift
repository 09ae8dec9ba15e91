/// An error that ends a command with a message for the user and a specific exit code.
///
/// Commands map the errors of the libraries they call to one of these, choosing the exit code
/// (65 for a file that does not parse, 66 for a missing input, ...). A failure whose exit code is
/// `.usage` is shown with the command's usage line, as parse errors are.
package protocol CommandFailure: Error {
    /// The status the process ends with.
    var exitCode: ExitCode { get }
    /// What went wrong, as one sentence without the `Error:` label.
    var message: String { get }
}

/// A command line that parsed but makes no sense, such as two options that exclude each other.
///
/// Thrown from `run`, it prints `Error: <message>`, the usage and a pointer to `--help`, and exits 64.
package struct UsageError: CommandFailure, Equatable {
    package let message: String
    package var exitCode: ExitCode { .usage }

    package init(_ message: String) {
        self.message = message
    }
}
