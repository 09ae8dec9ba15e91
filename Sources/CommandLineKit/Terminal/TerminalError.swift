/// Why the interactive terminal could not be used. Each case says which call failed and its `errno`.
package enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// The terminal device could not be opened (no controlling terminal).
    case unavailable(path: String, errno: Int32)
    /// The file descriptor is not a terminal.
    case notATerminal(fileDescriptor: Int32)
    /// `tcgetattr` or `tcsetattr` failed.
    case settingsFailed(fileDescriptor: Int32, errno: Int32)
    /// The signal pipe could not be made, or another picker already relays signals.
    case signalsUnavailable(errno: Int32)
    /// Reading from the terminal failed.
    case readFailed(fileDescriptor: Int32, errno: Int32)

    package var description: String {
        switch self {
        case .unavailable(let path, let errno):
            "cannot open the terminal \(path) (errno \(errno))"
        case .notATerminal(let descriptor):
            "file descriptor \(descriptor) is not a terminal"
        case .settingsFailed(let descriptor, let errno):
            "cannot change the settings of the terminal on file descriptor \(descriptor) (errno \(errno))"
        case .signalsUnavailable(let errno):
            "cannot relay signals (errno \(errno))"
        case .readFailed(let descriptor, let errno):
            "cannot read from the terminal on file descriptor \(descriptor) (errno \(errno))"
        }
    }
}
