/// A look for text on a terminal, rendered as ANSI SGR escape sequences.
public struct TextStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let bold = TextStyle(rawValue: 1 << 0)
    public static let dim = TextStyle(rawValue: 1 << 1)
    public static let underline = TextStyle(rawValue: 1 << 2)
    public static let reverse = TextStyle(rawValue: 1 << 3)
    public static let red = TextStyle(rawValue: 1 << 4)
    public static let green = TextStyle(rawValue: 1 << 5)
    public static let yellow = TextStyle(rawValue: 1 << 6)
    public static let cyan = TextStyle(rawValue: 1 << 7)

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
    public func apply(to text: String, enabled: Bool) -> String {
        let parameters = Self.codes.filter { contains($0.0) }.map(\.1)
        guard enabled, !parameters.isEmpty, !text.isEmpty else { return text }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }
}
