/// Decides whether a stream may carry colour.
package enum ColorPolicy {
    /// Colour only on a terminal, never with `NO_COLOR` set (to any value, even empty) or `TERM=dumb`.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether the stream is a terminal.
    ///   - environment: The process environment.
    package static func allowsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }
}
