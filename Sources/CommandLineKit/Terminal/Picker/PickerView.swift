/// Draws the picker's state as lines of text, without touching a terminal.
///
/// ```
/// Choose a destination (type to filter)
/// > 1  New York City  Statue of Liberty  *
///   2  San Francisco  Golden Gate Bridge
///   type: filter  up/down ctrl-n/p: move  enter: choose  esc: cancel
/// ```
/// Every line is cut to fit the width minus one column, so no line wraps and the screen can be redrawn
/// by moving the cursor up a known number of lines.
struct PickerView {
    let state: PickerState
    let prompt: String
    let usesColor: Bool

    /// One line: its text with styles, and how many columns it takes.
    struct Line: Equatable {
        let text: String
        let width: Int
    }

    /// A run of text in one style.
    private typealias Segment = (text: String, style: TextStyle)

    /// The lines for a terminal this wide.
    func lines(columns: Int) -> [Line] {
        var rows: [[Segment]] = [promptLine]
        let visible = state.matches.dropFirst(state.scrollOffset).prefix(state.visibleRows)
        let numberWidth = String(state.firstNumber + max(0, state.items.count - 1)).count
        for (offset, index) in visible.enumerated() {
            rows.append(itemLine(index, isSelected: state.scrollOffset + offset == state.cursor, numberWidth: numberWidth))
        }
        if state.matches.isEmpty { rows.append([("  (no match)", .dim)]) }
        rows.append([(footer, .dim)])
        return rows.map { render($0, maximumWidth: max(1, columns - 1)) }
    }

    private var promptLine: [Segment] {
        if state.isFiltering {
            return [(prompt, .bold), (": /", []), (state.query, .underline)]
        }
        return [(prompt, .bold), (" (type to filter)", .dim)]
    }

    private func itemLine(_ index: Int, isSelected: Bool, numberWidth: Int) -> [Segment] {
        let item = state.items[index]
        let number = String(state.firstNumber + index)
        let padding = String(repeating: " ", count: numberWidth - number.count)
        let highlight: TextStyle = isSelected ? [.bold, .cyan] : []
        var segments: [Segment] = [
            (isSelected ? "> " : "  ", highlight), (padding + number + "  ", .dim), (item.title, highlight),
        ]
        if let detail = item.detail, !detail.isEmpty { segments.append(("  " + detail, .dim)) }
        if item.isMarked { segments.append(("  *", .yellow)) }
        return segments
    }

    private var footer: String {
        let keys = state.isFiltering
            ? "up/down: move  backspace: edit  enter: choose  esc: cancel"
            : "type: filter  up/down ctrl-n/p: move  enter: choose  esc: cancel"
        let total = state.matches.count
        guard total > state.visibleRows || state.isFiltering else { return "  " + keys }
        let first = total == 0 ? 0 : state.scrollOffset + 1
        let last = min(total, state.scrollOffset + state.visibleRows)
        return "  \(first)-\(last) of \(total)  " + keys
    }

    /// Cuts the segments to the width and applies their styles.
    private func render(_ segments: [Segment], maximumWidth: Int) -> Line {
        var text = ""
        var width = 0
        for segment in segments where width < maximumWidth {
            let piece = String(segment.text.prefix(maximumWidth - width))
            text += segment.style.apply(to: piece, enabled: usesColor)
            width += piece.count
        }
        return Line(text: text, width: width)
    }
}
