import PropertyList
import TripSource

extension AppBundle {
    /// A value of the Info.plist one build configuration makes, after `$(VAR)` substitution, and
    /// where the text that decides it is written: the Info.plist value when it is a literal, the
    /// build setting that gives the variable it names otherwise.
    struct BuiltValue {
        let value: String
        let location: SourceLocation
    }

    /// The value a configuration gives a key: the Info.plist file's value with its variables
    /// replaced, or, when the file has no such key and the configuration generates the Info.plist,
    /// the `INFOPLIST_KEY_<key>` setting or the setting Xcode's generated Info.plist takes the key
    /// from (`MARKETING_VERSION` for `CFBundleShortVersionString`). `nil` when the value is not a
    /// string, names a variable the configuration does not resolve, or may be a macro the C
    /// preprocessor replaces (`mayBeMacro(_:)`).
    func builtValue(_ key: String, generatedFrom setting: String?, in configuration: ResolvedBuildSettings) -> BuiltValue? {
        if let entry = infoDictionary?.entry(forKey: key) {
            guard let written = entry.value.string, let plistLocation = entry.value.location ?? entry.keyLocation,
                  !mayBeMacro(written) else { return nil }
            guard written.contains("$") else { return BuiltValue(value: written, location: plistLocation) }
            guard let value = configuration.expand(written) else { return nil }
            let origin = ResolvedBuildSettings.firstVariable(in: written).flatMap { configuration.value($0)?.location }
            return BuiltValue(value: value, location: origin ?? plistLocation)
        }
        guard configuration.isYes("GENERATE_INFOPLIST_FILE") else { return nil }
        for name in ["INFOPLIST_KEY_" + key] + (setting.map { [$0] } ?? []) {
            guard let written = configuration.value(name), let location = written.location else { continue }
            return configuration.expand(written.value).map { BuiltValue(value: $0, location: location) }
        }
        return nil
    }

    /// Whether a value written in the Info.plist file may be replaced by the C preprocessor: the
    /// file is preprocessed and the value holds a word named as macros are (capitals, digits and
    /// underscores, with a capital: `APP_VERSION`) or one that `INFOPLIST_PREPROCESSOR_DEFINITIONS`
    /// defines, outside its `$(VAR)` references. With an `INFOPLIST_PREFIX_HEADER`, which is not
    /// read, any word may be a macro it defines (`OBBundleShortVersionString`). Such a value is not
    /// what the build makes, so the rules that judge values leave it alone.
    func mayBeMacro(_ written: String) -> Bool {
        guard preprocessesInfoPlist else { return false }
        let prefixHeader = configurations.contains { !($0.value("INFOPLIST_PREFIX_HEADER")?.value ?? "").isEmpty }
        if prefixHeader { return !MacroNames.words(in: written).isEmpty }
        let defined = Set(configurations.flatMap { configuration in
            (configuration.value("INFOPLIST_PREPROCESSOR_DEFINITIONS")?.value ?? "").split(separator: " ").map {
                String($0.prefix { $0 != "=" })
            }
        })
        return MacroNames.words(in: written).contains { word in
            defined.contains(String(word)) || (word.contains(where: \.isUppercase) && !word.contains(where: \.isLowercase))
        }
    }

    /// The setting Xcode's generated Info.plist takes a key from.
    static func generatingSetting(of key: String) -> String? {
        switch key {
        case "CFBundleShortVersionString": "MARKETING_VERSION"
        case "CFBundleVersion": "CURRENT_PROJECT_VERSION"
        case "CFBundleIdentifier": "PRODUCT_BUNDLE_IDENTIFIER"
        default: nil
        }
    }

    /// The uses of an API in the bundle's code files, each once, in file order, leaving out those
    /// in an `#if` branch the bundle's build settings turn off in every configuration
    /// (`compilationContexts(for:)`): code the bundle does not compile.
    func uses(in project: ValidationProject, where include: (APIUse.Kind) -> Bool) -> [APIUse] {
        var contexts: [SourceLanguage: [CompilationCondition.Context]] = [:]
        return codeFiles.flatMap { position -> [APIUse] in
            let file = project.codeFiles[position]
            return file.apiUses.filter { use in
                guard include(use.kind) else { return false }
                guard !use.conditions.isEmpty else { return true }
                if contexts[file.language] == nil { contexts[file.language] = compilationContexts(for: file.language) }
                return Self.mayCompile(use.conditions, in: contexts[file.language] ?? [])
            }
        }
    }

    /// How messages name the bundle: `target 'App'`, or the Info.plist's folder for folder evidence.
    var displayName: String {
        isFromProject ? "target '\(name)'" : "the bundle of '\(infoPlist?.path ?? name)'"
    }
}

/// The words of a value the C preprocessor could replace.
private enum MacroNames {
    /// The C identifiers of a text, outside its `$(VAR)` and `${VAR}` build-setting references.
    static func words(in text: String) -> [Substring] {
        var words: [Substring] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let open = text.index(after: index)
            if character == "$", open < text.endIndex, text[open] == "(" || text[open] == "{" {
                let closer: Character = text[open] == "(" ? ")" : "}"
                index = text[open...].firstIndex(of: closer).map { text.index(after: $0) } ?? text.endIndex
            } else if character == "_" || (character.isASCII && character.isLetter) {
                let end = text[index...].firstIndex { !($0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber))) } ?? text.endIndex
                words.append(text[index..<end])
                index = end
            } else if character.isASCII && character.isNumber {
                // A number's letters (`1e5`, `0x1F`, `2b`) are no word of their own.
                index = text[index...].firstIndex { !($0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber))) } ?? text.endIndex
            } else {
                index = text.index(after: index)
            }
        }
        return words
    }
}
