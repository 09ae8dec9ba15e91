/// The part the bash and zsh scripts share: `<prefix>_node` sets the variables of the command reached,
/// and `<prefix>_values` completes the value of an option or of the n-th positional (`#<n>`).
///
/// The two shells differ only in how a command's variables are set, in the case pattern for "any
/// number", and in the command that completes each kind of value.
struct ShellDispatch {
    let table: CompletionTable
    /// The case pattern matching any positional index, for a variadic positional: `[0-9]*`, `<->`.
    let anyNumberPattern: String
    /// The command that completes a kind of value, or `nil` when there is nothing to offer.
    let action: (CompletionKind) -> String?

    /// The two functions.
    ///
    /// - Parameter nodeCase: One command's `case` branch setting its variables.
    func functions(settingVariables nodeCase: (CompletionTable.Entry) -> String) -> String {
        let function = ShellQuoting.functionPrefix(table.program)
        return """
        \(function)_node() {
            case "$1" in
        \(table.entries.map(nodeCase).joined(separator: "\n"))
            esac
        }

        \(function)_values() {
            case "$1 $2" in
        \(table.entries.flatMap(valueCases).joined(separator: "\n"))
            esac
        }
        """
    }

    /// One branch per option or positional whose value completes with something.
    private func valueCases(_ entry: CompletionTable.Entry) -> [String] {
        entry.valueCompletions.compactMap { keys, spec in
            guard let action = action(spec.completion) else { return nil }
            let patterns = keys.map { key in
                key.hasSuffix("+")
                    ? ShellQuoting.posix("\(entry.key) #") + anyNumberPattern
                    : ShellQuoting.posix("\(entry.key) \(key)")
            }
            return "        \(patterns.joined(separator: "|"))) \(action) ;;"
        }
    }
}
