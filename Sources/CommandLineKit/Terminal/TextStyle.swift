/// A look for text on a terminal, rendered as ANSI SGR escape sequences.
package struct TextStyle: OptionSet, Hashable, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    package static let bold = TextStyle(rawValue: 1 << 0)
    package static let dim = TextStyle(rawValue: 1 << 1)
    package static let underline = TextStyle(rawValue: 1 << 2)
    package static let reverse = TextStyle(rawValue: 1 << 3)
    package static let red = TextStyle(rawValue: 1 << 4)
    package static let green = TextStyle(rawValue: 1 << 5)
    package static let yellow = TextStyle(rawValue: 1 << 6)
    package static let cyan = TextStyle(rawValue: 1 << 7)

    /// The SGR parameters in a fixed order.
    private static let codes: [(TextStyle, String)] = [
        (.bold, "1"), (.dim, "2"), (.underline, "4"), (.reverse, "7"),
        (.red, "31"), (.green, "32"), (.yellow, "33"), (.cyan, "36"),
    ]

    /// The text wrapped in this style's escape sequences, or unchanged when `enabled` is false.
    ///
    /// - Parameters:
    ///   - text: What to style.
    ///   - enabled: Whether colour is allowed on the stream (see `ColorPolicy`).
    package func apply(to text: String, enabled: Bool) -> String {
        let parameters = Self.codes.filter { contains($0.0) }.map(\.1)
        guard enabled, !parameters.isEmpty, !text.isEmpty else { return text }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }
}
