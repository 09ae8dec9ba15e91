#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal switched to raw mode, holding the settings to put back.
///
/// Raw here means: keys arrive one byte at a time without echo, and Ctrl-C, Ctrl-Z and Ctrl-\ arrive as
/// bytes instead of signals (ISIG off), so the picker decides what they do. Output processing stays on.
/// Always pair `enter` with `restore`; `TerminalDevice` does it on every exit path, signals included.
package struct RawMode: Sendable {
    /// The terminal's file descriptor.
    package let fileDescriptor: Int32
    private let saved: SavedSettings
    private let raw: SavedSettings

    /// `termios` made Sendable: a plain C struct of integers, copied by value.
    private struct SavedSettings: @unchecked Sendable {
        var value: termios
    }

    /// Saves the terminal's settings and switches it to raw mode with `tcsetattr(TCSADRAIN)`, keeping keys typed ahead.
    ///
    /// - Parameter descriptor: An open terminal.
    /// - Returns: The raw mode to restore later.
    /// - Throws: `TerminalError.notATerminal` or `.settingsFailed`.
    package static func enter(_ descriptor: Int32) throws(TerminalError) -> RawMode {
        guard isatty(descriptor) == 1 else { throw .notATerminal(fileDescriptor: descriptor) }
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else {
            throw .settingsFailed(fileDescriptor: descriptor, errno: errno)
        }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        let mode = RawMode(fileDescriptor: descriptor, saved: SavedSettings(value: original), raw: SavedSettings(value: raw))
        try mode.reapply()
        return mode
    }

    /// Switches to raw mode again, after a suspension or after another program changed the settings.
    ///
    /// - Throws: `TerminalError.settingsFailed`.
    package func reapply() throws(TerminalError) {
        var raw = raw.value
        guard tcsetattr(fileDescriptor, TCSADRAIN, &raw) == 0 else {
            throw .settingsFailed(fileDescriptor: fileDescriptor, errno: errno)
        }
    }

    /// Puts back the settings saved by `enter` with `tcsetattr(TCSANOW)`. Safe to call more than once.
    package func restore() {
        var saved = saved.value
        while tcsetattr(fileDescriptor, TCSANOW, &saved) != 0, errno == EINTR {}
    }

    /// Runs `body` with the terminal in raw mode and restores it however `body` ends.
    ///
    /// - Parameters:
    ///   - descriptor: An open terminal.
    ///   - body: The work to do in raw mode.
    /// - Returns: What `body` returns.
    /// - Throws: What `enter` or `body` throws.
    package static func with<Result>(_ descriptor: Int32, _ body: (RawMode) throws -> Result) throws -> Result {
        let mode = try enter(descriptor)
        defer { mode.restore() }
        return try body(mode)
    }
}
