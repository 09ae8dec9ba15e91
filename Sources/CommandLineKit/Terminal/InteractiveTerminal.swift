/// Something that happened on the interactive terminal while the picker waited.
package enum TerminalEvent: Equatable, Sendable {
    /// Bytes typed (keys, possibly several, possibly part of an escape sequence).
    case input([UInt8])
    /// A relayed signal: SIGWINCH (resized), SIGTSTP, SIGCONT, SIGINT, SIGTERM, SIGHUP, SIGQUIT.
    case signal(Int32)
    /// The timeout passed with nothing to read.
    case timeout
    /// The terminal went away (read returned end of file).
    case endOfInput
}

/// The terminal the picker reads keys from and draws on.
///
/// `TerminalDevice` is the real one (`/dev/tty`); tests script one to drive the picker in-process.
package protocol InteractiveTerminal: AnyObject {
    /// Starts relaying signals, switches to raw mode and hides the cursor.
    ///
    /// - Throws: `TerminalError` when the terminal cannot be switched; nothing is left changed then.
    func begin() throws
    /// Shows the cursor, restores the settings `begin` saved and the signal dispositions. Safe to call
    /// more than once, and after a failed `begin`.
    func end()
    /// Restores the terminal, stops the process as Ctrl-Z would, and on continuing switches back to raw
    /// mode and hides the cursor.
    func suspend()
    /// Switches to raw mode again (after SIGCONT, when a shell may have changed the settings).
    func resume()
    /// The current size.
    func size() -> TerminalSize
    /// Writes text (and escape sequences) to the terminal.
    func write(_ text: String)
    /// Waits for input or a signal.
    ///
    /// - Parameter milliseconds: How long to wait; forever when `nil`.
    /// - Returns: What happened first.
    /// - Throws: `TerminalError.readFailed`.
    func nextEvent(timeout milliseconds: Int?) throws -> TerminalEvent
}
