/// What code shows about the arguments a key's text is formatted with: the keys it looks up by a
/// literal (the code names the key, so it passes what the development language's text reads), and
/// those it passes, once looked up, to a formatting call as its format
/// (`String(format: NSLocalizedString("k", comment: ""), x)`, `[NSString stringWithFormat:...]`;
/// `LocalizedKeyLookup.formatArguments`): their texts are format strings, whatever their
/// development language's text holds, and the call passes them that many arguments.
///
/// A key code reads only through a key built at run time (`[bundle localizedStringForKey:identifier
/// value:nil table:@"Commands"]`) has no such evidence: the code may pass any number of arguments.
struct FormattedKeys: Sendable {
    /// The most arguments a call passes, by table name, then key.
    private let inTable: [String: [String: Int]]
    /// The same for keys looked up in a table not known here (a helper's, an expression's): for
    /// the key of any table.
    private let inAnyTable: [String: Int]
    /// The keys looked up by a literal, by table name.
    private let lookedUp: [String: Set<String>]
    /// The keys looked up by a literal in a table not known here.
    private let lookedUpInAnyTable: Set<String>

    init(_ codeFiles: [CodeFile]) {
        var inTable: [String: [String: Int]] = [:]
        var inAnyTable: [String: Int] = [:]
        var lookedUp: [String: Set<String>] = [:]
        var lookedUpInAnyTable: Set<String> = []
        for file in codeFiles {
            for lookup in file.localizedKeyLookups where !lookup.isRuntimeKey {
                let table = lookup.table.name
                if let table { lookedUp[table, default: []].insert(lookup.key) } else { lookedUpInAnyTable.insert(lookup.key) }
                guard let passed = lookup.formatArguments else { continue }
                if let table {
                    inTable[table, default: [:]][lookup.key] = max(inTable[table]?[lookup.key] ?? 0, passed)
                } else {
                    inAnyTable[lookup.key] = max(inAnyTable[lookup.key] ?? 0, passed)
                }
            }
        }
        self.inTable = inTable
        self.inAnyTable = inAnyTable
        self.lookedUp = lookedUp
        self.lookedUpInAnyTable = lookedUpInAnyTable
    }

    /// The most arguments code passes when it formats the text of `key` of the table `table`
    /// (`Int.max` when not counted), or `nil` when no code is seen formatting it.
    func arguments(of key: String, table: String) -> Int? {
        switch (inAnyTable[key], inTable[table]?[key]) {
        case (nil, nil): nil
        case (let any, let own): max(any ?? 0, own ?? 0)
        }
    }

    /// Whether code looks `key` of the table `table` up by a literal (in that table, or in one not
    /// known here): what the call passes is then what the development language's text reads, or
    /// what a formatting call around it passes.
    func looksUp(_ key: String, table: String) -> Bool {
        lookedUpInAnyTable.contains(key) || lookedUp[table]?.contains(key) == true
    }
}

extension FormattedKeys: ProjectAnalysis {
    static func compute(_ project: ValidationProject) -> FormattedKeys {
        FormattedKeys(project.codeFiles)
    }
}
