import CommandLineKit
import PropertyList

/// The value words of `replace` and `insert`, as `plutil -replace` takes them: a type flag and its
/// text (`-string Rome`, `-integer 3`, `-xml '<array/>'`), or `-dictionary` or `-array` alone.
enum PlistValueArguments {
    /// The flags and, for the scalar ones, the kind of text they take.
    static let flags: [(flag: String, kind: PlistValue.TextKind?)] = [
        ("-string", .string), ("-integer", .integer), ("-float", .float), ("-bool", .bool), ("-date", .date),
        ("-data", .data), ("-xml", nil), ("-json", nil), ("-dictionary", nil), ("-array", nil),
    ]

    /// The help line the commands show.
    static let help = "-string, -integer, -float, -bool, -date, -data (base64), -xml or -json and the value, or -dictionary or -array; then the files."

    /// The value the words start with, and the words after it (the files).
    ///
    /// - Throws: `UsageError` for a missing or unknown flag or a missing value; `PlistFailure` for
    ///   text that is not a value of its kind.
    static func parse(_ words: [String]) throws -> (PlistValue, [String]) {
        guard let flag = words.first else { throw UsageError("a type flag and a value are missing: \(help)") }
        let rest = Array(words.dropFirst())
        switch flag {
        case "-dictionary": return (.dictionary([:]), rest)
        case "-array": return (.array([]), rest)
        default: break
        }
        guard let entry = flags.first(where: { $0.flag == flag }) else {
            throw UsageError("'\(flag)' is not a type flag: \(help)")
        }
        guard let text = rest.first else { throw UsageError("\(flag) needs a value.") }
        let files = Array(rest.dropFirst())
        if let kind = entry.kind {
            do {
                return (try PlistValue(text: text, as: kind), files)
            } catch {
                throw PlistFailure.badValue(flag: flag, error)
            }
        }
        do {
            if flag == "-json" { return (try PlistReader.readJSON(bytes: Array(text.utf8)).root.withoutLocations, files) }
            // A bare element (<array/>) is taken as the root of a property list.
            let xml = text.contains("<plist") ? text : "<plist version=\"1.0\">" + text + "</plist>"
            return (try PlistReader.read(bytes: Array(xml.utf8)).root.withoutLocations, files)
        } catch {
            throw PlistFailure.badValueText(flag: flag, error)
        }
    }
}

/// What `replace`, `insert` and `remove` share: read each file, change it, write it back in its
/// own format (to `-o` when given).
enum PlistEdit {
    static func apply(
        to files: [String], output: String?, in context: CommandContext,
        _ change: (inout PlistValue) throws(KeyPathError) -> Void
    ) throws -> ExitCode {
        guard !files.isEmpty else { throw UsageError("no file to change was given.") }
        if output != nil, files.count > 1 { throw UsageError("-o takes the result of one file.") }
        for file in files {
            var document = try PlistFile.read(file, in: context)
            try PlistFile.requireNoComments(document, file: file)
            do {
                try change(&document.root)
            } catch {
                throw PlistFailure.keyPath(error, file: file)
            }
            let bytes = try PlistFile.bytes(of: document.root, in: document.format, file: file)
            try PlistFile.write(bytes, to: output ?? file, in: context)
        }
        return .success
    }
}
