/// Draws the picker's lines in place below the cursor and clears them when done.
///
/// Each draw moves the cursor back up over what it drew last and clears to the end of the screen,
/// so the picker never touches what was on screen above it and leaves nothing behind.
struct PickerScreen {
    let terminal: any InteractiveTerminal
    private var drawnWidths: [Int] = []

    init(terminal: any InteractiveTerminal) {
        self.terminal = terminal
    }

    /// Replaces what was drawn with these lines.
    ///
    /// - Parameters:
    ///   - lines: The lines, each narrower than the terminal.
    ///   - columns: The terminal's width now (lines drawn at a larger width may have wrapped).
    mutating func draw(_ lines: [PickerView.Line], columns: Int) {
        terminal.write(eraseSequence(columns: columns) + lines.map(\.text).joined(separator: "\n"))
        drawnWidths = lines.map(\.width)
    }

    /// Erases what was drawn, leaving the cursor where drawing began.
    mutating func clear(columns: Int) {
        guard !drawnWidths.isEmpty else { return }
        terminal.write(eraseSequence(columns: columns))
        drawnWidths = []
    }

    /// Moves up to the first drawn row and clears to the end of the screen.
    private func eraseSequence(columns: Int) -> String {
        guard !drawnWidths.isEmpty else { return "\r" + Escape.clearToEnd }
        let rows = drawnWidths.reduce(0) { $0 + max(1, ($1 + max(1, columns) - 1) / max(1, columns)) }
        return "\r" + Escape.cursorUp(rows - 1) + Escape.clearToEnd
    }
}
