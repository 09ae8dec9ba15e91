/// The status a command ends with, as the shell sees it.
///
/// The named codes follow `sysexits.h` where one fits, so scripts can tell a usage mistake (64) from a
/// file that does not parse (65) or a missing input (66). A process ended by a signal reports 128 plus
/// the signal's number, as shells do.
package struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: Int32

    package init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Everything went as asked.
    package static let success = ExitCode(rawValue: 0)
    /// Nothing to report, what was asked for was not found, or a failure with no more specific code.
    package static let failure = ExitCode(rawValue: 1)
    /// The command line was wrong: an unknown option, a missing value, an unexpected argument (`EX_USAGE`).
    package static let usage = ExitCode(rawValue: 64)
    /// A data file does not parse (`EX_DATAERR`).
    package static let dataError = ExitCode(rawValue: 65)
    /// An input file is missing or cannot be opened (`EX_NOINPUT`).
    package static let noInput = ExitCode(rawValue: 66)
    /// The system did not give what the program needs to start, such as its own command line
    /// (`EX_OSERR`).
    package static let systemError = ExitCode(rawValue: 71)
    /// Standard output or the store cannot be written (`EX_IOERR`).
    package static let cannotWrite = ExitCode(rawValue: 74)
    /// A configuration is invalid (`EX_CONFIG`).
    package static let configuration = ExitCode(rawValue: 78)
    /// The user cancelled (Esc or Ctrl-C in a prompt), with nothing changed: 128 + SIGINT.
    package static let cancelled = ExitCode(rawValue: 130)

    /// The code for a process ended by a signal: 128 plus the signal's number.
    ///
    /// - Parameter number: The signal number, such as `SIGTERM`.
    /// - Returns: The exit code a shell reports for it.
    package static func signal(_ number: Int32) -> ExitCode {
        ExitCode(rawValue: 128 + number)
    }

    /// The documented codes with what each means, in order, for the manual page.
    package static let documented: [(code: ExitCode, meaning: String)] = [
        (.success, "Success."),
        (.failure, "Nothing to report, or what was asked for was not found."),
        (.usage, "The command line is wrong: an unknown option, a missing value or an unexpected argument."),
        (.dataError, "A data file does not parse."),
        (.noInput, "An input file is missing or cannot be read."),
        (.systemError, "The system did not give the program its command line (/proc not mounted)."),
        (.cannotWrite, "Standard output or the store cannot be written."),
        (.configuration, "A configuration is invalid."),
        (.cancelled, "Cancelled by the user (Esc or Ctrl-C in a prompt); nothing was changed."),
    ]

    package var description: String { String(rawValue) }
}
