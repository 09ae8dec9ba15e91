/// The one-line synopsis of a command, as tokens: `tripkit list [--json] <name> <subcommand>`.
///
/// Help, error messages and the manual page render the same tokens.
struct Usage {
    /// The command's path: `tripkit list`.
    let commandPath: String
    /// The options and positionals in synopsis form: `[--kind <kind>]`, `<name>`, `[<values> ...]`.
    let tokens: [String]

    init(_ node: CommandNode) {
        commandPath = node.displayName
        var tokens: [String] = []
        for spec in node.arguments where !spec.isHidden && !BuiltInOptions.isBuiltIn(spec) {
            tokens.append(Self.token(for: spec))
        }
        if !node.subcommands.isEmpty { tokens.append("<subcommand>") }
        self.tokens = tokens
    }

    /// How one argument appears in the synopsis.
    static func token(for spec: ArgumentSpec) -> String {
        switch spec.kind {
        case .flag:
            "[\(([spec.longName] + [spec.invertedName].compactMap { $0 }).joined(separator: "/"))]"
        case .option(let isRepeating):
            "[\(spec.longName) <\(spec.valueName)>\(isRepeating ? " ..." : "")]"
        case .positional(.required):
            "<\(spec.valueName)>"
        case .positional(.optional):
            "[<\(spec.valueName)>]"
        case .positional(.variadic(let minimum)):
            minimum > 0 ? "<\(spec.valueName)> ..." : "[<\(spec.valueName)> ...]"
        }
    }

    /// The synopsis on one line.
    var text: String {
        ([commandPath] + tokens).joined(separator: " ")
    }

    /// The synopsis after a label, wrapped so that later lines line up after the command path.
    ///
    /// - Parameters:
    ///   - label: `USAGE: ` or `Usage: `.
    ///   - width: The line width.
    /// - Returns: The lines.
    func lines(label: String, width: Int) -> [String] {
        let indent = String(repeating: " ", count: label.count + commandPath.count + 1)
        var lines = [label + commandPath]
        for token in tokens {
            let last = lines[lines.count - 1]
            if last.count + 1 + token.count > width, last.count > indent.count {
                lines.append(indent + token)
            } else {
                lines[lines.count - 1] = last + " " + token
            }
        }
        return lines
    }
}
