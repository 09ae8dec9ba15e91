/// A key press decoded from the bytes a terminal sends.
package enum Key: Hashable, Sendable {
    /// A printable character, including digits and letters such as `j` and `k`.
    case character(Character)
    /// Ctrl and a letter (lowercase): Ctrl-C is `.control("c")`, Ctrl-N `.control("n")`.
    case control(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown, delete
    case enter, tab, backspace, escape
    /// A sequence the decoder recognises but the picker has no use for (F-keys, Alt-letters, ...).
    case unknown([UInt8])
}
