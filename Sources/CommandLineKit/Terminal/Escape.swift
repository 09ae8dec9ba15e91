/// The escape sequences the picker writes.
enum Escape {
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    /// Clears from the cursor to the end of the screen.
    static let clearToEnd = "\u{1B}[J"

    /// Moves the cursor up `count` lines (nothing for 0).
    static func cursorUp(_ count: Int) -> String {
        count > 0 ? "\u{1B}[\(count)A" : ""
    }
}
