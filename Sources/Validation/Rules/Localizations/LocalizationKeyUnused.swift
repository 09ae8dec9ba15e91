import TripSource

/// A key of a `.strings`, `.stringsdict` or String Catalog table that no code looks up and no
/// storyboard or XIB names: text translators keep paying for that nobody sees. Opt-in.
///
/// The evidence is the code index `localization_key_not_found` reads (`CodeFile.localizedKeyLookups`
/// and `runtimeKeyLookups`) and the literals of every Swift and Objective-C file among the inputs:
/// a key any plain literal equals (a lookup, a constant, a wrapper's argument such as
/// `"settings.title".localized`, a key the configuration's `localization_helpers` read) or any
/// storyboard or XIB names (`text`, `title`, `placeholder`, `userLabel`, a string runtime
/// attribute) is used. Judged only in tables a target builds that also builds code among the
/// inputs (code of no target, or a target whose code is absent, says nothing), less the tables code
/// does not read: `InfoPlist`, a storyboard's, XIB's or intent definition's (named as one among
/// the inputs), `AppShortcuts`, and those of a `.bundle` folder (a Settings bundle's). A String
/// Catalog's string Xcode extracted from code (no `extractionState`, or `extracted_with_value`) is
/// used by that evidence; a `stale` one is `string_catalog_stale`'s.
///
/// A warning when nothing names the key. A note, never advising removal, when code builds keys at
/// run time that may be this one: an interpolated literal, a format literal or a concatenation that
/// starts the key (`"wallet_name.\(index)"`, `@"wallet_name.%d"`, `"wallet_name." + n` use every
/// `wallet_name.N`), or a lookup whose key is no literal at all (a parameter, a wrapper's body) in
/// this table or one not known.
struct LocalizationKeyUnused: Rule {
    static let description = RuleDescription(
        id: "localization_key_unused", severity: .warning, category: .localizations,
        summary: "A strings table or String Catalog holds a key that no code looks up.",
        isOptIn: true,
        evidence:
            "Opt-in. Reads every plain string literal of the Swift and Objective-C files among the inputs and the "
            + "lookups localization_key_not_found reads, with the texts storyboards and XIBs name (text, title, "
            + "placeholder, userLabel, string runtime attributes); judged only in tables a target builds that also "
            + "builds code among the inputs, not InfoPlist, storyboard, XIB, intent definition, AppShortcuts or "
            + ".bundle tables, nor catalog strings Xcode extracted from code. A key nothing names is a warning; one "
            + "that a key built at run time may be (an interpolated, format or concatenated literal that starts it, "
            + "or a lookup of a key that is no literal) is a note.",
        documentation: RuleDocumentation(
            why: """
                A key no code looks up is text nobody sees: every language keeps it, translators are paid for it, \
                and it hides which strings the app really shows.
                """,
            bad: """
                /* en.lproj/Localizable.strings */ "onboarding.old_title" = "Welcome!";   // no code names it
                """,
            good: """
                /* en.lproj/Localizable.strings */ "onboarding.title" = "Welcome!";
                label.text = NSLocalizedString("onboarding.title", comment: "")
                """,
            fix: """
                Remove the key from every language once you know nothing outside the sources reads it (a server, a \
                script, a dependency); a key code builds at run time (\"wallet_name.\\(index)\") is in use.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let keys = project.localizationKeys
        guard !keys.tablesByTarget.isEmpty else { return [] }
        let evidence = Evidence(project)
        guard !evidence.targetsWithCode.isEmpty else { return [] }
        let targets = project.analysis(TargetIndex.self)
        let documentTables = Self.documentTables(project)
        func isJudged(_ paths: [String], bundle: String, table: String) -> Bool {
            guard !documentTables.contains(table), !Self.unreadTables.contains(table),
                  !bundle.split(separator: "/").contains(where: { $0.hasSuffix(".bundle") }) else { return false }
            return paths.contains { path in
                targets.targets(building: Paths.normalize(path)).contains(where: evidence.targetsWithCode.contains)
            }
        }
        var found: [Diagnostic] = []
        for table in project.localizationTables.tables
        where !table.translatesBaseDocument && !LocalizationMissingKey.isInfoPlistTable(table.name) {
            let languages = table.languages.keys.sorted()
            let files = languages.flatMap { language in
                [table.languages[language]?.strings, table.languages[language]?.stringsdict].compactMap { $0?.path }
            }
            guard isJudged(files, bundle: table.bundle, table: table.name) else { continue }
            // Each key once, where the reference language (else the first in name order) writes it.
            let order = (table.reference.map { [$0] } ?? []) + languages
            var seen: Set<ExactKey> = []
            for language in order {
                guard let entries = table.languages[language] else { continue }
                for entry in entries.ordered where seen.insert(ExactKey(entry.key)).inserted {
                    if let finding = judge(entry.key, table: table.name, at: entry.location, evidence: evidence) {
                        found.append(finding)
                    }
                }
            }
        }
        for file in project.stringCatalogs where !file.localizesInfoPlist {
            let name = file.tableName
            guard isJudged([file.path], bundle: Paths.directory(of: Paths.normalize(file.path)), table: name) else { continue }
            for entry in file.catalog.entries {
                // Xcode extracted it from code, or calls it stale (`string_catalog_stale`).
                guard let state = entry.extractionState?.value, Self.judgedExtractionStates.contains(state) else { continue }
                if let finding = judge(entry.key, table: name, at: entry.location, evidence: evidence) {
                    found.append(finding)
                }
            }
        }
        return found
    }

    /// The finding for one key, or `nil` when code or a storyboard names it.
    private func judge(_ key: String, table: String, at location: SourceLocation, evidence: Evidence) -> Diagnostic? {
        guard !key.isEmpty, !evidence.names(key) else { return nil }
        if let builder = evidence.builder(of: key) {
            return diagnostic(.builtAtRunTime(key, table: table, prefix: builder.prefix), at: location,
                              related: [RelatedLocation(builder.location, "builds keys starting with '\(builder.prefix)'")],
                              severity: .note)
        }
        let opaque = evidence.opaqueLookups(readingTable: table)
        if let first = opaque.first {
            return diagnostic(.mayBeReadAtRunTime(key, table: table, lookups: opaque.count), at: location,
                              related: [RelatedLocation(first.location, "\(first.call) looks up a key built at run time")],
                              severity: .note)
        }
        return diagnostic(.unused(key, table: table), at: location)
    }

    /// The String Catalog extraction states whose strings no extraction vouches for.
    private static let judgedExtractionStates: Set<String> = ["manual", "migrated"]

    /// Tables code does not read by key: App Intents' phrases.
    private static let unreadTables: Set<String> = ["AppShortcuts"]

    /// The names of the storyboards, XIBs and intent definitions among the inputs: a table of one
    /// of these names translates the document (`Main.strings` beside `Main.storyboard`).
    private static func documentTables(_ project: ValidationProject) -> Set<String> {
        var names = Set(project.interfaceFiles.map(\.name))
        for path in project.intentDefinitions {
            let file = Paths.fileName(of: path)
            names.insert(file.hasSuffix(".intentdefinition") ? String(file.dropLast(".intentdefinition".count)) : file)
        }
        return names
    }

    /// What the code and the Interface Builder documents name, gathered once per run.
    private struct Evidence {
        /// Every plain string literal of the code, and every text the storyboards and XIBs name.
        let literals: Set<String>
        /// The literal starts of keys code builds at run time, with a place that builds one.
        let builders: [(prefix: String, location: SourceLocation)]
        let prefixes: PrefixSet
        /// Lookups whose key is built from no literal start, by the table they read (`nil`: any).
        let opaque: [String?: [LocalizedKeyLookup]]
        /// The targets (`TargetIndex` numbers) that build code among the inputs.
        let targetsWithCode: Set<Int>

        init(_ project: ValidationProject) {
            var literals: Set<String> = []
            var prefixes: [String: SourceLocation] = [:]
            var opaque: [String?: [LocalizedKeyLookup]] = [:]
            var targetsWithCode: Set<Int> = []
            let index = project.bundleIndex
            for (position, file) in project.codeFiles.enumerated() {
                literals.formUnion(file.stringLiterals)
                let fileStart = SourceLocation(wholeFile: file.path)
                for prefix in file.interpolatedLiteralPrefixes.union(file.builtKeyPrefixes) where prefixes[prefix] == nil {
                    prefixes[prefix] = file.runtimeKeyLookups.first { $0.key == prefix }?.location ?? fileStart
                }
                // R.swift generates its lookups at build time, out of the sources.
                if !file.importedModules.isDisjoint(with: Self.generatedLookupModules) {
                    var generated = LocalizedKeyLookup(key: "", location: fileStart, call: "R.swift", table: .any,
                                                       bundle: .main, fallback: .none)
                    generated.isRuntimeKey = true
                    opaque[nil, default: []].append(generated)
                }
                for lookup in file.runtimeKeyLookups {
                    if lookup.key.contains(where: \.isLetter) {
                        if prefixes[lookup.key] == nil { prefixes[lookup.key] = lookup.location }
                    } else {
                        opaque[lookup.table.name, default: []].append(lookup)
                    }
                }
                if !LocalizationKeyNotFound.isOutsideApp(file.path) {
                    for owner in index.bundlesOfCodeFile[position] where index.bundles[owner].isFromProject {
                        targetsWithCode.insert(owner)
                    }
                }
            }
            for file in project.interfaceFiles { literals.formUnion(file.document.localizableTexts) }
            self.literals = literals
            self.builders = prefixes.map { ($0.key, $0.value) }.sorted { $0.prefix < $1.prefix }
            self.prefixes = PrefixSet(prefixes.keys)
            self.opaque = opaque
            self.targetsWithCode = targetsWithCode
        }

        /// The modules of code generators whose generated lookups are built with the app, not kept
        /// among its sources.
        static let generatedLookupModules: Set<String> = ["Rswift", "RswiftResources"]

        func names(_ key: String) -> Bool { literals.contains(key) }

        /// The longest literal start of a key built at run time that `key` begins with.
        func builder(of key: String) -> (prefix: String, location: SourceLocation)? {
            guard prefixes.containsPrefix(of: key) else { return nil }
            return builders.last { key.hasPrefix($0.prefix) }
        }

        /// The lookups of keys built from no literal start that may read `table`: those naming
        /// it, and those whose table is not known.
        func opaqueLookups(readingTable table: String) -> [LocalizedKeyLookup] {
            (opaque[nil] ?? []) + (opaque[table] ?? [])
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func unused(_ key: String, table: String) -> Self {
        Self("no code looks up '\(key)' of the \(table) table, and no storyboard or XIB names it: unless something outside "
            + "the sources reads it, remove it from every language")
    }

    fileprivate static func builtAtRunTime(_ key: String, table: String, prefix: String) -> Self {
        Self("no literal names '\(key)' of the \(table) table, but code builds keys starting with '\(prefix)' at run time: "
            + "it may be in use; keep it unless that code cannot produce it")
    }

    fileprivate static func mayBeReadAtRunTime(_ key: String, table: String, lookups: Int) -> Self {
        Self("no literal names '\(key)' of the \(table) table, but \(lookups) lookup\(lookups == 1 ? "" : "s") take\(lookups == 1 ? "s" : "") "
            + "a key built at run time: the sources cannot tell whether it is used")
    }
}
