/// One token of Swift or Objective-C source, as much as the code cross-check needs: names,
/// string literals and single punctuation characters. Comments and white space are dropped.
struct SourceToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A name or keyword (backticks removed).
        case identifier
        /// A string literal; `text` is its decoded value when `isPlain`.
        case string
        /// A number or other run the cross-check does not look into.
        case other
        /// One punctuation character (`(`, `:`, `@`, ...).
        case punctuation
    }

    let kind: Kind
    /// The name, the decoded string value, or the punctuation character.
    let text: String
    /// Byte offset where the token starts (the `@` of an Objective-C string, the `#` of a raw string).
    let offset: Int
    /// For strings: one line, no interpolation, so its value is known.
    var isPlain: Bool = true
    /// For strings: an Objective-C string object (`@"..."`) rather than a C string.
    var isObjectiveCObject: Bool = false
    /// For Swift strings with an interpolation: how many UTF-8 bytes of `text` come before the first
    /// `\(`, when every escape before it was decoded (`"wallet_name.\(index)"` starts with
    /// `wallet_name.`); `nil` otherwise.
    var interpolationPrefixLength: Int? = nil

    /// The literal text before a Swift string's first interpolation; see `interpolationPrefixLength`.
    var interpolationPrefix: String? {
        interpolationPrefixLength.map { String(decoding: text.utf8.prefix($0), as: UTF8.self) }
    }

    func isPunctuation(_ character: Character) -> Bool {
        kind == .punctuation && text.first == character
    }

    func isIdentifier(_ name: String) -> Bool {
        kind == .identifier && text == name
    }
}
