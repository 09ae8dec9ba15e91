import CommandLineKit

/// plutil's one-dash options among a command's words: `-expect TYPE` (for `-extract` and `-type`)
/// and `-n` (no newline after a raw value). `tripkit plist` spells its own options with two dashes
/// (`--expect`), so a command that takes dashed words reads these as words; this takes them out.
struct PlutilWordOptions {
    /// `-expect TYPE`'s type.
    var expect: PlistTypeName?
    /// Whether `-n` was given.
    var noNewline = false
    /// The words left, in order.
    var remaining: [String] = []

    /// - Parameters:
    ///   - words: The command's words after its keypath.
    ///   - acceptsNoNewline: Whether `-n` is one of the command's options.
    /// - Throws: `UsageError` for `-expect` without a type plutil names.
    init(_ words: [String], acceptsNoNewline: Bool) throws {
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            if word == "-expect" {
                let next = words.index(after: index)
                guard next < words.endIndex, let type = PlistTypeName(rawValue: words[next]) else {
                    let names = PlistTypeName.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError("-expect takes a type: one of \(names).")
                }
                expect = type
                index = words.index(after: next)
                continue
            }
            if acceptsNoNewline, word == "-n" {
                noNewline = true
            } else {
                remaining.append(word)
            }
            index = words.index(after: index)
        }
    }
}
