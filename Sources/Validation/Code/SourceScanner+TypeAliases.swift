/// The Swift type aliases a file declares that name a plain type, for the class index: an
/// extension written with an alias (`typealias DeveloperOnly = PlaceBidViewController`, then
/// `extension DeveloperOnly { @IBAction func ... }`) adds its members to the class the alias names.
extension SourceScanner {
    /// Each alias a Swift file declares, at any nesting, by its name: the last part of the type it
    /// names (`typealias Cell = Views.ProfileCell` gives `ProfileCell`).
    ///
    /// Only an alias of a plain, possibly dotted, name counts: a generic alias (`typealias X<T>`)
    /// and one naming a generic type, an optional, a composition (`A & B`), a tuple or a function
    /// type are left out, as no extension of a class can be written through them. One pass over the
    /// tokens; each name is read within `maxHeaderTokens` tokens.
    func typeAliases() -> [String: String] {
        guard language == .swift else { return [:] }
        var aliases: [String: String] = [:]
        for index in tokens.indices where tokens[index].isIdentifier("typealias") {
            guard tokenAt(index - 1)?.isPunctuation(".") != true, let name = tokenAt(index + 1), name.kind == .identifier,
                  tokenAt(index + 2)?.isPunctuation("=") == true, var last = tokenAt(index + 3), last.kind == .identifier
            else { continue }
            var position = index + 3
            while position - index < Self.maxHeaderTokens, tokenAt(position + 1)?.isPunctuation(".") == true,
                  let next = tokenAt(position + 2), next.kind == .identifier {
                last = next
                position += 2
            }
            if let following = tokenAt(position + 1), following.kind == .punctuation,
               Self.nonPlainTypeFollowers.contains(following.text) {
                continue
            }
            if last.text != name.text, aliases[name.text] == nil { aliases[name.text] = last.text }
        }
        return aliases
    }

    /// Punctuation that, right after an alias's type name, shows the type is not a plain name: generic
    /// arguments, an optional, a composition, a function type or a longer dotted name.
    private static let nonPlainTypeFollowers: Set<String> = ["<", "?", "!", "&", "-", ".", "(", "["]
}
