extension Unicode.Scalar {
    /// Whether the scalar, printed raw, could move a terminal's cursor, change its colours, end a
    /// line (and so start a CI log command) or reorder what is shown: the C0 controls but tab, DEL,
    /// the C1 controls (U+0080-U+009F, which include the one-byte CSI), the line and paragraph
    /// separators, and the bidirectional embedding, override and isolate controls.
    package var isTerminalControl: Bool {
        switch value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
