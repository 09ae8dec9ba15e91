import Testing
@testable import CommandLineKit

@Suite("Picker state machine")
struct PickerStateTests {
    private static let cities = ["Paris", "London", "New York City", "San Francisco", "Jakarta", "Kyoto", "Newcastle"]

    private func state(_ items: [String] = cities, initial: Int? = nil, rows: Int = 10) -> PickerState {
        PickerState(items: items.map { PickerItem($0) }, initialIndex: initial, visibleRows: rows)
    }

    /// Applies keys and returns the state and the last action.
    private func press(_ keys: [Key], on start: PickerState? = nil) -> (PickerState, PickerAction?) {
        var current = start ?? state()
        var action: PickerAction?
        for key in keys { action = current.handle(key) }
        return (current, action)
    }

    private static func typed(_ text: String) -> [Key] { text.map { .character($0) } }

    @Test("moves with arrows, Ctrl-N/Ctrl-P and Ctrl-J/Ctrl-K, stopping at the ends", arguments: [
        ([Key.down], 1), ([.down, .down], 2), ([.control("n"), .control("n"), .control("p")], 1),
        ([.control("j"), .control("j"), .control("k")], 1), ([.up], 0), ([.control("k")], 0),
        ([.end], 6), ([.end, .down], 6), ([.end, .home], 0), ([.pageDown], 3), ([.pageDown, .pageDown, .pageDown], 6),
        ([.end, .pageUp], 3),
    ] as [([Key], Int)])
    func movement(keys: [Key], expected: Int) {
        let (result, action) = press(keys, on: state(rows: 3))
        #expect(result.selectedIndex == expected)
        #expect(action == nil)
    }

    @Test("typing always filters, as in fzf: j, k, digits and / are text from the first key")
    func typingFilters() {
        let (result, _) = press(Self.typed("nyk"))
        #expect(result.isFiltering)
        #expect(result.query == "nyk")
        #expect(result.matches.map { Self.cities[$0] } == ["New York City"])
        let (letters, _) = press(Self.typed("j"))
        #expect(letters.query == "j")
        #expect(letters.matches.map { Self.cities[$0] } == ["Jakarta"])
        let (digit, _) = press(Self.typed("3"))
        #expect(digit.query == "3")
        #expect(digit.matches.isEmpty)
        #expect(digit.selectedIndex == nil)
        let (numbered, _) = press(Self.typed("12"), on: state((1...15).map { "item \($0)" }))
        #expect(numbered.matches.first == 11)
        #expect(press(Self.typed("/")).0.query == "/")
    }

    @Test("ranks prefix, word-prefix, substring and in-order matches, ignoring case, ties in list order", arguments: [
        ("n", ["New York City", "Newcastle", "London", "San Francisco"]),
        ("yo", ["New York City", "Kyoto"]),
        ("fran", ["San Francisco"]),
        ("nwc", ["New York City", "Newcastle"]),
        ("PAR", ["Paris"]),
        ("zz", []),
    ])
    func ranking(query: String, expected: [String]) {
        let (result, _) = press(Self.typed(query))
        #expect(result.matches.map { Self.cities[$0] } == expected)
    }

    @Test("keeps the highlighted item while the filter still matches it")
    func keepsSelection() {
        let (result, _) = press([.down, .down] + Self.typed("n"))
        #expect(result.selectedIndex == 2)
    }

    @Test("Backspace edits the filter, down to the whole list; Ctrl-U clears it")
    func editing() {
        var (result, _) = press(Self.typed("ky") + [.backspace])
        #expect(result.query == "k")
        (result, _) = press([.backspace, .backspace], on: result)
        #expect(!result.isFiltering)
        #expect(result.matches.count == Self.cities.count)
        (result, _) = press(Self.typed("par") + [.control("u")])
        #expect(result.query == "")
        #expect(result.matches.count == Self.cities.count)
        #expect(press(Self.typed("j"), on: result).0.query == "j")
    }

    @Test("Enter chooses the highlighted item by its index in the original list")
    func enter() {
        #expect(press([.down, .enter]).1 == .choose(1))
        #expect(press(Self.typed("kyo") + [.enter]).1 == .choose(5))
        #expect(press(Self.typed("york") + [.enter]).1 == .choose(2))
        #expect(press(Self.typed("zzz") + [.enter]).1 == nil)
    }

    @Test("Esc and Ctrl-C cancel, also while filtering; Ctrl-Z suspends", arguments: [
        ([Key.escape], PickerAction.cancel), ([.control("c")], .cancel),
        (typed("par") + [.escape], .cancel), ([.control("z")], .suspend),
    ] as [([Key], PickerAction)])
    func cancel(keys: [Key], expected: PickerAction) {
        #expect(press(keys).1 == expected)
    }

    @Test("starts at the initial item, clamped, and scrolls to keep the cursor visible")
    func initialAndScrolling() {
        #expect(state(initial: 4).selectedIndex == 4)
        #expect(state(initial: 99).selectedIndex == 6)
        let scrolled = state(initial: 5, rows: 3)
        #expect(scrolled.scrollOffset == 3)
        let (up, _) = press([.home], on: scrolled)
        #expect(up.scrollOffset == 0)
    }
}
