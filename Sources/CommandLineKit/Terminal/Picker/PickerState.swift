/// What the picker does after a key.
package enum PickerAction: Equatable, Sendable {
    /// The user chose the item at this index of the original list.
    case choose(Int)
    /// The user cancelled (Esc, Ctrl-C).
    case cancel
    /// The user asked to suspend the program (Ctrl-Z).
    case suspend
}

/// The picker's logic without a terminal: keys in, cursor, filter and choice out.
///
/// Keys, as fzf has them:
/// - Typing always filters: every printable character (letters, digits, `/`) is filter text (the
///   characters must appear in order, best matches first). Backspace deletes one, Ctrl-U clears it.
/// - Up/Down, Ctrl-P/Ctrl-N and Ctrl-K (and Ctrl-J where a terminal tells it from Enter) move; Home/End go to the first and last match; Page
///   Up/Down move a page.
/// - Enter chooses; Esc or Ctrl-C cancels; Ctrl-Z suspends.
package struct PickerState: Equatable, Sendable {
    /// The items, in their original order.
    package let items: [PickerItem]
    /// The number shown for the first item.
    package let firstNumber: Int
    /// The filter text.
    package private(set) var query = ""
    /// Whether a filter is being typed (the query is not empty).
    package var isFiltering: Bool { !query.isEmpty }
    /// Indices into `items` of the items that match the filter, best first.
    package private(set) var matches: [Int]
    /// The highlighted position in `matches`.
    package private(set) var cursor = 0
    /// The first position of `matches` on screen.
    package private(set) var scrollOffset = 0
    /// How many items fit on screen; page keys move by this much.
    package var visibleRows: Int {
        didSet { scrollToCursor() }
    }

    /// A picker over the items.
    ///
    /// - Parameters:
    ///   - items: What to choose from.
    ///   - initialIndex: The item highlighted first (clamped); the first when `nil`.
    ///   - firstNumber: The number shown for the first item.
    ///   - visibleRows: How many items fit on screen.
    package init(items: [PickerItem], initialIndex: Int? = nil, firstNumber: Int = 1, visibleRows: Int = 10) {
        self.items = items
        self.firstNumber = firstNumber
        self.matches = Array(items.indices)
        self.visibleRows = max(1, visibleRows)
        if let initialIndex, !items.isEmpty {
            cursor = min(max(0, initialIndex), items.count - 1)
        }
        scrollToCursor()
    }

    /// The index into `items` of the highlighted item, or `nil` when nothing matches.
    package var selectedIndex: Int? {
        matches.indices.contains(cursor) ? matches[cursor] : nil
    }

    /// Applies one key.
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: What the picker should do, or `nil` to keep going.
    package mutating func handle(_ key: Key) -> PickerAction? {
        switch key {
        case .enter:
            return selectedIndex.map(PickerAction.choose)
        case .escape, .control("c"):
            return .cancel
        case .control("z"):
            return .suspend
        case .up, .control("p"), .control("k"):
            move(to: cursor - 1)
        case .down, .control("n"), .control("j"):
            move(to: cursor + 1)
        case .home:
            move(to: 0)
        case .end:
            move(to: matches.count - 1)
        case .pageUp:
            move(to: cursor - visibleRows)
        case .pageDown:
            move(to: cursor + visibleRows)
        case .character(let character):
            setQuery(query + String(character))
        case .backspace where isFiltering:
            setQuery(String(query.dropLast()))
        case .control("u") where isFiltering:
            setQuery("")
        default:
            break
        }
        return nil
    }

    /// Moves the cursor, stopping at the ends.
    private mutating func move(to position: Int) {
        guard !matches.isEmpty else { return }
        cursor = min(max(0, position), matches.count - 1)
        scrollToCursor()
    }

    /// Changes the filter, keeping the highlighted item when it still matches.
    private mutating func setQuery(_ newQuery: String) {
        let selected = selectedIndex
        query = newQuery
        matches = FuzzyMatch.rank(items.map(\.title), query: query)
        cursor = selected.flatMap { matches.firstIndex(of: $0) } ?? 0
        scrollOffset = 0
        scrollToCursor()
    }

    /// Scrolls just enough to keep the cursor on screen.
    private mutating func scrollToCursor() {
        if cursor < scrollOffset { scrollOffset = cursor }
        if cursor >= scrollOffset + visibleRows { scrollOffset = cursor - visibleRows + 1 }
        scrollOffset = max(0, min(scrollOffset, max(0, matches.count - visibleRows)))
    }
}
