/// What a running command can reach: the console, the environment and the tool it belongs to.
package struct CommandContext: Sendable {
    /// The streams, the environment and the interactive terminal.
    package let console: Console
    /// The tool, for its completion providers and its command tree.
    package let tool: CommandLineTool
    /// The command that runs.
    let node: CommandNode

    /// Standard output: results only.
    package var output: ConsoleStream { console.output }
    /// Standard error: messages and prompts.
    package var error: ConsoleStream { console.error }
    /// The process environment.
    package var environment: [String: String] { console.environment }
    /// The names from the root to the running command: `["tripkit", "select"]`.
    package var commandPath: [String] { node.path }

    /// The running command's `--help` text, wrapped to standard output's width.
    package func helpText() -> String {
        HelpRenderer(node: node, exitStatuses: tool.exitStatuses).render(width: output.width)
    }
}
