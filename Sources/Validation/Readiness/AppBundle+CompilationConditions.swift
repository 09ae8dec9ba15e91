extension AppBundle {
    /// What each of the bundle's configurations says of the names an `#if` of a source in
    /// `language` tests: for Swift, the conditions `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the
    /// `-D` flags of `OTHER_SWIFT_FLAGS` define, every other name being undefined when those
    /// settings and every configuration file (even an optional `#include?`) are known; for Objective-C, the macros
    /// `GCC_PREPROCESSOR_DEFINITIONS` and the `-D` flags of `OTHER_CFLAGS` define, any other name
    /// being unknown (a header may define it). Empty for a bundle with no configurations (folder
    /// evidence), whose code is all taken as compiled.
    func compilationContexts(for language: SourceLanguage) -> [CompilationCondition.Context] {
        let settings: [(key: String, isFlags: Bool)] = language == .swift
            ? [("SWIFT_ACTIVE_COMPILATION_CONDITIONS", false), ("OTHER_SWIFT_FLAGS", true)]
            : [("GCC_PREPROCESSOR_DEFINITIONS", false), ("OTHER_CFLAGS", true)]
        return configurations.map { configuration in
            var context = CompilationCondition.Context(isC: language == .objectiveC, platforms: platforms)
            var known = !configuration.hasUnreadFile
            for (key, isFlags) in settings {
                if configuration.conditionalKeys.contains(key) {
                    known = false
                    continue
                }
                guard let written = configuration.value(key) else { continue }
                guard let value = configuration.expand(written.value) else {
                    known = false
                    continue
                }
                for definition in Self.definitions(in: value, isFlags: isFlags) {
                    let name = definition.prefix { $0 != "=" }
                    context.defined[String(name)] = String(definition.dropFirst(name.count + 1))
                }
            }
            context.undefinedIsKnown = known && language == .swift
            return context
        }
    }

    /// Whether code standing in `branches` may be compiled in one of `contexts`: in some
    /// configuration no branch is certainly off. With no context, it may.
    static func mayCompile(_ branches: [ConditionBranch], in contexts: [CompilationCondition.Context]) -> Bool {
        contexts.isEmpty || contexts.contains { context in !branches.contains { $0.isOff(in: context) } }
    }

    /// The definitions (`NAME` or `NAME=VALUE`) a setting's value gives: its words, or for compiler
    /// flags the words after `-D` (`-DNAME`, `-D NAME`); quotes around a word are dropped.
    private static func definitions(in value: String, isFlags: Bool) -> [Substring] {
        let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { written -> Substring in
            var word = written
            while let first = word.first, first == "\"" || first == "'" { word = word.dropFirst() }
            while let last = word.last, last == "\"" || last == "'" { word = word.dropLast() }
            return word
        }
        guard isFlags else { return words.filter { !$0.isEmpty && $0 != "$(inherited)" } }
        var found: [Substring] = []
        for (position, word) in words.enumerated() {
            if word == "-D", position + 1 < words.count {
                found.append(words[position + 1])
            } else if word.hasPrefix("-D"), word.count > 2 {
                found.append(word.dropFirst(2))
            }
        }
        return found
    }
}
