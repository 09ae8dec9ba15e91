extension ArgumentSpec {
    /// The names as help lists them: `-k, --kind <kind>`, `--color/--no-color`, `<values>`.
    func label() -> String {
        switch kind {
        case .positional:
            return "<\(valueName)>"
        case .flag, .option:
            var names = [shortName, longName].compactMap { $0 }.joined(separator: ", ")
            if let invertedName { names += "/" + invertedName }
            if takesValue { names += " <\(valueName)>" }
            return names
        }
    }

    /// The help line with the default appended: `The kind of average. (default: mean)`.
    var helpWithDefault: String {
        guard let defaultText else { return help }
        return help.isEmpty ? "(default: \(defaultText))" : "\(help) (default: \(defaultText))"
    }
}
