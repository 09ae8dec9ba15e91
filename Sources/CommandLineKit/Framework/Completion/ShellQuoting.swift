/// Quoting for the generated scripts.
enum ShellQuoting {
    /// Single-quotes a word for bash and zsh: `it's` becomes `'it'\''s'`.
    static func posix(_ word: String) -> String {
        "'" + word.replacingAll("'", with: "'\\''") + "'"
    }

    /// Single-quotes a word for fish, where `\` and `'` are escaped inside single quotes.
    static func fish(_ word: String) -> String {
        "'" + word.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
    }

    /// A shell function name made from the program name: `_tripkit`.
    static func functionPrefix(_ program: String) -> String {
        "_" + String(program.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
