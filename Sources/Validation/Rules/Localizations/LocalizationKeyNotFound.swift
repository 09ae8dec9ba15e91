import TripSource

/// A literal key that code looks up (`NSLocalizedString("settings.title", ...)`, `String(localized:)`,
/// `LocalizedStringResource`, SwiftUI's `Text`/`LocalizedStringKey`, Objective-C's
/// `NSLocalizedString` family, the helpers `localization_helpers` names) that no `.strings`,
/// `.stringsdict` or String Catalog of the table it names holds, in any bundle or language.
///
/// Judged only where the evidence is whole: the file is built by a target of an Xcode project
/// among the inputs (not a test bundle) that builds localization tables of its own (a target
/// without any does not localize, and SwiftUI's `Text("Hello")` there is plain text), its path
/// lies in no test, preview or dependency folder (`Pods`, `Carthage`, `.build`, `SourcePackages`),
/// and the target's build settings may compile the lookup (`#if` blocks they turn off, and
/// `#if DEBUG`, are left out). A key built at run time is not a literal and is never judged.
///
/// An error when the key looks like an identifier (`settings.title`, `keepAliveDisabled`: letters,
/// digits, `.`, `_`, `-`, with a `.` or `_` between letters, or lower camel case of two humps), the
/// table named exists among the inputs and the code's own target builds it, and no default value is
/// given: every user sees the raw key.
/// A warning, in a target whose tables hold two languages or more (else nobody reads a translation),
/// when a default value is given (every language shows it untranslated), when the key is text
/// shown as written (a sentence, SwiftUI's `Text("Hello")`, which is reported only once some `Text`
/// key of the project is found in a table, showing the app localizes its SwiftUI text this way), or
/// when no table of the name is among the inputs. The keys given a default value, and those shown
/// as written, are one finding each per table and bundle of the code, naming the count and the
/// first keys, with each lookup as a related place: one gap of the table, not one per call. A note when the table or bundle is an
/// expression or another bundle than the main one or the code's own (`Bundle.module`), no table
/// at all holds the key, and no default value is given.
struct LocalizationKeyNotFound: Rule {
    static let description = RuleDescription(
        id: "localization_key_not_found", severity: .error, category: .localizations,
        summary: "Code looks up a literal localization key that no strings table or String Catalog holds.",
        evidence:
            "Reads literal keys passed to NSLocalizedString, String(localized:), LocalizedStringResource, SwiftUI's "
            + "Text and LocalizedStringKey, Objective-C's NSLocalizedString macros and the configuration's "
            + "localization_helpers, with the table and bundle they name; judged only in files a target of an Xcode "
            + "project builds that builds localization tables itself (not tests, previews, Pods, Carthage, .build or "
            + "SourcePackages), in code its #if conditions compile. A key is found in any bundle and language of a "
            + "table of that name. An identifier-like key with no default value is an error when the code's own target builds the table; a "
            + "default value, a key that is its own text (a sentence, a product or host name), or a table absent from the inputs or built only by another "
            + "target is a warning where the target's tables hold two "
            + "languages or more (keys given a default value, and keys that are their own text: one finding each per "
            + "table and bundle, each lookup a related place); a table or bundle that is an "
            + "expression or another bundle is a note.",
        documentation: RuleDocumentation(
            why: """
                Foundation and SwiftUI return the key itself (or the default value code gives) when no table has it: \
                users see 'settings.title' on screen, in every language.
                """,
            bad: """
                label.text = NSLocalizedString("settings.title", comment: "")   // no table has settings.title
                """,
            good: """
                /* en.lproj/Localizable.strings */ "settings.title" = "Settings";
                """,
            fix: """
                Add the key to the table (and have it translated), or correct the key or table name in code.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let keys = project.localizationKeys
        guard !keys.tablesByTarget.isEmpty else { return [] }
        let index = project.bundleIndex
        let swiftUITextIsLocalized = project.codeFiles.contains { file in
            file.localizedKeyLookups.contains { $0.fallback == .keyIsText && keys.holds($0) }
        }
        var found: [Diagnostic] = []
        // Keys shown untranslated, by kind, table and the targets of the code: one finding each.
        var untranslated: [String: [LocalizedKeyLookup]] = [:]
        var groupOrder: [(group: String, kind: Untranslated)] = []
        for (position, file) in project.codeFiles.enumerated()
        where !file.localizedKeyLookups.isEmpty && !Self.isOutsideApp(file.path) {
            let owners = index.bundlesOfCodeFile[position].filter { owner in
                let bundle = index.bundles[owner]
                return bundle.isFromProject && bundle.kind != .test && keys.tablesByTarget[owner] != nil
            }
            guard !owners.isEmpty else { continue }
            let contexts = owners.map { index.bundles[$0].compilationContexts(for: file.language) }
            let isTranslated = owners.contains(where: keys.translatedTargets.contains)
            let ownTables = owners.reduce(into: Set<String>()) { $0.formUnion(keys.tablesByTarget[$1] ?? []) }
            for lookup in file.localizedKeyLookups where !keys.holds(lookup) && lookup.key.contains(where: \.isLetter) {
                guard contexts.contains(where: { AppBundle.mayCompile(lookup.conditions, in: $0) }) else { continue }
                if lookup.fallback == .keyIsText && !swiftUITextIsLocalized { continue }
                // Text shown as written, or a default value, is untranslated only where there is a translation.
                guard let (message, severity, kind) = judge(lookup, keys: keys, ownTables: ownTables),
                      severity != .warning || isTranslated else { continue }
                if let kind {
                    let group = "\(kind)\u{0}" + (lookup.table.name ?? "") + "\u{0}"
                        + owners.map(String.init).joined(separator: ",")
                    if untranslated[group] == nil { groupOrder.append((group, kind)) }
                    untranslated[group, default: []].append(lookup)
                    continue
                }
                found.append(diagnostic(message, at: lookup.location, severity: severity))
            }
        }
        for (group, kind) in groupOrder {
            guard let lookups = untranslated[group], let first = lookups.first else { continue }
            found.append(untranslatedFinding(lookups, kind: kind, first: first, table: first.table.name))
        }
        return found
    }

    /// Why a lookup's text shows untranslated in every language: the default value code gives, or
    /// the key itself, written as the text to show.
    private enum Untranslated {
        case defaultValue, asWritten
    }

    /// One finding for the keys of one table that code of one bundle looks up untranslated in the
    /// same way: at the first lookup, with every other lookup as a related place.
    private func untranslatedFinding(
        _ lookups: [LocalizedKeyLookup], kind: Untranslated, first: LocalizedKeyLookup, table: String?
    ) -> Diagnostic {
        var keys: [String] = []
        var seen: Set<String> = []
        for lookup in lookups where seen.insert(lookup.key).inserted { keys.append(lookup.key) }
        let how = kind == .defaultValue ? "with a default value" : "as text shown as written"
        let related = lookups.dropFirst().map { RelatedLocation($0.location, "'\($0.key)' looked up \(how)") }
        let message: Diagnostic.Message
        switch (kind, keys.count > 1) {
        case (.defaultValue, false): message = .defaultShown(first.key, table: table)
        case (.asWritten, false): message = .textShown(first.key, table: table)
        case (.defaultValue, true): message = .defaultsShown(keys, table: table)
        case (.asWritten, true): message = .textsShown(keys, table: table)
        }
        return diagnostic(message, at: first.location, related: related, severity: .warning)
    }

    /// The finding for a lookup whose key no table of its name holds.
    /// `ownTables` are the tables the file's own targets build among the inputs: a table of the
    /// name that only another target builds says nothing certain of this target's (a project may
    /// list a table the repository does not hold).
    /// The third element says how a warning's text shows untranslated, when it is grouped so.
    private func judge(
        _ lookup: LocalizedKeyLookup, keys: LocalizationKeys, ownTables: Set<String>
    ) -> (Diagnostic.Message, Severity, Untranslated?)? {
        let key = lookup.key
        guard lookup.table != .expression, lookup.bundle != .other else {
            // Another table or bundle may hold it: only a key no table has at all, and no default
            // value covers, is worth a note.
            if keys.allKeys.contains(key) || lookup.fallback == .defaultValue { return nil }
            return (.unknownPlace(key, call: lookup.call), .note, nil)
        }
        // A helper's lookup may read any table: `nil`.
        let table = lookup.table.name
        if let table, keys.keysByTable[table] == nil { return (.noTable(key, table: table), .warning, nil) }
        if let table, !ownTables.contains(table) { return (.notOwnTable(key, table: table), .warning, nil) }
        switch lookup.fallback {
        case .defaultValue:
            return (.defaultShown(key, table: table), .warning, .defaultValue)
        case .keyIsText:
            return (.textShown(key, table: table), .warning, .asWritten)
        case .none:
            guard Self.isIdentifierKey(key) else { return (.textShown(key, table: table), .warning, .asWritten) }
            return (.rawKey(key, table: table), .error, nil)
        }
    }

    /// Whether a key reads as an identifier, not as text: letters, digits, `.`, `_` and `-` only,
    /// and either a `.` or `_` between letters or digits (`settings.title`, `login_button`), or
    /// lower camel case with two humps at least (`keepAliveDisabled`): a product name such as
    /// `MySQL` or `iPhone` is text shown as written, and so is a host name (`irc.example.com`,
    /// `www.apple.com`: a placeholder or a link that reads the same in every language).
    static func isIdentifierKey(_ key: String) -> Bool {
        let characters = Array(key)
        guard characters.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-") }),
              let first = characters.first, first.isLetter, !isHostName(key)
        else { return false }
        for position in characters.indices.dropFirst().dropLast()
        where characters[position] == "." || characters[position] == "_" {
            let before = characters[position - 1]
            let after = characters[position + 1]
            if (before.isLetter || before.isNumber) && (after.isLetter || after.isNumber) { return true }
        }
        guard first.isLowercase else { return false }
        var humps = 0
        for position in characters.indices.dropFirst()
        where characters[position].isUppercase && characters[position - 1].isLowercase {
            humps += 1
        }
        return humps >= 2
    }

    /// Whether a key reads as a host name: dot-separated lowercase labels, the last a generic
    /// top-level domain (`com`, `org`, `net`, ...), or a label `www` or `example`. Country codes are
    /// left out: `answer.no` and `language.de` are identifiers.
    private static func isHostName(_ key: String) -> Bool {
        let labels = key.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, key == key.lowercased(), labels.allSatisfy({ !$0.isEmpty }) else { return false }
        if labels.contains("www") || labels.contains("example") { return true }
        return labels.last.map { genericTopLevelDomains.contains(String($0)) } ?? false
    }

    /// The generic top-level domains a host-name key ends with.
    private static let genericTopLevelDomains: Set<String> = ["com", "org", "net", "edu", "gov", "io", "info"]

    /// Whether a path lies in a test, preview or dependency folder, whose code is not the app's
    /// own: a folder discovery skips by name (`FileDiscovery.skippedFolderNames`: `Pods`, `Carthage`,
    /// `DerivedData`, ...), or one named `.build`, `SourcePackages`, `checkouts`, `Preview Content`,
    /// or ending in `Tests`.
    static func isOutsideApp(_ path: String) -> Bool {
        Paths.directory(of: path).split(separator: "/").contains { folder in
            outsideFolders.contains(String(folder)) || folder.hasSuffix("Tests")
        }
    }

    /// The folders discovery never walks into, and those of Swift packages' checkouts and previews.
    private static let outsideFolders = FileDiscovery.skippedFolderNames.union([
        ".build", "SourcePackages", "checkouts", "Preview Content",
    ])
}

extension Diagnostic.Message {
    fileprivate static func rawKey(_ key: String, table: String?) -> Self {
        "no \(table.map { $0 + " " } ?? "")table has the key '\(key)', and no default value is given: users see '\(key)' on screen"
    }

    fileprivate static func defaultShown(_ key: String, table: String?) -> Self {
        "no \(table.map { $0 + " " } ?? "")table has the key '\(key)': every language shows the default value given here, untranslated"
    }

    fileprivate static func defaultsShown(_ keys: [String], table: String?) -> Self {
        let listed = keys.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (keys.count > 3 ? ", …" : "")
        return Self("no \(table.map { $0 + " " } ?? "")table has \(keys.count) keys code looks up with a default value "
            + "(\(listed)): every language shows those default values, untranslated")
    }

    fileprivate static func textsShown(_ keys: [String], table: String?) -> Self {
        let listed = keys.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (keys.count > 3 ? ", …" : "")
        return Self("no \(table.map { $0 + " " } ?? "")table has \(keys.count) keys code looks up as the text to show "
            + "(\(listed)): every language shows them as written, untranslated")
    }

    fileprivate static func textShown(_ key: String, table: String?) -> Self {
        "no \(table.map { $0 + " " } ?? "")table has the key '\(key)': every language shows it as written, untranslated"
    }

    fileprivate static func noTable(_ key: String, table: String) -> Self {
        "'\(key)' is looked up in a table '\(table)' that no .strings, .stringsdict or String Catalog among the inputs is: it shows untranslated"
    }

    fileprivate static func notOwnTable(_ key: String, table: String) -> Self {
        "no \(table) table has the key '\(key)', and none among the inputs is built by this code's target: it may show untranslated or raw"
    }

    fileprivate static func unknownPlace(_ key: String, call: String) -> Self {
        "no table among the inputs has the key '\(key)'; \(call) reads it from a table or bundle not known here, so users may see it raw"
    }
}
