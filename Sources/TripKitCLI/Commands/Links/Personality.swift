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
        return [program] + personality.commandWords.map { Array($0.utf8) } + arguments.dropFirst()
    }
}
