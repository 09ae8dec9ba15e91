extension CommandNode {
    /// Mistakes in the command data that would make parsing ambiguous, as sentences; empty when the
    /// tree is sound. Tests assert this is empty for every tool.
    var configurationProblems: [String] { configurationProblems(below: []) }

    /// The problems of this node and the nodes below it, given the options of the commands above it.
    private func configurationProblems(below ancestorOptions: [ArgumentSpec]) -> [String] {
        var problems: [String] = []
        for spec in options where !BuiltInOptions.isBuiltIn(spec) {
            if let above = ancestorOptions.first(where: { $0.name == spec.name }), above.kind != spec.kind {
                problems.append("\(displayName): '\(spec.longName)' is declared above as another kind of option")
            }
        }
        let names = options.flatMap(\.allNames)
        for name in Set(names) where names.filter({ $0 == name }).count > 1 {
            problems.append("\(displayName): the option name '\(name)' is declared twice")
        }
        let commandNames = subcommands.map(\.name)
        for name in Set(commandNames) where commandNames.filter({ $0 == name }).count > 1 {
            problems.append("\(displayName): the subcommand '\(name)' is declared twice")
        }
        if !subcommands.isEmpty, !positionals.isEmpty {
            problems.append("\(displayName): a command with subcommands cannot take positional arguments")
        }
        if let name = defaultSubcommandName, subcommand(named: name) == nil {
            problems.append("\(displayName): the default subcommand '\(name)' is not one of its subcommands")
        }
        let builtIns = isRoot && !configuration.subcommands.isEmpty ? BuiltInCommands.all.count : 0
        let listed = configuration.subcommands.count + builtIns
        if subcommands.count != listed {
            problems.append("\(displayName): a subcommand lists a command above it")
        }
        problems += positionalOrderProblems
        // An option shared by name with a command above, but of another kind, would read disagreeing words.
        return problems + subcommands.flatMap { $0.configurationProblems(below: ancestorOptions + options) }
    }

    /// Positionals must go required, then optional, then at most one variadic, last.
    private var positionalOrderProblems: [String] {
        var problems: [String] = []
        var rank = 0
        for spec in positionals {
            guard case .positional(let arity) = spec.kind else { continue }
            let order: Int
            switch arity {
            case .required: order = 0
            case .optional: order = 1
            case .variadic: order = 2
            }
            if order < rank || (order == 2 && rank == 2) {
                problems.append("\(displayName): the positional '\(spec.displayName)' is out of order")
            }
            rank = max(rank, order)
        }
        return problems
    }
}
