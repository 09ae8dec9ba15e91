import PropertyList
import TripSource

/// A key of an `InfoPlist.strings` file or an `InfoPlist.xcstrings` String Catalog that no Info.plist among the inputs has and no
/// `INFOPLIST_KEY_*` build setting sets: the system looks localized Info.plist values up by the
/// Info.plist's keys, so this translation is never shown (a misspelt key, or one removed from the
/// Info.plist).
///
/// Evidence is the union of everything the inputs say the built Info.plists may hold: every key,
/// at any depth, of every Info.plist (`Info.plist`, `App-Info.plist`), every string value of them
/// (a shortcut item's title or a document type's name is localized by using its value as the
/// key), every `INFOPLIST_KEY_*` setting of a project or `.xcconfig` file, the `CFBundle...`
/// keys the build writes into every Info.plist, and `NSHumanReadableCopyright`, which the system
/// reads from `InfoPlist.strings` first (`CFBundleGetValueForInfoDictionaryKey`), so AppKit's About
/// panel shows it even when no Info.plist has it. With no Info.plist and no Xcode project among the
/// inputs nothing is judged; with Info.plists but no Xcode project (so no build settings) and none
/// in or above the strings file's bundle folder, a finding is a note. So is a key a string literal
/// among the Swift or Objective-C files names: code may look it up in the `InfoPlist` table itself
/// (`bundle.localizedString(forKey: "%@ Game", value: nil, table: "InfoPlist")`), and then it is shown.
/// A catalog's bundle folder is its own; its stale strings are `string_catalog_stale`'s finding
/// (Xcode marks so a key the Info.plist no longer has). A keyboard layout bundle's Info.plist
/// describes each layout under `KLInfo_<layout name>`, and its `InfoPlist.strings` translate the
/// layout name itself (`"Dvorak" = "...";`), which macOS reads from there: the names after
/// `KLInfo_` are known keys.
struct InfoPlistStringsUnknownKey: Rule {
    static let description = RuleDescription(
        id: "infoplist_strings_unknown_key", severity: .warning, category: .localizations,
        summary: "An InfoPlist.strings or InfoPlist.xcstrings key matches no key of the Info.plists among the files.",
        evidence: "Needs an Info.plist or an Xcode project among the inputs: a key is known when any Info.plist has "
            + "it (as a key or a string value) or an INFOPLIST_KEY_ build setting sets it; CFBundle keys are always "
            + "known, and so is NSHumanReadableCopyright (the system reads it from InfoPlist.strings first). Without a "
            + "project, and without an Info.plist in or above the bundle folder, a finding is a note, "
            + "and so is one for a key a string literal in the code names (code may read the InfoPlist table itself). "
            + "InfoPlist.xcstrings keys are judged alike, but for stale ones. A keyboard layout's name, which an "
            + "Info.plist describes under KLInfo_<name>, is a known key (macOS reads its translation from the bundle).",
        documentation: RuleDocumentation(
            why: """
                The system looks localized Info.plist values up by the Info.plist's keys: a key no Info.plist has is \
                never shown, usually a misspelling or a key removed from the Info.plist.
                """,
            bad: """
                /* InfoPlist.strings */
                "NSCameraUsageDescriptions" = "Scan receipts with the camera.";
                """,
            good: """
                /* InfoPlist.strings */
                "NSCameraUsageDescription" = "Scan receipts with the camera.";
                """,
            fix: """
                Correct the key (the message suggests the nearest known one), or remove the translation.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let stringsFiles = project.propertyLists.filter {
            $0.fileName == Self.stringsFileName && LocalizationTables.place(of: $0.path) != nil
        }
        let catalogs = project.stringCatalogs.filter(\.localizesInfoPlist)
        guard !stringsFiles.isEmpty || !catalogs.isEmpty else { return [] }
        let named = Set(Self.infoPlistFileSettings(project).filter { !$0.isEmpty }.map { $0.lowercased() })
        let infoPlists = project.propertyLists.filter { Self.isInfoPlist($0, named: named) }
        guard !infoPlists.isEmpty || !project.xcodeProjects.isEmpty else { return [] }
        let known = Self.knownKeys(infoPlists: infoPlists, project: project)
        let suggestions = Self.Suggestions(known)
        let infoPlistFolders = Set(infoPlists.map { Paths.directory(of: $0.path) })
        var literals: Set<String>?
        var found: [Diagnostic] = []
        // Each key of a table (the folder holding its bundle, its file's name) judged alike.
        func judge(_ key: String, at location: SourceLocation, bundle: String, table: String) {
            guard !key.hasPrefix(Self.bundleKeyPrefix), !Self.readBySystem.contains(key), !known.contains(ExactKey(key))
            else { return }
            let isFirm = !project.xcodeProjects.isEmpty || Self.hasInfoPlist(inOrAbove: bundle, folders: infoPlistFolders)
            // The code's literals are gathered once, and only when a key is unknown.
            let named = literals ?? project.codeFiles.reduce(into: Set<String>()) { $0.formUnion($1.stringLiterals) }
            literals = named
            if named.contains(key) {
                found.append(diagnostic(.namedInCode(key, table: table), at: location, severity: .note))
                return
            }
            found.append(diagnostic(.unknown(key, table: table, suggestion: suggestions.nearest(to: key)), at: location,
                                    severity: isFirm ? nil : .note))
        }
        for file in stringsFiles {
            let bundle = LocalizationTables.place(of: file.path)?.bundle ?? ""
            for entry in file.document.root.dictionary?.entries ?? [] {
                guard let location = entry.keyLocation ?? entry.value.location else { continue }
                judge(entry.key, at: location, bundle: bundle, table: Self.stringsFileName)
            }
        }
        // A catalog's stale key is `string_catalog_stale`'s finding: Xcode marks so a key the
        // Info.plist no longer has.
        for file in catalogs {
            for entry in file.catalog.entries where entry.extractionState?.value != "stale" && !entry.key.isEmpty {
                judge(entry.key, at: entry.location, bundle: Paths.directory(of: file.path), table: file.fileName)
            }
        }
        return found
    }

    static let stringsFileName = "InfoPlist.strings"
    private static let bundleKeyPrefix = "CFBundle"
    /// Keys the system asks the bundle for with `CFBundleGetValueForInfoDictionaryKey`, which
    /// returns the `InfoPlist.strings` value before the Info.plist's: shown even when no Info.plist
    /// has them (AppKit's About panel and the Finder show `NSHumanReadableCopyright`).
    private static let readBySystem: Set<String> = ["NSHumanReadableCopyright"]
    private static let buildSettingPrefix = "INFOPLIST_KEY_"
    /// The prefix of the Info.plist keys that describe a keyboard layout of a keyboard layout
    /// bundle (`KLInfo_Dvorak`), whose name the bundle's `InfoPlist.strings` translate.
    private static let keyboardLayoutPrefix = "KLInfo_"

    /// Whether a property list is an Info.plist: named by an `INFOPLIST_FILE` build setting, or
    /// called `Info.plist`, `App-Info.plist` or `Info-App.plist`, outside `.lproj` folders.
    ///
    /// A named path matches the file's path or one of its endings after a `/`, each looked up in
    /// the set: the cost is the path's depth, not the number of settings. Letter case does not
    /// count, as on a Mac's file system (`named` holds lowercase paths).
    static func isInfoPlist(_ file: PropertyListFile, named: Set<String>) -> Bool {
        guard !Paths.directory(of: file.path).hasSuffix(".lproj"), file.fileName.hasSuffix(".plist") else { return false }
        if file.fileName.hasSuffix("Info.plist") || file.fileName.hasPrefix("Info") { return true }
        guard !named.isEmpty else { return false }
        let path = file.path.lowercased()
        if named.contains(path) { return true }
        var rest = Substring(path)
        while let slash = rest.firstIndex(of: "/") {
            rest = rest[rest.index(after: slash)...]
            if named.contains(String(rest)) { return true }
        }
        return false
    }

    /// The paths `INFOPLIST_FILE` settings give, without a leading `$(SRCROOT)/` or
    /// `$(PROJECT_DIR)/`.
    private static func infoPlistFileSettings(_ project: ValidationProject) -> [String] {
        let settings = project.xcodeProjects.flatMap(\.allSettings) + project.xcconfigFiles.flatMap(\.settings)
        return settings.filter { $0.key == "INFOPLIST_FILE" }.map { setting in
            var path = setting.value.hasPrefix("\"") && setting.value.hasSuffix("\"") && setting.value.count >= 2
                ? String(setting.value.dropFirst().dropLast()) : setting.value
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) {
                path = String(path.dropFirst(prefix.count))
            }
            return path
        }
    }

    /// The known key a misspelt one was meant to be: one differing only in letter case, else the
    /// nearest by edits.
    private struct Suggestions {
        let byLowercase: [String: String]
        let candidates: NearMatch.Candidates

        init(_ known: Set<ExactKey>) {
            var byLowercase: [String: String] = [:]
            for key in known { byLowercase[key.string.lowercased()] = key.string }
            self.byLowercase = byLowercase
            candidates = NearMatch.Candidates(known.map(\.string).filter { $0.utf8.count <= 80 }.sorted())
        }

        func nearest(to key: String) -> String? {
            byLowercase[key.lowercased()] ?? candidates.nearest(to: key)
        }
    }

    /// Every key and string value of the Info.plists, the keyboard layout names their
    /// `KLInfo_<name>` keys describe, and every key an `INFOPLIST_KEY_*` setting sets; containers
    /// are walked with a stack of their own, not recursion.
    private static func knownKeys(infoPlists: [PropertyListFile], project: ValidationProject) -> Set<ExactKey> {
        var known: Set<ExactKey> = []
        var stack = infoPlists.map(\.document.root)
        while let value = stack.popLast() {
            switch value.content {
            case .dictionary(let dictionary):
                for entry in dictionary.entries {
                    known.insert(ExactKey(entry.key))
                    if entry.key.hasPrefix(keyboardLayoutPrefix), entry.key.utf8.count > keyboardLayoutPrefix.utf8.count {
                        known.insert(ExactKey(String(entry.key.dropFirst(keyboardLayoutPrefix.count))))
                    }
                    stack.append(entry.value)
                }
            case .array(let items):
                stack.append(contentsOf: items)
            case .string(let text):
                known.insert(ExactKey(text))
            default:
                break
            }
        }
        let settings = project.xcodeProjects.flatMap(\.allSettings) + project.xcconfigFiles.flatMap(\.settings)
        for setting in settings where setting.key.hasPrefix(buildSettingPrefix) {
            known.insert(ExactKey(String(setting.key.dropFirst(buildSettingPrefix.count))))
        }
        return known
    }

    /// Whether an Info.plist sits in a folder or one of its ancestors.
    private static func hasInfoPlist(inOrAbove folder: String, folders: Set<String>) -> Bool {
        var current = folder.isEmpty ? "." : folder
        while true {
            if folders.contains(current) { return true }
            guard current != "." && current != "/" else { return false }
            current = Paths.directory(of: current)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func unknown(_ key: String, table: String, suggestion: String?) -> Self {
        Self("\(table) key '\(key)' matches no Info.plist key among the files nor any INFOPLIST_KEY_ build setting: "
            + "this translation is never shown" + didYouMean(suggestion))
    }

    fileprivate static func namedInCode(_ key: String, table: String) -> Self {
        Self("\(table) key '\(key)' matches no Info.plist key among the files, but a string literal in the code "
            + "names it: shown only if the code looks it up in the InfoPlist table itself")
    }
}
