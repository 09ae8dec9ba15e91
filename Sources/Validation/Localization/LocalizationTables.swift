import PropertyList
import TripSource

/// The strings tables among the inputs, grouped as Foundation looks them up: by bundle (the folder
/// holding sibling `xx.lproj` folders), by table (`Localizable` for `Localizable.strings` and
/// `Localizable.stringsdict`) and by language (the `.lproj` folder's name).
///
/// Each table knows its reference language: the development language of the nearest Xcode
/// project (`developmentRegion`), else `en`, in whichever spelling the bundle uses (`en.lproj` or
/// the old `English.lproj`), else `Base`, when that language has the table. A table no reference
/// language holds has nothing to be compared with (a storyboard's per-language table beside a
/// `Base.lproj` storyboard, a language added by hand), and neither has a development table that
/// holds no key but the empty one (`"" = "";`, kept by an app whose English keys are its text):
/// both are left out of comparisons.
///
/// Built in one pass over the files, keys indexed per table and language, so that comparing a
/// language with the reference is linear in their keys.
struct LocalizationTables: Sendable {
    /// One key of a table in one language.
    struct Entry: Sendable {
        let key: String
        /// Where the key is written.
        let location: SourceLocation
        /// The `.strings` value, if the entry is one.
        let value: PlistValue?
        /// The `.stringsdict` entry, if the entry is one.
        let pluralEntry: StringsdictEntry?

        /// The entry's format, or `nil` for a value that is not a string; at most `limit`
        /// conversions are read from each text.
        func format(limit: Int) -> LocalizedFormat? {
            if let pluralEntry { return pluralEntry.localizedFormat(limit: limit) }
            guard let text else { return nil }
            return LocalizedFormat(string: text, location: textLocation, limit: limit)
        }

        /// The `.strings` value's text, when the entry is one string.
        var text: String? {
            pluralEntry == nil ? value?.string : nil
        }

        /// Where the `.strings` value is.
        var textLocation: SourceLocation {
            value?.location ?? location
        }
    }

    /// One table in one language: its files and its keys.
    struct LanguageTable: Sendable {
        let language: String
        /// The `.strings` file, if there is one.
        var strings: PropertyListFile?
        /// The `.stringsdict` file, if there is one.
        var stringsdict: PropertyListFile?
        /// The entries in file order (`.strings` first), for reproducible output; a key in both
        /// files is the `.stringsdict` entry, which Foundation reads first. Walked in order, they
        /// need no look-up by key.
        private(set) var ordered: [Entry] = []
        /// Each key's place in `ordered`.
        private(set) var positions: [ExactKey: Int] = [:]

        /// The entry of a key, if the table has it.
        subscript(key: ExactKey) -> Entry? {
            positions[key].map { ordered[$0] }
        }

        /// Makes room for `count` more entries.
        mutating func reserve(_ count: Int) {
            ordered.reserveCapacity(ordered.count + count)
            positions.reserveCapacity(ordered.count + count)
        }

        /// Adds an entry after the others, or puts it in the place of the same key's, unless that
        /// one is a `.stringsdict` entry and this one is not: Foundation reads the `.stringsdict` first.
        mutating func add(_ entry: Entry) {
            if let position = positions[ExactKey(entry.key)] {
                if entry.pluralEntry != nil || ordered[position].pluralEntry == nil { ordered[position] = entry }
            } else {
                positions[ExactKey(entry.key)] = ordered.count
                ordered.append(entry)
            }
        }

        /// The table's file that a finding about a missing key points at: the `.strings` file,
        /// else the `.stringsdict` file.
        var file: PropertyListFile? {
            strings ?? stringsdict
        }

        /// Whether the table holds a key other than the empty one: a table that is only
        /// `"" = "";` keeps a file in place and translates nothing.
        var hasRealEntries: Bool {
            ordered.contains { !$0.key.isEmpty }
        }
    }

    /// One table of one bundle, in every language that has it.
    struct Table: Sendable {
        /// The folder holding the `.lproj` folders (empty at the top of the inputs).
        let bundle: String
        /// `Localizable`, `InfoPlist`, `Main`.
        let name: String
        /// The table in each language, by `.lproj` name.
        var languages: [String: LanguageTable] = [:]
        /// The language compared against, when one holds the table.
        var reference: String? = nil

        /// Whether `Base.lproj` holds a storyboard, XIB, compiled nib or intent definition of the
        /// table's name, or the development language's own folder does (a project localized
        /// before Base localization: `English.lproj/Preferences.xib`): the table is then that
        /// document's strings, and every language's table, the development language's included,
        /// translates the document (and may translate only part of it).
        var translatesBaseDocument = false

        /// The languages other than the reference (and other than `Base`, which holds what the
        /// reference language falls back to, and private-use codes such as translatewiki's `qqq`,
        /// which hold notes for translators), in name order.
        var translations: [LanguageTable] {
            languages.keys.sorted().compactMap { language in
                language == reference || language == Self.base || LocalizationTables.isPrivateUse(language)
                    ? nil : languages[language]
            }
        }

        static let base = "Base"
    }

    /// The tables, in bundle and name order.
    let tables: [Table]

    /// The languages that have any table, by bundle.
    let languagesByBundle: [String: Set<String>]
    /// How many tables each language of each bundle has, by bundle and language joined by a NUL.
    let tableCount: [String: Int]

    /// Indexes the `.strings` and `.stringsdict` files of a project that sit in `.lproj` folders.
    ///
    /// - Parameter project: The project read.
    init(_ project: ValidationProject) {
        var tables: [String: Table] = [:]
        var languagesByBundle: [String: Set<String>] = [:]
        var regionByBundle: [String: String] = [:]
        for file in project.propertyLists {
            guard let place = Self.place(of: file.path) else { continue }
            let id = place.bundle + "\u{0}" + place.table
            // Taken out of the table and put back in place, never copied: a copy of the table per file
            // would copy every language's entries, quadratic in the languages of one table.
            var language =
                tables[id, default: Table(bundle: place.bundle, name: place.table)].languages
                .removeValue(forKey: place.language) ?? LanguageTable(language: place.language)
            languagesByBundle[place.bundle, default: []].insert(place.language)
            if regionByBundle[place.bundle] == nil {
                regionByBundle[place.bundle] = project.developmentRegion(nearestTo: file.path) ?? Self.defaultRegion
            }
            if place.isStringsdict {
                language.stringsdict = file
                for entry in StringsdictEntry.entries(of: file.document) {
                    language.add(Entry(key: entry.key, location: entry.location, value: nil, pluralEntry: entry))
                }
            } else {
                language.strings = file
                let entries = file.document.root.dictionary?.entries ?? []
                language.reserve(entries.count)
                for entry in entries {
                    guard let location = entry.keyLocation ?? entry.value.location else { continue }
                    language.add(Entry(key: entry.key, location: location, value: entry.value, pluralEntry: nil))
                }
            }
            tables[id, default: Table(bundle: place.bundle, name: place.table)].languages[place.language] = language
        }
        // The languages whose folders hold a document of each table's name.
        var documentLanguages: [String: Set<String>] = [:]
        for path in project.interfaceFiles.map(\.path) + project.intentDefinitions + project.compiledNibs {
            guard let place = Self.place(of: path, extensions: ["storyboard", "xib", "nib", "intentdefinition"])
            else { continue }
            documentLanguages[place.bundle + "\u{0}" + place.table, default: []].insert(place.language)
        }
        for (id, var table) in tables {
            let region = regionByBundle[table.bundle] ?? Self.defaultRegion
            let reference = Self.referenceCandidates(region).first { table.languages[$0] != nil }
            // A development table holding no key but the empty one (`"" = "";`, an app that uses
            // its English keys as they are) is nothing to compare with.
            table.reference = reference.flatMap { table.languages[$0]?.hasRealEntries == true ? $0 : nil }
            let documents = documentLanguages[id] ?? []
            table.translatesBaseDocument = documents.contains(Table.base) || reference.map(documents.contains) == true
            tables[id] = table
        }
        self.tables = tables.values.sorted { ($0.bundle, $0.name) < ($1.bundle, $1.name) }
        self.languagesByBundle = languagesByBundle
        var tableCount: [String: Int] = [:]
        for table in self.tables {
            for language in table.languages.keys { tableCount[table.bundle + "\u{0}" + language, default: 0] += 1 }
        }
        self.tableCount = tableCount
    }

    /// The development region assumed when no Xcode project among the inputs names one.
    static let defaultRegion = "en"

    /// The folder names the development region may have, in the order they are tried, then `Base`.
    static func referenceCandidates(_ region: String) -> [String] {
        var names = [region]
        let language = PluralRules.languageSubtag(of: region)
        if let old = oldNames[language], old != region { names.append(old) }
        if language != region { names.append(language) }
        names.append(Table.base)
        return names
    }

    /// The English names of `.lproj` folders that projects made before Xcode 4 use.
    private static let oldNames = [
        "en": "English", "fr": "French", "de": "German", "ja": "Japanese", "es": "Spanish",
        "it": "Italian", "nl": "Dutch",
    ]

    /// Whether a language code is one ISO 639 reserves for local use (`qaa` to `qtz`), such as
    /// translatewiki's `qqq` (notes for translators): no users read it.
    static func isPrivateUse(_ language: String) -> Bool {
        let subtag = Array(PluralRules.languageSubtag(of: language).utf8)
        return subtag.count == 3 && subtag[0] == UInt8(ascii: "q")
            && subtag[1] >= UInt8(ascii: "a") && subtag[1] <= UInt8(ascii: "t")
    }

    /// Whether a language shows the development language's own text: the same language in
    /// another spelling or region (`en-GB`, `en_US`, `English` for `en`), which falls back to it and
    /// is no translation. Another script (`zh-Hant` for `zh-Hans`) is a translation.
    static func isVariant(_ language: String, of source: String) -> Bool {
        guard PluralRules.languageSubtag(of: language) == PluralRules.languageSubtag(of: source) else { return false }
        return script(of: language) == script(of: source)
    }

    /// The script subtag of a language code (`Hant` in `zh-Hant-TW`), lowercased, or `nil`.
    private static func script(of language: String) -> String? {
        let subtags = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst()
        return subtags.first { $0.count == 4 && $0.allSatisfy(\.isLetter) }.map { $0.lowercased() }
    }

    /// Where a file sits: its bundle, language and table, or `nil` for a file that is no
    /// `.strings` or `.stringsdict` file (or of the given extensions) directly inside an `.lproj`
    /// folder.
    static func place(
        of path: String, extensions: Set<String> = ["strings", "stringsdict"]
    ) -> (bundle: String, language: String, table: String, isStringsdict: Bool)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        let fileName = parts[parts.count - 1]
        let folder = parts[parts.count - 2]
        guard folder.hasSuffix(".lproj"), folder.count > ".lproj".count, let dot = fileName.lastIndex(of: ".") else {
            return nil
        }
        let fileExtension = fileName[fileName.index(after: dot)...].lowercased()
        guard extensions.contains(fileExtension), dot > fileName.startIndex else { return nil }
        return (
            bundle: parts.dropLast(2).joined(separator: "/"), language: String(folder.dropLast(".lproj".count)),
            table: String(fileName[..<dot]), isStringsdict: fileExtension == "stringsdict"
        )
    }

    /// The language of a file in an `.lproj` folder (`de` for `de.lproj/Localizable.strings`).
    static func language(of path: String) -> String? {
        place(of: path)?.language
    }
}

extension LocalizationTables: ProjectAnalysis {
    static func compute(_ project: ValidationProject) -> LocalizationTables {
        LocalizationTables(project)
    }
}

extension ValidationProject {
    /// The strings tables of the `.lproj` folders, indexed the first time a rule asks.
    var localizationTables: LocalizationTables {
        analysis(LocalizationTables.self)
    }
}
