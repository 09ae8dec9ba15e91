import TripSource

/// What a command line asks for once parsed.
enum Invocation {
    /// Run the command with these values.
    case run(CommandNode, ParsedStore)
    /// Show the command's help (`-h`, `--help`).
    case help(CommandNode)
    /// Print the version (`--version` on the root).
    case version(String)
}

/// A parse error with the command whose usage explains it.
struct ParseFailure: Error {
    let error: ParseError
    let node: CommandNode
}

/// Turns the words of a command line into an `Invocation`, walking down the command tree.
///
/// Accepted forms: `--name value`, `--name=value`, `-n value`, `-nvalue`, grouped short flags (`-abc`,
/// where the last may take a value), `--no-name` for an inverted flag, `--` to end options, `-` and
/// negative numbers as plain words. A word naming a subcommand descends into it; a word or option the
/// command does not know passes to its default subcommand when it has one. A command that takes dashed
/// words (`CommandConfiguration.takesDashedWords`) reads an unknown `-word` as a positional word.
struct CommandLineParser {
    let root: CommandNode

    /// The words still to read and where the parse stands.
    private struct State {
        var words: [String]
        var index = 0
        var node: CommandNode
        var path: [CommandNode]
        var occurrences: [OccurrenceKey: [String]] = [:]
        var positionals: [String] = []
        var optionsEnded = false
        /// Whether the current command was named on the line rather than reached as a default.
        var wasNamed = true

        mutating func next() -> String? {
            guard index < words.count else { return nil }
            defer { index += 1 }
            return words[index]
        }

        mutating func record(_ word: String, for spec: ArgumentSpec) {
            occurrences[OccurrenceKey(spec), default: []].append(word)
        }

        /// Moves into a subcommand, named on the line or reached as the default.
        mutating func enter(_ child: CommandNode, named: Bool) {
            node = child
            path.append(child)
            wasNamed = named
        }
    }

    /// Parses the words after the program name.
    ///
    /// - Parameter words: The arguments, without the program name.
    /// - Returns: What to do.
    /// - Throws: `ParseFailure` naming the word at fault and the command whose usage to show.
    func parse(_ words: [String]) throws(ParseFailure) -> Invocation {
        var state = State(words: words, node: root, path: [root])
        while let word = state.next() {
            if let early = try read(word, in: &state) { return early }
        }
        while state.node.positionals.isEmpty, let child = state.node.defaultSubcommand {
            state.enter(child, named: false)
        }
        try assignPositionals(in: &state)
        return .run(state.node, try resolve(state))
    }

    /// Reads one word; returns an invocation when the word ends parsing (`--help`, `--version`).
    private func read(_ word: String, in state: inout State) throws(ParseFailure) -> Invocation? {
        if state.optionsEnded {
            state.positionals.append(word)
        } else if word == "--" {
            state.optionsEnded = true
        } else if word.hasPrefix("--") {
            return try readLong(word, in: &state)
        } else if word.hasPrefix("-"), word.count > 1, !isNegativeNumber(word, in: state.node) {
            if state.node.option(named: word) == nil, let child = state.node.subcommand(named: word) {
                // A dashed alias (`plist -convert`) where a subcommand is expected.
                state.enter(child, named: true)
                return nil
            }
            if state.node.configuration.takesDashedWords, state.node.option(named: word) == nil {
                state.positionals.append(word)
                return nil
            }
            return try readShort(word, in: &state)
        } else {
            try readWord(word, in: &state)
        }
        return nil
    }

    private func readLong(_ word: String, in state: inout State) throws(ParseFailure) -> Invocation? {
        let name: String, attached: String?
        if let equals = word.firstIndex(of: "=") {
            name = String(word[..<equals])
            attached = String(word[word.index(after: equals)...])
        } else {
            name = word
            attached = nil
        }
        guard let spec = state.node.option(named: name) else {
            if passToDefaultSubcommand(&state) { return try readLong(word, in: &state) }
            let names = state.node.options.filter { !$0.isHidden }.flatMap(\.allNames)
            throw fail(.unknownOption(name, suggestion: NearMatch.nearest(to: name, in: names)), state)
        }
        if let early = builtIn(spec, state) { return early }
        if spec.takesValue {
            if let attached {
                state.record(attached, for: spec)
            } else {
                state.record(try takeValue(for: spec, in: &state), for: spec)
            }
        } else if let attached {
            throw fail(.unexpectedValue(attached, flag: name), state)
        } else {
            state.record(name == spec.invertedName ? "false" : "true", for: spec)
        }
        return nil
    }

    private func readShort(_ word: String, in state: inout State) throws(ParseFailure) -> Invocation? {
        var letters = word.dropFirst()
        var isFirst = true
        while let letter = letters.popFirst() {
            guard let spec = state.node.option(named: "-\(letter)") else {
                if isFirst, passToDefaultSubcommand(&state) { return try readShort(word, in: &state) }
                let names = state.node.options.filter { !$0.isHidden }.flatMap(\.allNames)
                throw fail(.unknownOption("-\(letter)", suggestion: NearMatch.nearest(to: "-\(letter)", in: names)), state)
            }
            isFirst = false
            if let early = builtIn(spec, state) { return early }
            if spec.takesValue {
                if letters.isEmpty {
                    state.record(try takeValue(for: spec, in: &state), for: spec)
                } else {
                    state.record(String(letters), for: spec)
                }
                return nil
            }
            state.record("true", for: spec)
        }
        return nil
    }

    private func readWord(_ word: String, in state: inout State) throws(ParseFailure) {
        guard !state.node.subcommands.isEmpty else {
            state.positionals.append(word)
            return
        }
        if let child = state.node.subcommand(named: word) {
            state.enter(child, named: true)
        } else if defaultSubcommandTakes(word, below: state.node), passToDefaultSubcommand(&state) {
            try readWord(word, in: &state)
        } else {
            throw fail(.unknownSubcommand(word, suggestion: suggestion(for: word, in: state.node)), state)
        }
    }

    /// Whether a word the command does not know could be read by its default subcommand (or the
    /// default's default): as a positional word or a subcommand's name. Otherwise the word is an
    /// unknown subcommand (`tripkit man`), not an argument the default refuses.
    private func defaultSubcommandTakes(_ word: String, below node: CommandNode) -> Bool {
        var next = node.defaultSubcommand
        while let child = next {
            if !child.positionals.isEmpty || child.subcommand(named: word) != nil { return true }
            next = child.defaultSubcommand
        }
        return false
    }

    /// The nearest subcommand to an unknown word, or the option the word names without its dashes
    /// (`tripkit version` -> `--version`), or else a subcommand with a part of its name that starts
    /// with the word (`tripkit man` -> `generate-manpage`, hidden from the list but not internal).
    private func suggestion(for word: String, in node: CommandNode) -> String? {
        if let option = node.option(named: "--" + word), !option.isHidden { return "--" + word }
        if let nearest = NearMatch.nearest(to: word, in: node.visibleSubcommands.map(\.name)) { return nearest }
        guard word.count >= 3 else { return nil }
        return node.subcommands.map(\.name).first { name in
            !name.hasPrefix("_") && name.split(separator: "-").contains { $0.hasPrefix(word) }
        }
    }

    /// Moves into the default subcommand when the current command has one; returns whether it did.
    private func passToDefaultSubcommand(_ state: inout State) -> Bool {
        guard let child = state.node.defaultSubcommand else { return false }
        state.enter(child, named: false)
        return true
    }

    /// The word after an option, refusing one that is itself an option.
    private func takeValue(for spec: ArgumentSpec, in state: inout State) throws(ParseFailure) -> String {
        guard state.index < state.words.count else {
            throw fail(.missingValue(option: spec.displayName), state)
        }
        let word = state.words[state.index]
        if word.hasPrefix("-"), word.count > 1, !isNegativeNumber(word, in: state.node) {
            throw fail(.missingValue(option: spec.displayName), state)
        }
        state.index += 1
        return word
    }

    /// `--help` and `--version` end parsing at once.
    private func builtIn(_ spec: ArgumentSpec, _ state: State) -> Invocation? {
        if spec === BuiltInOptions.help.spec { return .help(state.node) }
        if spec === BuiltInOptions.version.spec {
            let version = root.configuration.version ?? ""
            return .version(root.configuration.versionDetail.map { "\(version) (\($0))" } ?? version)
        }
        return nil
    }

    /// `-5` and `-0.5` are words, unless the command has a digit as a short option.
    private func isNegativeNumber(_ word: String, in node: CommandNode) -> Bool {
        guard Double(word) != nil, let first = word.dropFirst().first else { return false }
        return node.option(named: "-\(first)") == nil
    }

    /// Gives the positional words to the command's positional arguments in order.
    private func assignPositionals(in state: inout State) throws(ParseFailure) {
        var words = state.positionals[...]
        for spec in state.node.positionals {
            guard case .positional(let arity) = spec.kind else { continue }
            switch arity {
            case .required, .optional:
                if let word = words.popFirst() { state.record(word, for: spec) }
            case .variadic:
                while let word = words.popFirst() { state.record(word, for: spec) }
            }
        }
        if let extra = words.first {
            let parent = state.path.dropLast().last
            let siblings = state.wasNamed ? [] : (parent?.visibleSubcommands.map(\.name) ?? [])
            throw fail(.unexpectedArgument(extra, suggestion: NearMatch.nearest(to: extra, in: siblings)), state)
        }
    }

    /// Makes the typed value of every declaration on the path.
    private func resolve(_ state: State) throws(ParseFailure) -> ParsedStore {
        var values = ParsedStore()
        for node in state.path {
            for spec in node.arguments {
                let words = state.occurrences[OccurrenceKey(spec)] ?? []
                if spec.isRequired, words.isEmpty {
                    throw ParseFailure(error: .missingArgument(spec.displayName), node: node)
                }
                do {
                    values.set(try spec.resolve(words), for: spec, given: !words.isEmpty)
                } catch {
                    let invalid = ParseError.invalidValue(error.value, argument: spec.displayName, expectation: error.expectation)
                    throw ParseFailure(error: invalid, node: node)
                }
            }
        }
        return values
    }

    private func fail(_ error: ParseError, _ state: State) -> ParseFailure {
        ParseFailure(error: error, node: state.node)
    }
}

/// What the words of one declaration are gathered under while parsing.
///
/// A flag or option is known by its long name along the whole path, so a command and a command below
/// it that both declare `--store` have one option: given before or after the subcommand's name, both
/// read it. A positional belongs to its own declaration.
private enum OccurrenceKey: Hashable {
    case named(String)
    case positional(ObjectIdentifier)

    init(_ spec: ArgumentSpec) {
        self = spec.isNamed ? .named(spec.name) : .positional(ObjectIdentifier(spec))
    }
}
