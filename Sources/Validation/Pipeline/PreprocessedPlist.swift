/// An `Info.plist` written for Xcode's C preprocessor (`INFOPLIST_PREPROCESS = YES`): lines such as
/// `#ifdef DEBUG`, `#else`, `#endif`, `#include "Version.h"` stand among the XML, and the build runs
/// the file through `cpp` before reading it as a property list.
///
/// `text(of:)` gives the file as the first branch of every conditional would make it: the
/// directive lines, and the lines of the `#else`/`#elif` branches, become spaces, so the result
/// is read with every line and column where it was. Macros are not expanded (a value naming one
/// is read as written; `AppBundle.mayBeMacro(_:)` tells the rules). A file without directive lines
/// is given back unchanged, after one scan.
enum PreprocessedPlist {
    /// The directives `cpp` knows, after `#` and optional blanks.
    private static let directives: Set<String> = [
        "if", "ifdef", "ifndef", "elif", "else", "endif", "define", "undef", "include", "import", "error",
        "warning", "pragma", "line",
    ]

    /// The text the property-list reader should read, and the directives the file holds (`ifdef`,
    /// `include`, ...); `nil` when it holds no directive line.
    static func text(of bytes: [UInt8]) -> (text: [UInt8], directives: Set<String>)? {
        guard !bytes.starts(with: Array("bplist".utf8)) else { return nil }
        var output: [UInt8]? = nil
        var found: Set<String> = []
        // For each open conditional, whether the lines read now are in a branch after the first;
        // `skipped` counts the open conditionals that are.
        var skipping: [Bool] = []
        var skipped = 0
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let directive = Self.directive(in: bytes, from: lineStart, to: lineEnd)
            if let directive {
                found.insert(directive)
                switch directive {
                case "if", "ifdef", "ifndef": skipping.append(false)
                case "elif", "else":
                    if let last = skipping.indices.last, !skipping[last] {
                        skipping[last] = true
                        skipped += 1
                    }
                case "endif":
                    if skipping.popLast() == true { skipped -= 1 }
                default: break
                }
            }
            if directive != nil || skipped > 0 {
                if output == nil { output = bytes }
                for index in lineStart..<lineEnd where bytes[index] != 0x0D { output?[index] = 0x20 }
            }
            lineStart = lineEnd + 1
        }
        return output.map { ($0, found) }
    }

    /// The directive of the line `bytes[start..<end]`, when it is one: `#`, optional blanks, a known word.
    private static func directive(in bytes: [UInt8], from start: Int, to end: Int) -> String? {
        var index = start
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < end, bytes[index] == 0x23 else { return nil }
        index += 1
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        var wordEnd = index
        while wordEnd < end, wordEnd - index < 8, (0x61...0x7A).contains(bytes[wordEnd]) { wordEnd += 1 }
        guard wordEnd > index else { return nil }
        let word = String(decoding: bytes[index..<wordEnd], as: UTF8.self)
        return directives.contains(word) ? word : nil
    }
}
