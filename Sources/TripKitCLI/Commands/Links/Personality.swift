/// The tools `tripkit` stands in for (`plutil`, `defaults`, `/usr/libexec/PlistBuddy`) when it is run under their names (a link made by
/// `tripkit install-links`): the program name decides which `tripkit` command the words go to, so
/// `plutil -convert xml1 Info.plist` runs `tripkit plist -convert xml1 Info.plist`.
enum Personality: String, CaseIterable {
    case plutil
    case defaults
    case plistBuddy = "PlistBuddy"

    /// The `tripkit` words the tool's own words follow.
    var commandWords: [String] {
        switch self {
        case .plutil: ["plist"]
        case .defaults: ["defaults"]
        case .plistBuddy: ["plist", "buddy"]
        }
    }

    /// The personality a program path names (`/usr/local/bin/plutil`), if any.
    static func named(by programPath: String) -> Personality? {
        let name =
            programPath.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? programPath
        return Personality(rawValue: name)
    }

    /// The command line `tripkit` runs for one given under a personality's name: the tool's words after
    /// the command they belong to, the program path kept; any other line as it is. Arguments are
    /// bytes, as the system hands them over (the command line refuses those that are not UTF-8).
    static func commandLine(for arguments: [[UInt8]]) -> [[UInt8]] {
        guard let program = arguments.first, let personality = named(by: String(decoding: program, as: UTF8.self))
        else {
            return arguments
        }
        return [program] + personality.commandWords.map { Array($0.utf8) } + personality.toolWords(arguments.dropFirst())
    }

    /// The tool's words as `tripkit` takes them: `plutil FILE...` lints, as `-lint` is plutil's
    /// default command (a first word that is a file: not an option, or `-` for standard input, or
    /// `--` before file names), and `plutil -help` is `--help`. plutil's `-s` (print nothing on
    /// success) may stand anywhere before `--`: it goes right after `-lint`, the one command that
    /// prints on success, and is dropped for the others, which print nothing then anyway.
    private func toolWords(_ words: ArraySlice<[UInt8]>) -> [[UInt8]] {
        guard self == .plutil else { return Array(words) }
        let silentWord = Array("-s".utf8)
        let end = words.firstIndex(of: Array("--".utf8)) ?? words.endIndex
        let silent = words[..<end].contains(silentWord)
        let kept = words[..<end].filter { $0 != silentWord } + words[end...]
        guard let first = kept.first else { return [] }
        if first == Array("-help".utf8) { return [Array("--help".utf8)] + kept.dropFirst() }
        let isFile = first.first != UInt8(ascii: "-") || first == [UInt8(ascii: "-")] || first == Array("--".utf8)
        let lint = Array("-lint".utf8)
        let line = isFile ? [lint] + kept : kept
        guard silent, line.first == lint else { return line }
        return [lint, silentWord] + line.dropFirst()
    }
}
