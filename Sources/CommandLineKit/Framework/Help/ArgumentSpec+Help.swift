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

    /// The help line with the values it takes (when they are a fixed list) and the default
    /// appended: `The kind of average. (values: mean, median; default: mean)`.
    var helpWithDefault: String {
        var notes: [String] = []
        if case .list(let values) = completion, !values.isEmpty {
            notes.append("values: " + values.joined(separator: ", "))
        }
        if let defaultText { notes.append("default: \(defaultText)") }
        guard !notes.isEmpty else { return help }
        let note = "(" + notes.joined(separator: "; ") + ")"
        return help.isEmpty ? note : "\(help) \(note)"
    }
}
