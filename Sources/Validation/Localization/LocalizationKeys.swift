import TripSource

/// Every key the strings tables and String Catalogs among the inputs hold, by table name, and the
/// tables each target builds: what the rules comparing code's lookups with the tables ask.
///
/// A key counts for its table in whatever bundle and language holds it (a key any language has is
/// there): a rule that says a key is missing says it only when no file of that table name has it.
/// A target's tables are the `.strings`, `.stringsdict` and `.xcstrings` files its build phases or
/// synchronized folders name, less `InfoPlist` tables (an Info.plist's localization) and the tables
/// of `Base.lproj` storyboards and XIBs (Interface Builder's, not code's). Computed once per run.
struct LocalizationKeys: Sendable {
    /// The keys of each table, by table name (`Localizable`).
    let keysByTable: [String: Set<String>]
    /// Every key of every table.
    let allKeys: Set<String>
    /// The names of the tables code may read that each target builds, by target number
    /// (`TargetIndex`); a target building none is absent.
    let tablesByTarget: [Int: Set<String>]
    /// The targets whose tables hold at least two languages (`Base` and private-use codes left
    /// out, `en-GB` counting as `en`): only there does a text shown untranslated reach anyone.
    let translatedTargets: Set<Int>
    /// The tables of `Base.lproj` storyboards and XIBs and the `InfoPlist` tables, by bundle folder
    /// and table name joined by a NUL: tables whose keys code does not look up.
    let nonCodeTables: Set<String>

    init(_ project: ValidationProject) {
        var keysByTable: [String: Set<String>] = [:]
        var tablesByTarget: [Int: Set<String>] = [:]
        var nonCodeTables: Set<String> = []
        var languagesByTarget: [Int: Set<String>] = [:]
        func add(_ language: String, to target: Int) {
            guard language != LocalizationTables.Table.base, !LocalizationTables.isPrivateUse(language) else { return }
            languagesByTarget[target, default: []].insert(PluralRules.languageSubtag(of: language).lowercased())
        }
        let targets = project.analysis(TargetIndex.self)
        for table in project.localizationTables.tables {
            var keys = keysByTable[table.name, default: []]
            let readByCode = !table.translatesBaseDocument && !LocalizationMissingKey.isInfoPlistTable(table.name)
            if !readByCode { nonCodeTables.insert(table.bundle + "\u{0}" + table.name) }
            for language in table.languages.values {
                for entry in language.ordered { keys.insert(entry.key) }
                guard readByCode else { continue }
                for file in [language.strings, language.stringsdict].compactMap({ $0 }) {
                    for target in targets.targets(building: Paths.normalize(file.path)) {
                        tablesByTarget[target, default: []].insert(table.name)
                        add(language.language, to: target)
                    }
                }
            }
            keysByTable[table.name] = keys
        }
        for file in project.stringCatalogs {
            let name = file.tableName
            keysByTable[name, default: []].formUnion(file.catalog.entries.lazy.map(\.key))
            guard !file.localizesInfoPlist else { continue }
            var languages = Set(file.catalog.entries.lazy.flatMap { $0.localizations.map(\.language) })
            if let source = file.catalog.sourceLanguage?.value { languages.insert(source) }
            for target in targets.targets(building: Paths.normalize(file.path)) {
                tablesByTarget[target, default: []].insert(name)
                for language in languages { add(language, to: target) }
            }
        }
        self.keysByTable = keysByTable
        self.allKeys = keysByTable.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        self.tablesByTarget = tablesByTarget
        self.nonCodeTables = nonCodeTables
        self.translatedTargets = Set(languagesByTarget.lazy.filter { $0.value.count >= 2 }.map(\.key))
    }

    /// Whether a table of the lookup's name holds its key (any table, for a helper's lookup or one
    /// whose table is an expression).
    func holds(_ lookup: LocalizedKeyLookup) -> Bool {
        guard let name = lookup.table.name else { return allKeys.contains(lookup.key) }
        return keysByTable[name]?.contains(lookup.key) == true
    }
}

extension LocalizationKeys: ProjectAnalysis {
    static func prepare(_ project: ValidationProject) {
        _ = project.analysis(TargetIndex.self)
        _ = project.localizationTables
    }

    static func compute(_ project: ValidationProject) -> LocalizationKeys {
        LocalizationKeys(project)
    }
}

extension ValidationProject {
    /// The keys of the tables and catalogs, and the tables each target builds, computed once.
    var localizationKeys: LocalizationKeys {
        analysis(LocalizationKeys.self)
    }
}
