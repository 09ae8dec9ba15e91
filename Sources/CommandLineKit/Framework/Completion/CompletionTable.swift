/// The completion data of every visible command, flattened for the script renderers.
///
/// A command with a default subcommand also offers that subcommand's options and positionals, since
/// the parser passes them on. Every shell script is rendered from these entries, so the three agree.
struct CompletionTable {
    /// What one command completes.
    struct Entry {
        /// The subcommand names after the program name; empty for the root.
        let path: [String]
        /// The visible subcommands.
        let subcommands: [CommandNode]
        /// The visible flags and options.
        let options: [ArgumentSpec]
        /// The visible positionals, in order.
        let positionals: [ArgumentSpec]

        /// The path joined with spaces, the key the scripts dispatch on (`""` for the root).
        var key: String { path.joined(separator: " ") }

        /// Every name of every option that takes a value.
        var valuedNames: [String] { options.filter(\.takesValue).flatMap(\.allNames) }

        /// The options and positionals whose values complete with something, with the key each is
        /// found under: option names, or `#<n>` for the n-th positional (`#<n>+` for a variadic one).
        var valueCompletions: [(keys: [String], spec: ArgumentSpec)] {
            var result: [(keys: [String], spec: ArgumentSpec)] = []
            for spec in options where spec.takesValue {
                result.append((spec.allNames, spec))
            }
            for (position, spec) in positionals.enumerated() {
                if case .positional(.variadic) = spec.kind {
                    result.append((["#\(position)+"], spec))
                } else {
                    result.append((["#\(position)"], spec))
                }
            }
            return result
        }
    }

    let program: String
    let entries: [Entry]

    init(root: CommandNode) {
        program = root.name
        entries = root.visibleNodes.map(Self.entry(for:))
    }

    private static func entry(for node: CommandNode) -> Entry {
        var options = node.options.filter { !$0.isHidden }
        var positionals = node.positionals.filter { !$0.isHidden }
        var fallback = node.defaultSubcommand
        while let child = fallback {
            options += child.options.filter { !$0.isHidden && !BuiltInOptions.isBuiltIn($0) }
            if positionals.isEmpty { positionals = child.positionals.filter { !$0.isHidden } }
            fallback = child.defaultSubcommand
        }
        return Entry(path: Array(node.path.dropFirst()), subcommands: node.visibleSubcommands,
                     options: options, positionals: positionals)
    }
}
