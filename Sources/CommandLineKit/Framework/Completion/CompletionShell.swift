/// A shell `tripkit completion` writes a script for.
package enum CompletionShell: String, CaseIterable, ArgumentValue {
    case bash, zsh, fish

    /// The script for a tool's command tree.
    func script(for table: CompletionTable) -> String {
        switch self {
        case .bash: BashCompletionScript(table: table).render()
        case .zsh: ZshCompletionScript(table: table).render()
        case .fish: FishCompletionScript(table: table).render()
        }
    }
}
