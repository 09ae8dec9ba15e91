#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of a terminal in character cells.
package struct TerminalSize: Hashable, Sendable {
    package var columns: Int
    package var rows: Int

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size of the terminal on a file descriptor, from `ioctl(TIOCGWINSZ)`.
    ///
    /// - Returns: The size, or `nil` when the descriptor is not a terminal or reports zero columns.
    package static func of(_ descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
