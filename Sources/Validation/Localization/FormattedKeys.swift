/// The keys code passes, once looked up, to a formatting call as its format
/// (`String(format: NSLocalizedString("k", comment: ""), x)`, `[NSString stringWithFormat:...]`;
/// `LocalizedKeyLookup.formatArguments`): their texts are format strings, whatever their
/// development language's text holds, and the call passes them that many arguments.
struct FormattedKeys: Sendable {
    /// The most arguments a call passes, by table name and key joined by a NUL.
    private let inTable: [String: Int]
    /// The same for keys looked up in a table not known here (a helper's, an expression's): for
    /// the key of any table.
    private let inAnyTable: [String: Int]

    init(_ codeFiles: [CodeFile]) {
        var inTable: [String: Int] = [:]
        var inAnyTable: [String: Int] = [:]
        for file in codeFiles {
            for lookup in file.localizedKeyLookups {
                guard let passed = lookup.formatArguments else { continue }
                if let table = lookup.table.name {
                    inTable[table + "\u{0}" + lookup.key] = max(inTable[table + "\u{0}" + lookup.key] ?? 0, passed)
                } else {
                    inAnyTable[lookup.key] = max(inAnyTable[lookup.key] ?? 0, passed)
                }
            }
        }
        self.inTable = inTable
        self.inAnyTable = inAnyTable
    }

    /// The most arguments code passes when it formats the text of `key` of the table `table`
    /// (`Int.max` when not counted), or `nil` when no code is seen formatting it.
    func arguments(of key: String, table: String) -> Int? {
        switch (inAnyTable[key], inTable[table + "\u{0}" + key]) {
        case (nil, nil): nil
        case (let any, let own): max(any ?? 0, own ?? 0)
        }
    }
}
