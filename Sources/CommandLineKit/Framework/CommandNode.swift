import TripSource

/// One command in the tool's tree, resolved from its type: its place, its arguments and its children.
///
/// Everything that renders or parses a command line walks these nodes, so help, usage, completion
/// scripts and the manual page always agree.
struct CommandNode: Sendable {
    /// The command type that runs.
    let command: any Command.Type
    /// The group of declarations the node was built from; its declarations key the parsed values.
    let argumentGroup: any ArgumentGroup
    /// The command's configuration, read once.
    let configuration: CommandConfiguration
    /// The names from the root to this command: `["tripkit", "completion"]`.
    let path: [String]
    /// The declared flags, options and positionals, then the built-in `--help` (and `--version`).
    let arguments: [ArgumentSpec]
    /// The subcommands, in configuration order.
    let subcommands: [CommandNode]
    /// The name of the subcommand that runs when none is named.
    let defaultSubcommandName: String?

    /// The word that selects the command.
    var name: String { configuration.commandName }

    /// The names joined with spaces: `tripkit completion`.
    var displayName: String { path.joined(separator: " ") }

    /// Whether this is the tool's root.
    var isRoot: Bool { path.count == 1 }

    /// Flags and options, including the built-in ones.
    var options: [ArgumentSpec] { arguments.filter(\.isNamed) }

    /// Positional arguments in order.
    var positionals: [ArgumentSpec] { arguments.filter { !$0.isNamed } }

    /// The subcommand that runs when none is named.
    var defaultSubcommand: CommandNode? {
        defaultSubcommandName.flatMap(subcommand(named:))
    }

    /// The subcommands help, completion and the manual page show.
    var visibleSubcommands: [CommandNode] { subcommands.filter { !$0.configuration.isHidden } }

    /// The subcommand with this name, hidden ones included.
    func subcommand(named name: String) -> CommandNode? {
        subcommands.first { $0.name == name } ?? subcommands.first { $0.configuration.aliases.contains(name) }
    }

    /// The flag or option with this exact name (`--kind`, `-k`, `--no-color`).
    func option(named name: String) -> ArgumentSpec? {
        options.first { $0.allNames.contains(name) }
    }

    /// The node reached by following subcommand names from here, or `nil` with the first name that
    /// matched nothing.
    func descendant(at names: some Sequence<String>) -> Result<CommandNode, ParseError> {
        var node = self
        for name in names {
            guard let child = node.subcommand(named: name) else {
                let suggestion = NearMatch.nearest(to: name, in: node.visibleSubcommands.map(\.name))
                return .failure(.unknownSubcommand(name, suggestion: suggestion))
            }
            node = child
        }
        return .success(node)
    }

    /// This node and every node below it that is not hidden (nor below a hidden one).
    var visibleNodes: [CommandNode] {
        [self] + visibleSubcommands.flatMap(\.visibleNodes)
    }

    /// This node and every node below it, parents before children.
    var allNodes: [CommandNode] {
        [self] + subcommands.flatMap(\.allNodes)
    }
}

extension CommandNode {
    /// Resolves a command type and its subcommands into nodes.
    ///
    /// - Parameters:
    ///   - command: The command type.
    ///   - parentPath: The names above it; empty for the root.
    ///   - extraSubcommands: Commands appended to this node's own (the built-ins on the root).
    ///   - ancestors: The types above it, to stop a command that lists itself.
    init(
        _ command: any Command.Type, parentPath: [String] = [], extraSubcommands: [any Command.Type] = [],
        ancestors: Set<ObjectIdentifier> = []
    ) {
        let configuration = command.configuration
        let path = parentPath + [configuration.commandName]
        let group = command.makeArguments()
        var arguments = group.declaredSpecs
        if parentPath.isEmpty, configuration.version != nil {
            arguments.append(BuiltInOptions.version.spec)
        }
        arguments.append(BuiltInOptions.help.spec)
        let below = ancestors.union([ObjectIdentifier(command)])
        let children = (configuration.subcommands + extraSubcommands)
            .filter { !below.contains(ObjectIdentifier($0)) }
            .map { CommandNode($0, parentPath: path, ancestors: below) }
        self.command = command
        self.argumentGroup = group
        self.configuration = configuration
        self.path = path
        self.arguments = arguments
        self.subcommands = children
        self.defaultSubcommandName = configuration.defaultSubcommand?.configuration.commandName
    }
}
